/// <reference types="mocha" />
// The comparison page's pure parts: its route, a variant row's spec (the CLI's text), the
// settings a format offers, a variant checked as the CLI checks it, and the chart data.
import { expect } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { Comparison, VariantReport } from '../../core/compare/report.ts';
import { compareHref, parseRoute } from '../../web/route.ts';
import {
  againstCharts,
  checkVariant,
  cliCommand,
  hasSetting,
  metricCharts,
  settingChoices,
  settingKey,
  specOf,
  splitSpec,
  withSetting,
  withoutSetting,
} from '../../web/compare/compare-model.ts';
import { registry } from '../../formats/index.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);

describe('the comparison route', () => {
  it('reads variants, games and seed from #/compare', () => {
    expect(
      parseRoute('#/compare?v=l5r-shadowlands-coop+seats=1+bots=greedy&v=l5r-shadowlands-coop%20seats%3D2%20bots%3Dgreedy&games=12&seed=5'),
    ).to.deep.equal({
      page: 'compare',
      specs: ['l5r-shadowlands-coop seats=1 bots=greedy', 'l5r-shadowlands-coop seats=2 bots=greedy'],
      games: 12,
      seed: 5,
    });
    expect(parseRoute('#/compare')).to.deep.equal({ page: 'compare', specs: [], games: undefined, seed: undefined });
    expect(parseRoute('#/compare?v=x&games=many&seed=-3')).to.deep.equal({ page: 'compare', specs: ['x'], games: undefined, seed: -3 });
    expect(parseRoute('#/compare/more').page).to.equal('notFound');
  });

  it('builds readable links that read back as the same request', () => {
    const settings = { specs: ['fixture-shadows seats=2 param.x=a,b', 'fixture-shadows seats=4 preset=q&a'], games: 30, seed: 7 };
    const href = compareHref(settings);
    expect(href).to.equal('#/compare?v=fixture-shadows+seats=2+param.x=a,b&v=fixture-shadows+seats=4+preset=q%26a&games=30&seed=7');
    expect(parseRoute(href)).to.deep.equal({ page: 'compare', ...settings });
    expect(compareHref()).to.equal('#/compare');
    expect(compareHref({ specs: ['fixture-shadows', 'fixture-shadows'] })).to.equal('#/compare?v=fixture-shadows&v=fixture-shadows');
  });
});

describe('variant rows', () => {
  it('split a spec into its format and settings and join them back', () => {
    expect(splitSpec('  l5r-shadowlands-coop   seats=2  bots=greedy ')).to.deep.equal({
      format: 'l5r-shadowlands-coop',
      settings: 'seats=2 bots=greedy',
    });
    expect(splitSpec('fixture-shadows')).to.deep.equal({ format: 'fixture-shadows', settings: '' });
    expect(specOf({ format: 'fixture-shadows', settings: ' seats=3   option.x=1 ' })).to.equal('fixture-shadows seats=3 option.x=1');
    expect(specOf({ format: 'fixture-shadows', settings: '' })).to.equal('fixture-shadows');
  });

  it('replace a setting with a new value for the same key, and add one that is new', () => {
    expect(settingKey('seats=2')).to.equal('seats');
    expect(settingKey('cunning')).to.equal('option:cunning');
    expect(settingKey('option.cunning=false')).to.equal('option:cunning');
    expect(settingKey('param.startingHonor=8')).to.equal('param:startingHonor');
    expect(withSetting('seats=2 bots=greedy', 'seats=4')).to.equal('seats=4 bots=greedy');
    expect(withSetting('seats=2 cunning', 'option.cunning=false')).to.equal('seats=2 option.cunning=false');
    expect(withSetting('', 'board=skirmish')).to.equal('board=skirmish');
    expect(withSetting('board=stronghold', 'board=skirmish')).to.equal('board=skirmish');
    expect(withoutSetting('seats=2 bots=greedy board=skirmish', 'bots=random')).to.equal('seats=2 board=skirmish');
    expect(hasSetting('seats=2 bots=greedy', 'bots=greedy')).to.equal(true);
    expect(hasSetting('seats=2 bots=greedy', 'bots=random')).to.equal(false);
  });

  it('offer every seat count, preset, bot, option value and param the format has', () => {
    const coop = resolveFormat(catalog, 'l5r-shadowlands-coop');
    const entries = settingChoices(coop).map((c) => `${c.group} ${c.entry}`);
    expect(entries).to.include.members([
      'seats seats=1',
      'seats seats=4',
      'preset preset=nightmare',
      'bots bots=random',
      'bots bots=greedy',
      'options board=skirmish',
      'options cunning',
      'params param.firstPassFate=0',
    ]);
    expect(entries).to.not.include('seats seats=5');
    expect(entries, "an option's default value is not offered").to.not.include('options board=stronghold');
    // A param whose value has spaces can't be written in a one-line spec.
    expect(entries.some((e) => e.startsWith('params param.bannedCards='))).to.equal(false);
    // Every offered entry is one the CLI accepts.
    for (const choice of settingChoices(coop)) {
      const checked = checkVariant(catalog, `l5r-shadowlands-coop bots=greedy ${choice.entry}`);
      expect(checked.issues, choice.entry).to.deep.equal([]);
    }
  });

  it('are checked as the CLI checks them: a clear message, never a stack', () => {
    const ok = checkVariant(catalog, 'l5r-shadowlands-coop seats=2 bots=greedy board=skirmish');
    expect(ok.issues).to.deep.equal([]);
    expect(ok.prepared!.seats).to.equal(2);
    expect(ok.prepared!.table.map((s) => s.controller)).to.deep.equal(['automaton:shadowlands', 'bot:greedy', 'bot:greedy']);
    const messages = (spec: string) =>
      checkVariant(catalog, spec)
        .issues.map((i) => i.message)
        .join('\n');
    expect(messages('l5r-shadowlands-coop boardx=1')).to.contain('unknown option "boardx"');
    expect(messages('l5r-shadowlands-coop seats=9')).to.contain('not 9');
    expect(messages('l5r-shadowlands-coop bots=nope')).to.contain('unknown bot "nope"');
    expect(messages('l5r-shadowlands-coop seats=two')).to.contain('seats must be a whole number');
    expect(messages('no-such-format seats=2')).to.contain('unknown format "no-such-format"');
    expect(messages('fixture-shadows seats=2 bots=human')).to.contain('compare plays bots only');
    for (const spec of ['l5r-shadowlands-coop boardx=1', 'no-such-format', 'fixture-shadows bots=human'])
      expect(messages(spec), spec).to.not.match(/\n\s+at /);
  });

  it('print the command line that gives the same figures', () => {
    expect(cliCommand(['fixture-shadows seats=2', 'fixture-shadows'], 30, 4)).to.equal(
      'rules-sandbox compare "fixture-shadows seats=2" fixture-shadows --games 30 --seed 4',
    );
  });
});

function variant(label: string, series: VariantReport['series']): VariantReport {
  const rate = { count: 0, of: 0, rate: 0, lo: 0, hi: 0 };
  const mean = { mean: 0, lo: 0, hi: 0, min: 0, max: 0 };
  return {
    label,
    settings: { options: {}, params: {} },
    format: 'f',
    version: 1,
    seats: 2,
    table: [],
    seed: 1,
    games: 3,
    planned: 3,
    teamWins: { p1: rate },
    seatWins: {},
    reasons: {},
    rounds: mean,
    decisions: mean,
    firstPlayer: null,
    balance: null,
    series,
    atEnd: {},
    distributions: {},
    byCard: {},
    against: {},
    produced: [],
  };
}

describe('chart data', () => {
  it('is one chart per metric, a line per variant with the metric, rounds up to the longest game', () => {
    const power = (m: number[]) => ({
      doc: 'total power',
      per: 'round' as const,
      mean: m,
      lo: m.map((x) => x - 1),
      hi: m.map((x) => x + 1),
      games: m.map(() => 3),
    });
    const c: Comparison = {
      seed: 1,
      differences: [],
      variants: [
        variant('f seats=2', {
          power: power([1, 2, 3]),
          gold: { doc: 'gold', per: 'turn' as const, mean: [5], lo: [5], hi: [5], games: [1] },
        }),
        variant('f seats=3', { power: power([2, 4]) }),
      ],
    };
    const charts = metricCharts(c);
    expect(charts.map((ch) => ch.metric)).to.deep.equal(['power', 'gold']);
    const [p, g] = charts;
    expect(p!.doc).to.equal('total power');
    expect(p!.xs).to.deep.equal([1, 2, 3]);
    expect([p!.per, g!.per]).to.deep.equal(['round', 'turn']);
    expect(p!.lines.map((l) => l.name)).to.deep.equal(['A f seats=2', 'B f seats=3']);
    expect(p!.lines[1]!.mean).to.deep.equal([2, 4, null]);
    expect(p!.lines[1]!.hi).to.deep.equal([3, 5, null]);
    expect(
      g!.lines.map((l) => l.variant),
      'B has no gold metric',
    ).to.deep.equal([0]);
  });

  it('draws an against metric over the values of the other one either variant saw, a gap where one saw none', () => {
    const m = (x: number) => ({ mean: x, lo: x - 1, hi: x + 1, min: x, max: x });
    const force = (groups: [number, number][]) => ({
      doc: 'Force at battle',
      against: 'threat',
      groups: groups.map(([value, x]) => ({ value, mean: m(x), n: 2 })),
    });
    const a = variant('f', {});
    const b = variant('f x=1', {});
    a.against = {
      force: force([
        [2, 6],
        [5, 12],
      ]),
    };
    b.against = {
      force: force([
        [5, 10],
        [9, 30],
      ]),
    };
    const [chart] = againstCharts({ seed: 1, differences: [], variants: [a, b] });
    expect(chart!.per).to.equal('threat');
    expect(chart!.xs).to.deep.equal([2, 5, 9]);
    expect(chart!.lines[0]!.mean).to.deep.equal([6, 12, null]);
    expect(chart!.lines[1]!.lo).to.deep.equal([null, 9, 29]);
  });
});
