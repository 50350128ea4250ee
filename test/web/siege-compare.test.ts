/// <reference types="mocha" />
// The comparison page plots Siege's series per turn: two clock decks side by side, the threat
// level among them, one line per variant over the turns; and, as a designer comparing clock
// decks asked, the distributions over the games (game length, the threat at the game's end) and
// each clock card's share of games in play, a bar per variant with its interval.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { inlineWorker } from '../../core/compare/worker-core.ts';
import { rulesModules } from '../../formats/index.ts';
import '../../web/compare/compare-page.ts';
import type { RsCompare } from '../../web/compare/compare-page.ts';
import type { RsMetricChart } from '../../web/compare/metric-chart.ts';
import { deepQueryAll, settle } from './helpers.ts';

describe('<rs-compare> on Siege', () => {
  it('plots the threat level per turn for two clock decks, one line each', async () => {
    const specs = ['l5r-ccg-siege seats=3 bots=greedy', 'l5r-ccg-siege seats=3 bots=greedy param.clockDeck=tide-clock'];
    const el = await fixture<RsCompare>(
      html`<rs-compare
        .sources=${[...formatSources, ...cardSources]}
        .specs=${specs}
        .makeWorkers=${(n: number) => Array.from({ length: n }, () => inlineWorker(rulesModules))}
      ></rs-compare>`,
    );
    await settle();
    const games = el.shadowRoot!.querySelector<HTMLInputElement>('input#games')!;
    games.value = '4';
    games.dispatchEvent(new Event('change'));
    const done = oneEvent(el, 'rs-compare-done');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.run')!.click();
    await done;
    await settle();
    const charts = deepQueryAll<RsMetricChart>(el, 'rs-metric-chart');
    await Promise.all(charts.map((c) => c.updateComplete));
    const threat = charts.find((c) => c.dataset.metric === 'threat');
    expect(threat, 'a chart of the threat level').to.not.equal(undefined);
    const lines = threat!.plot!.series.filter((s) => s.class === 'variant');
    expect(lines.map((s) => s.label)).to.deep.equal([`A ${specs[0]}`, `B ${specs[1]}`]);
    // Over the turns: the threat level climbs as the Challenge player's turns turn clock cards.
    const [xs, a] = threat!.plot!.data as unknown as number[][];
    expect(xs.length).to.be.greaterThan(8);
    expect(a[a.length - 1]).to.be.greaterThan(a[0]!);
    expect(charts.map((c) => c.dataset.metric)).to.include.members(['territoriesDestroyed', 'political', 'hourOfTheSerpent']);

    const figure = (key: string) => deepQueryAll(el, `rs-bar-chart figure[data-chart="${key}"]`)[0];
    for (const key of ['rounds', 'decisions', 'threat']) expect(figure(key), `a distribution of ${key}`).to.not.equal(undefined);
    // The game-length bars of each variant add up to every game it played.
    const rounds = figure('rounds')!;
    for (const variant of [0, 1]) {
      const titles = [...rounds.querySelectorAll(`rect.bar[data-variant="${variant}"] title`)].map((t) => t.textContent!);
      const games = titles.reduce((n, t) => n + Number(/\((\d+) of \d+ games\)/.exec(t)![1]), 0);
      expect(games).to.equal(4);
    }
    // By card: every clock card of either deck, a bar per variant; the serpent clock's cards never in the tide clock's games.
    const inPlay = figure('clockInPlay')!;
    const cards = [...inPlay.querySelectorAll('g[data-category]')].map((g) => g.getAttribute('data-category')!);
    expect(cards).to.include('Hour of the Serpent');
    expect(inPlay.querySelectorAll('rect.bar').length).to.equal(2 * cards.length);
    const bar = (card: string, variant: number) =>
      inPlay.querySelector(`g[data-category="${card}"] rect.bar[data-variant="${variant}"] title`)!.textContent!;
    const serpentOnly = cards.find((c) => c !== 'Hour of the Serpent' && !/, 0\.0% /.test(bar(c, 0)))!;
    expect(bar(serpentOnly, 1), `${serpentOnly} is no tide clock card`).to.match(/, 0\.0% /);
  });
});
