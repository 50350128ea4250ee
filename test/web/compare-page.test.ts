/// <reference types="mocha" />
// The comparison page: the form makes the CLI's specs, a bad variant says why inline, a run
// (in this thread or on Web Workers) fills the CLI's table with its marks and a chart per
// metric, Stop keeps the games played, and the app routes to it from the catalog.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { runBatch } from '../../core/compare/batch.ts';
import { inlineWorker } from '../../core/compare/worker-core.ts';
import { compareVariants, reportVariant, type Comparison } from '../../core/compare/report.ts';
import { comparisonCsv, comparisonRows } from '../../core/compare/render.ts';
import { rulesModules, registry } from '../../formats/index.ts';
import '../../web/app.ts';
import type { RsApp } from '../../web/app.ts';
import '../../web/compare/compare-page.ts';
import { MARK_TITLE, type RsCompare } from '../../web/compare/compare-page.ts';
import type { RsMetricChart } from '../../web/compare/metric-chart.ts';
import { compareHref, parseRoute } from '../../web/route.ts';
import { deepQuery, deepQueryAll, deepText, settle, until } from './helpers.ts';

const sources = [...formatSources, ...cardSources];
const catalog = loadCatalog(sources, registry);
const inline = (count: number) => Array.from({ length: count }, () => inlineWorker(rulesModules));

/** What the CLI computes for these specs: the same functions it calls, in this thread. */
async function expected(specs: string[], games: number, seed: number): Promise<Comparison> {
  const variants = specs.map((spec) => {
    const v = parseVariantSpec(spec);
    return prepareVariant(v, resolveFormat(catalog, v.format), rulesModules);
  });
  const { records } = await runBatch({ variants, games, seed, workers: [inlineWorker(rulesModules)] });
  return compareVariants(
    seed,
    variants.map((v, i) => reportVariant(v, seed, games, records[i]!)),
  );
}

async function page(props: Partial<Pick<RsCompare, 'specs' | 'games' | 'seed' | 'makeWorkers' | 'workerCount'>>): Promise<RsCompare> {
  const el = await fixture<RsCompare>(
    html`<rs-compare .sources=${sources} .specs=${props.specs ?? []} .makeWorkers=${props.makeWorkers} .workerCount=${props.workerCount}></rs-compare>`,
  );
  await settle();
  return el;
}

async function runToEnd(el: RsCompare): Promise<void> {
  const done = oneEvent(el, 'rs-compare-done');
  el.shadowRoot!.querySelector<HTMLButtonElement>('button.run')!.click();
  await done;
  await settle();
  await Promise.all(deepQueryAll<RsMetricChart>(el, 'rs-metric-chart').map((c) => c.updateComplete));
}

function setInput(input: HTMLInputElement, value: string, type: 'input' | 'change' = 'change'): void {
  input.value = value;
  input.dispatchEvent(new Event(type));
}

/** The table as shown: per row its name, cells and which cells carry the mark. */
function shownRows(el: RsCompare) {
  return [...el.shadowRoot!.querySelectorAll('table.comparison tr.row')].map((tr) => ({
    section: tr.getAttribute('data-section'),
    name: tr.querySelector('td.name')!.textContent,
    cells: [...tr.querySelectorAll('td.cell .value')].map((c) => c.textContent),
    marked: [...tr.querySelectorAll('td.cell')].map((c) => c.querySelector('abbr.mark') !== null),
  }));
}

describe('<rs-compare> form', () => {
  it('shows the variants of the URL and turns edits and setting buttons into specs', async () => {
    const el = await page({ specs: ['l5r-shadowlands-coop seats=1 bots=greedy', 'l5r-shadowlands-coop seats=2 bots=greedy'] });
    const root = el.shadowRoot!;
    const rows = [...root.querySelectorAll<HTMLElement>('.variant')];
    expect(rows.map((r) => r.dataset.variant)).to.deep.equal(['A', 'B']);
    expect(rows.map((r) => r.querySelector<HTMLSelectElement>('select.format')!.value)).to.deep.equal([
      'l5r-shadowlands-coop',
      'l5r-shadowlands-coop',
    ]);
    expect(rows.map((r) => r.querySelector<HTMLInputElement>('input.settings')!.value)).to.deep.equal([
      'seats=1 bots=greedy',
      'seats=2 bots=greedy',
    ]);
    const command = () => root.querySelector('[data-field="command"]')!.textContent;
    expect(command()).to.equal(
      'rules-sandbox compare "l5r-shadowlands-coop seats=1 bots=greedy" "l5r-shadowlands-coop seats=2 bots=greedy" --games 100 --seed 1',
    );

    // A setting button replaces the setting of the same key; pressed again, it removes it.
    const b = rows[1]!;
    expect(b.querySelector('button.choice[data-entry="seats=2"]')!.getAttribute('aria-pressed')).to.equal('true');
    b.querySelector<HTMLButtonElement>('button.choice[data-entry="seats=3"]')!.click();
    b.querySelector<HTMLButtonElement>('button.choice[data-entry="preset=nightmare"]')!.click();
    b.querySelector<HTMLButtonElement>('button.choice[data-entry="board=skirmish"]')!.click();
    await settle();
    expect(b.querySelector<HTMLInputElement>('input.settings')!.value).to.equal('seats=3 bots=greedy preset=nightmare board=skirmish');
    b.querySelector<HTMLButtonElement>('button.choice[data-entry="preset=nightmare"]')!.click();
    await settle();
    expect(b.querySelector<HTMLInputElement>('input.settings')!.value).to.equal('seats=3 bots=greedy board=skirmish');

    // Typed settings, games and seed.
    setInput(rows[0]!.querySelector('input.settings')!, 'seats=1  bots=greedy param.startingHonor=8', 'input');
    setInput(root.querySelector<HTMLInputElement>('input#games')!, '40');
    setInput(root.querySelector<HTMLInputElement>('input#seed')!, '9');
    await settle();
    expect(command()).to.equal(
      'rules-sandbox compare "l5r-shadowlands-coop seats=1 bots=greedy param.startingHonor=8" "l5r-shadowlands-coop seats=3 bots=greedy board=skirmish" --games 40 --seed 9',
    );
    // Games must be a whole number of at least one; the field goes back to the last good value.
    setInput(root.querySelector<HTMLInputElement>('input#games')!, '0');
    await settle();
    expect(root.querySelector<HTMLInputElement>('input#games')!.value).to.equal('40');

    // A new format starts from its defaults; variants can be added and removed (two at least).
    const select = rows[0]!.querySelector<HTMLSelectElement>('select.format')!;
    select.value = 'fixture-shadows';
    select.dispatchEvent(new Event('change'));
    root.querySelector<HTMLButtonElement>('button.add')!.click();
    await settle();
    expect([...root.querySelectorAll('.variant')].map((r) => r.getAttribute('data-variant'))).to.deep.equal(['A', 'B', 'C']);
    expect(command()).to.match(
      /^rules-sandbox compare fixture-shadows "l5r-shadowlands-coop seats=3 bots=greedy board=skirmish" "l5r-shadowlands-coop seats=3 /,
    );
    root.querySelector<HTMLButtonElement>('.variant[data-variant="A"] button.remove')!.click();
    await settle();
    expect(root.querySelectorAll('.variant').length).to.equal(2);
    expect(root.querySelector<HTMLButtonElement>('.variant[data-variant="A"] button.remove')!.disabled).to.equal(true);
  });

  it('starts with two rows of one format when the URL names one or none', async () => {
    const one = await page({ specs: ['fixture-secret-bid seats=3'] });
    expect([...one.shadowRoot!.querySelectorAll<HTMLInputElement>('input.settings')].map((i) => i.value)).to.deep.equal([
      'seats=3',
      'seats=3',
    ]);
    const none = await page({ specs: [] });
    const formats = [...none.shadowRoot!.querySelectorAll<HTMLSelectElement>('select.format')].map((s) => s.value);
    expect(formats.length).to.equal(2);
    expect(formats[0]).to.not.equal('');
    expect(formats[0]).to.equal(formats[1]);
  });

  it("shows a bad variant's message inline, with no stack, and runs nothing", async () => {
    let made = 0;
    const el = await page({
      specs: ['l5r-shadowlands-coop seats=1 bots=greedy boardx=skirmish', 'no-such-format seats=2'],
      makeWorkers: (n) => {
        made += n;
        return inline(n);
      },
    });
    const root = el.shadowRoot!;
    // Nothing is flagged before the user edits or presses Run.
    expect(root.querySelectorAll('rs-issue-list').length).to.equal(0);
    root.querySelector<HTMLButtonElement>('button.run')!.click();
    await settle();
    expect(made, 'no worker started').to.equal(0);
    expect(root.querySelector('section.results')).to.equal(null);
    const a = deepText(root.querySelector('.variant[data-variant="A"] rs-issue-list')!);
    expect(a).to.contain(
      'variant "l5r-shadowlands-coop seats=1 bots=greedy boardx=skirmish": unknown option "boardx" for l5r-shadowlands-coop',
    );
    expect(deepText(root.querySelector('.variant[data-variant="B"] rs-issue-list')!)).to.contain('unknown format "no-such-format"');
    expect(deepText(el)).to.not.match(/\bat \S+ \(|Error:|\.ts:\d+/);
    // The unknown format stays selected, so the message refers to what the select shows.
    expect(root.querySelector<HTMLSelectElement>('.variant[data-variant="B"] select.format')!.value).to.equal('no-such-format');

    // Fixed as you type: the message goes.
    setInput(
      root.querySelector<HTMLInputElement>('.variant[data-variant="A"] input.settings')!,
      'seats=1 bots=greedy board=skirmish',
      'input',
    );
    await settle();
    expect(root.querySelector('.variant[data-variant="A"] rs-issue-list')).to.equal(null);
    expect(root.querySelector('.variant[data-variant="B"] rs-issue-list')).to.not.equal(null);
  });
});

describe('<rs-compare> runs', function () {
  const specs = ['fixture-shadows seats=2', 'fixture-shadows seats=4'];

  it("shows the CLI's rows, figure for figure, with the mark where wins differ from A's", async () => {
    const want = await expected(specs, 12, 5);
    const rows = comparisonRows(want);
    expect(
      rows.some((r) => r.marked.some(Boolean)),
      'this comparison has a significant difference to show',
    ).to.equal(true);

    const el = await page({ specs, makeWorkers: inline });
    setInput(el.shadowRoot!.querySelector<HTMLInputElement>('input#games')!, '12');
    setInput(el.shadowRoot!.querySelector<HTMLInputElement>('input#seed')!, '5');
    let settings: unknown;
    el.addEventListener('rs-compare-settings', (e) => (settings = e.detail));
    await runToEnd(el);
    expect(settings, 'the run is put in the URL').to.deep.equal({ specs, games: 12, seed: 5 });

    expect(shownRows(el)).to.deep.equal(rows.map((r) => ({ section: r.section, name: r.name, cells: r.cells, marked: r.marked })));
    const marks = [...el.shadowRoot!.querySelectorAll('td.cell abbr.mark')];
    expect(marks.length).to.equal(rows.flatMap((r) => r.marked).filter(Boolean).length);
    for (const mark of marks) {
      expect(mark.textContent).to.equal('*');
      expect(mark.getAttribute('title')).to.equal('differs from A at p < 0.05');
      expect(mark.closest('td')!.classList.contains('marked')).to.equal(true);
    }
    expect(MARK_TITLE).to.equal('differs from A at p < 0.05');
    // The downloads are the CLI's --csv and --json output.
    const download = (field: string) =>
      decodeURIComponent(el.shadowRoot!.querySelector<HTMLAnchorElement>(`a[data-field="${field}"]`)!.href.replace(/^data:[^,]*,/, ''));
    expect(download('csv')).to.equal(comparisonCsv(want));
    expect(JSON.parse(download('json'))).to.deep.equal(JSON.parse(JSON.stringify(want)));
    // The variants are named by letter and label, with their games.
    const names = [...el.shadowRoot!.querySelectorAll('ol.variants li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(names).to.deep.equal([
      'A fixture-shadows seats=2 fixture-shadows v1, 2 players, 12 games',
      'B fixture-shadows seats=4 fixture-shadows v1, 4 players, 12 games',
    ]);
    // One chart per metric the format declares, one line per variant.
    const metrics = Object.keys(want.variants[0]!.series);
    const charts = deepQueryAll<RsMetricChart>(el, 'rs-metric-chart');
    expect(charts.map((c) => c.dataset.metric)).to.deep.equal(metrics);
    for (const chart of charts) {
      const lines = chart.plot!.series.filter((s) => s.class === 'variant');
      expect(lines.map((s) => s.label)).to.deep.equal(['A fixture-shadows seats=2', 'B fixture-shadows seats=4']);
    }
  });

  it('plays on Web Workers (compare-worker.js) with the same figures as in this thread', async () => {
    const want = comparisonRows(await expected(specs, 10, 3));
    const el = await page({ specs, workerCount: 2 });
    setInput(el.shadowRoot!.querySelector<HTMLInputElement>('input#games')!, '10');
    setInput(el.shadowRoot!.querySelector<HTMLInputElement>('input#seed')!, '3');
    await runToEnd(el);
    expect(el.shadowRoot!.querySelector('[data-field="run-error"]')).to.equal(null);
    expect(shownRows(el).map((r) => r.cells)).to.deep.equal(want.map((r) => r.cells));
  });

  it('says why a run failed when the worker cannot start', async () => {
    const el = await fixture<RsCompare>(
      html`<rs-compare .sources=${sources} .specs=${specs} .workerUrl=${'/no-such-worker.js'} .workerCount=${1}></rs-compare>`,
    );
    await settle();
    await runToEnd(el);
    const error = el.shadowRoot!.querySelector('[data-field="run-error"]');
    expect(error, 'an error is shown').to.not.equal(null);
    expect(error!.textContent).to.contain('no-such-worker.js');
    expect(el.shadowRoot!.querySelector('button.run'), 'Run is back').to.not.equal(null);
  });

  it('shows a progress bar while running, and Stop keeps the games played so far', async () => {
    const el = await page({ specs, makeWorkers: inline, workerCount: 1 });
    setInput(el.shadowRoot!.querySelector<HTMLInputElement>('input#games')!, '2000');
    const done = oneEvent(el, 'rs-compare-done');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.run')!.click();
    const progress = () => el.shadowRoot!.querySelector<HTMLProgressElement>('[data-field="progress"] progress');
    await until(() => (progress()?.value ?? 0) >= 40);
    expect(progress()!.max).to.equal(4000);
    expect(deepText(el.shadowRoot!.querySelector('[data-field="progress"]')!)).to.match(/\d+\/4000 games · [\d.]+ games\/s · 1 worker/);
    // The form is locked while the run goes on.
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input.settings')!.disabled).to.equal(true);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.stop')!.click();
    await done;
    await settle();
    expect(progress()).to.equal(null);
    expect(el.shadowRoot!.querySelector('section.results')!.getAttribute('data-partial')).to.equal('stopped');
    const [, paired] =
      /from the (\d+) games \(seeds\) every variant finished, of the 2000 planned/.exec(
        el.shadowRoot!.querySelector('[data-field="stopped"]')!.textContent!,
      ) ?? [];
    expect(Number(paired)).to.be.greaterThan(0).and.lessThan(2000);
    // Both variants report the same games, so they stay compared on the same seeds.
    const summary = [...el.shadowRoot!.querySelectorAll('ol.variants li')].map((li) => li.textContent!);
    for (const line of summary) {
      const [, played] = /(\d+) games \(stopped: \1 of 2000\)/.exec(line) ?? [];
      expect(played, line).to.equal(paired);
    }
    expect(el.shadowRoot!.querySelector('button.run')).to.not.equal(null);
  });
});

describe('the comparison page in the app', function () {
  const original = location.href;
  afterEach(() => history.replaceState(null, '', original));

  it('is linked from the catalog, for all formats and for each one', async () => {
    history.replaceState(null, '', '#/');
    const app = await fixture<RsApp>(html`<rs-app .sources=${sources}></rs-app>`);
    await settle();
    expect(deepQuery<HTMLAnchorElement>(app, 'rs-catalog a.compare-all').getAttribute('href')).to.equal('#/compare');
    const each = deepQuery<HTMLAnchorElement>(app, 'rs-catalog li[data-format="l5r-stronghold"] a.compare');
    expect(parseRoute(each.getAttribute('href')!)).to.deep.equal({
      page: 'compare',
      specs: ['l5r-stronghold', 'l5r-stronghold'],
      games: undefined,
      seed: undefined,
    });

    location.hash = each.getAttribute('href')!;
    await until(() => app.shadowRoot!.querySelector('rs-compare') !== null, 'the comparison page');
    await settle();
    const compare = deepQuery<RsCompare>(app, 'rs-compare');
    expect([...compare.shadowRoot!.querySelectorAll<HTMLSelectElement>('select.format')].map((s) => s.value)).to.deep.equal([
      'l5r-stronghold',
      'l5r-stronghold',
    ]);
    expect(compare.shadowRoot!.querySelector('[data-field="progress"]'), 'a URL without games and seed does not run').to.equal(null);
  });

  it('runs a URL that names games and seed, and a run started from the form is put in the URL', async () => {
    const specs = ['fixture-secret-bid seats=2', 'fixture-secret-bid seats=3'];
    history.replaceState(null, '', compareHref({ specs, games: 6, seed: 2 }));
    const app = await fixture<RsApp>(html`<rs-app .sources=${sources}></rs-app>`);
    await settle();
    const compare = deepQuery<RsCompare>(app, 'rs-compare');
    // The run starts on its own after the first render, on Web Workers; wait for its figures.
    await until(() => compare.shadowRoot!.querySelector('section.results[data-partial=""]') !== null);
    expect(shownRows(compare).map((r) => r.cells)).to.deep.equal(comparisonRows(await expected(specs, 6, 2)).map((r) => r.cells));

    setInput(compare.shadowRoot!.querySelector<HTMLInputElement>('input#seed')!, '4');
    await runToEnd(compare);
    expect(parseRoute(location.hash)).to.deep.equal({ page: 'compare', specs, games: 6, seed: 4 });
    expect(deepQuery(app, 'rs-compare'), 'the same page stays').to.equal(compare);
  });
});
