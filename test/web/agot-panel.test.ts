/// <reference types="mocha" />
// The A Game of Thrones panel (formats agot and agot-shadows): each house's gold, total power
// (the house card's and its cards' in play) and the house card's share, its revealed plot's
// income, initiative, claim and reserve, its plot deck (the viewer's own plots by name, buttons
// when the plot decision can pick them), its hand, its Shadows area's count, its dominance total
// and the challenges it made this phase; the challenge under way with each side's participants,
// their strength and the totals — the figures the rules module reckons (formats/agot/board.ts).
// The family's sentences for its events, in the game's words, never naming a card played into
// Shadows.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { CardInstance, GameEvent } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import { readingContext } from '../../core/reading.ts';
import { moduleFor } from '../../core/session.ts';
import { agotSummary, type RsAgotPanel } from '../../web/family/agot/agot-panel.ts';
import { familyUi, looksOf } from '../../web/family/registry.ts';
import '../../web/family/index.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { registry, rulesModules } from '../../formats/index.ts';
import { strength, totalPower } from '../../formats/agot/board.ts';
import { plotStat } from '../../formats/agot/plot.ts';
import { dominanceTotal } from '../../formats/agot/round.ts';
import { agotState } from '../../formats/agot/state.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const agot = resolveFormat(catalog, 'agot');
const shadows = resolveFormat(catalog, 'agot-shadows');

/** Two greedy bots, stepped by hand. */
const botSession = (format = shadows, seed = 4) => new PlaySession(format, { seed, seats: 2, controller: 'bot:greedy', speed: 'paused' });

/** Step the bots until `done` holds (or the game ends, or a generous cap runs out). */
function stepUntil(session: PlaySession, done: () => boolean): void {
  const game = gameOf(session);
  for (let i = 0; i < 20_000 && !done() && !game.ended; i++) session.step();
}

async function panelFor(view: StateView, format = shadows, picks: ReadonlyMap<string, 'target' | 'selected'> = new Map()) {
  const el = await fixture<RsAgotPanel>(html`<rs-agot-panel .view=${view} .format=${format} .picks=${picks}></rs-agot-panel>`);
  await settle();
  return el;
}

const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
const field = (root: Element, name: string) => text(deepQuery(root, `[data-field="${name}"]`));
const zoneKeys = (root: Element) => deepQueryAll(root, 'rs-zone').map((z) => z.getAttribute('zone-key'));

describe('<rs-agot-panel>', () => {
  it('is on both AGoT tables; a seat shows its house, plot, Shadows and cards in play on one line, its hand on the next', async () => {
    for (const format of [agot, shadows]) {
      const session = botSession(format);
      stepUntil(session, () => gameOf(session).state.round >= 2);
      const el = await fixture<RsTable>(html`<rs-table .view=${session.view('p1')} .format=${format}></rs-table>`);
      await settle();
      expect(deepQueryAll(el, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['agot']);
      const mine = deepQueryAll(el, 'rs-seat-panel').find((p) => p.getAttribute('owner') === 'p1')!;
      const lines = deepQueryAll(mine, '.line').map((line) => deepQueryAll(line, 'rs-zone').map((z) => z.getAttribute('zone-key')));
      const first = format === shadows ? ['p1.house', 'p1.plot', 'p1.shadows', 'p1.play'] : ['p1.house', 'p1.plot', 'p1.play'];
      expect(lines).to.deep.equal([first, ['p1.hand']]);
      // The plot deck is the panel's; another player's hand (all backs) is a count there.
      expect(zoneKeys(el)).to.not.include('p1.plotDeck');
      expect(zoneKeys(el)).to.not.include('p2.hand');
      expect(zoneKeys(el)).to.include.members(['p1.usedPlots', 'p1.drawDeck', 'p1.discard', 'p1.dead', 'p2.play']);
      expect(field(el, 'hand-p2')).to.equal(String(gameOf(session).state.zones['p2.hand']!.length));
      // Without Shadows, no Shadows column.
      expect(deepQueryAll(el, '[data-field="shadows-p1"]').length).to.equal(format === shadows ? 1 : 0);
      session.dispose();
    }
  });

  it("shows each house's gold, total power and the house card's, its plot's figures, plot deck, hand, Shadows and dominance", async () => {
    const session = botSession();
    const game = gameOf(session);
    stepUntil(session, () => game.state.round >= 2 && game.state.phase === 'marshalling');
    const view = structuredClone(session.view('p2'));
    // Two power on a card of p1's in play (renown): total power counts it, the house card's share doesn't.
    const renowned = view.zones['p1.play']!.map((id) => view.cards[id] as CardInstance).find((c) => c.type === 'character')!;
    renowned.tokens = { ...renowned.tokens, power: (renowned.tokens.power ?? 0) + 2 };
    const el = await panelFor(view);
    const ctx = readingContext(view, shadows, moduleFor(shadows, rulesModules));
    for (const seat of game.state.seats) {
      const id = seat.id;
      expect(field(el, `gold-${id}`)).to.equal(String(seat.counters.gold));
      expect(field(el, `house-power-${id}`)).to.equal(String(seat.counters.power));
      expect(field(el, `power-${id}`)).to.equal(String(totalPower(ctx, id)));
      expect(field(el, `plot-${id}`)).to.equal(game.state.cards[game.state.zones[`${id}.plot`]![0]!]!.name);
      for (const stat of ['income', 'initiative', 'claim', 'reserve'])
        expect(field(el, `${stat}-${id}`), `${id} ${stat}`).to.equal(String(plotStat(game.state, id, stat)));
      expect(field(el, `plot-deck-${id}`)).to.equal(String(game.state.zones[`${id}.plotDeck`]!.length));
      expect(field(el, `hand-${id}`)).to.equal(String(game.state.zones[`${id}.hand`]!.length));
      expect(field(el, `shadows-${id}`)).to.equal(String(game.state.zones[`${id}.shadows`]!.length));
      expect(field(el, `dominance-${id}`)).to.equal(String(dominanceTotal(ctx, id)));
    }
    const p1 = game.state.seats[0]!;
    expect(Number(field(el, 'power-p1'))).to.equal(totalPower(game, 'p1') + 2);
    expect(Number(field(el, 'power-p1')) - Number(field(el, 'house-power-p1'))).to.be.at.least(2);
    expect(Number(field(el, 'house-power-p1'))).to.equal(p1.counters.power);
    // p2 sees its own plots by name; p1's only as a count.
    const plots = deepQueryAll(el, '[data-field="plots-p2"] .plot-card');
    expect(plots.map((p) => p.getAttribute('data-card'))).to.deep.equal(game.state.zones['p2.plotDeck']);
    expect(deepQueryAll(el, '[data-field="plots-p1"]').length).to.equal(0);
    expect(field(el, 'challenge')).to.equal('No challenge under way');
    // The challenges made are the challenges phase's: none are shown in the marshalling phase.
    expect(deepQueryAll(el, '[data-made]').map((m) => m.getAttribute('data-made'))).to.deep.equal(['', '']);
    session.dispose();
  });

  it('in the plot phase, shows the viewer’s plots as buttons that pick them', async () => {
    const session = botSession();
    const game = gameOf(session);
    stepUntil(session, () => game.state.round >= 2 && game.pending.some((d) => d.kind === 'plot' && d.seat === 'p1'));
    const decision = game.pending.find((d) => d.kind === 'plot' && d.seat === 'p1')!;
    const picks = new Map(decision.options.map((o) => [o.card!, 'target' as const]));
    const el = await panelFor(session.view('p1'), shadows, picks);
    const buttons = deepQueryAll<HTMLButtonElement>(el, 'button.plot-card');
    expect(buttons.map((b) => b.getAttribute('data-card'))).to.deep.equal(decision.options.map((o) => o.card));
    // Its four figures beside its name.
    const first = game.state.cards[decision.options[0]!.card!]!;
    expect(text(buttons[0]!)).to.equal(
      `${first.name}${first.stats.income}·${first.stats.initiative}·${first.stats.claim}·${first.stats.reserve}`,
    );
    const picked: string[] = [];
    el.addEventListener('rs-card-pick', (e) => picked.push(e.detail.card));
    buttons[1]!.click();
    expect(picked).to.deep.equal([decision.options[1]!.card]);
    session.dispose();
  });

  it('shows the challenge under way: its type, attacker → defender, each side with its strength, and the challenges made', async () => {
    const session = botSession();
    const game = gameOf(session);
    const challenge = () => agotState.read(game.state).challenge;
    stepUntil(session, () => !!challenge() && game.pending.some((d) => d.kind === 'action'));
    const c = challenge()!;
    expect(c, 'a challenge is under way').to.not.equal(null);
    const view = session.view('p1');
    const el = await panelFor(view);
    expect(field(el, 'challenge')).to.equal(`${c.type[0]!.toUpperCase()}${c.type.slice(1)} challenge: ${c.attacker} → ${c.defender}`);
    expect(deepQuery(el, '[data-field="challenge"]').getAttribute('data-type')).to.equal(c.type);
    const sum = (ids: string[]) => ids.reduce((n, id) => n + strength(game.state, game.state.cards[id]!), 0);
    expect(field(el, 'attack')).to.equal(String(sum(c.attackers)));
    expect(field(el, 'defense')).to.equal(String(sum(c.defenders)));
    for (const id of [...c.attackers, ...c.defenders])
      expect(deepText(el)).to.contain(`${game.state.cards[id]!.name} (${strength(game.state, game.state.cards[id]!)})`);
    const made = agotState.read(game.state).made;
    for (const seat of ['p1', 'p2'])
      expect(deepQuery(el, `[data-field="made-${seat}"]`).getAttribute('data-made')).to.equal((made[seat] ?? []).join(' '));
    expect(deepQuery(el, `[data-field="made-${c.attacker}"]`).getAttribute('data-made')).to.contain(c.type);
    // The summary reads the same totals.
    const summary = agotSummary(view, shadows).challenge!;
    expect([summary.attack, summary.defense]).to.deep.equal([sum(c.attackers), sum(c.defenders)]);
    session.dispose();
  });
});

describe('the AGoT family', () => {
  const ui = familyUi(shadows)!;
  const names = (id: string) => ({ c1: 'Rook, the Grey Lantern', c2: 'Fell Scout', c3: 'Salt Quay' })[id] ?? 'a card';
  const say = (e: Record<string, unknown>) => ui.describe!({ seq: 1, ...e } as GameEvent, names);

  it('is registered for agot and agot-shadows, with its frames, its knelt word and a Shadows back of its own', () => {
    expect(familyUi(agot)).to.equal(ui);
    const looks = looksOf('agot');
    expect(looks.turned).to.deep.equal({ word: 'knelt', undone: 'stood' });
    expect(Object.keys(looks.frames!)).to.include.members(['house', 'plot', 'character', 'location', 'attachment', 'event']);
    expect(looks.back!('p1.shadows')).to.not.deep.equal(looks.back!('p1.drawDeck'));
  });

  it("tells the family's events in the game's words, never naming a card played into Shadows", () => {
    expect(say({ type: 'intoShadows', seat: 'p1', gold: 2, setup: false })).to.equal('p1 played a card into Shadows (2 gold)');
    expect(say({ type: 'intoShadows', seat: 'p2', gold: 2, setup: true })).to.equal('p2 played a card into Shadows (2 gold, at setup)');
    expect(say({ type: 'cameOutOfShadows', seat: 'p1', card: 'c1', name: 'Rook, the Grey Lantern' })).to.equal(
      'p1 brought Rook, the Grey Lantern out of Shadows',
    );
    expect(say({ type: 'marshalled', seat: 'p1', card: 'c3', name: 'Salt Quay', gold: 2 })).to.equal('p1 marshalled Salt Quay (2 gold)');
    expect(say({ type: 'challengeDeclared', seat: 'p1', challenge: 'military', defender: 'p2', attackers: ['c1', 'c2'] })).to.equal(
      'p1 initiated a military challenge against p2, attacking with Rook, the Grey Lantern and Fell Scout (knelt)',
    );
    expect(say({ type: 'challengeDeclared', seat: 'p2', challenge: 'intrigue', defender: 'p1', attackers: ['c2'] })).to.equal(
      'p2 initiated an intrigue challenge against p1, attacking with Fell Scout (knelt)',
    );
    expect(say({ type: 'defendersDeclared', seat: 'p2', defenders: [] })).to.equal('p2 declared no defenders');
    expect(
      say({
        type: 'challengeResolved',
        challenge: 'power',
        attacker: 'p1',
        defender: 'p2',
        attack: 5,
        defense: 0,
        winner: 'p1',
        unopposed: true,
      }),
    ).to.equal('Power challenge: p1 5 STR against p2 0 — p1 wins (unopposed)');
    expect(say({ type: 'characterKilled', card: 'c2', name: 'Fell Scout', reason: 'military claim' })).to.equal(
      'Fell Scout was killed (military claim) and went to the dead pile',
    );
    expect(say({ type: 'dominanceResolved', totals: { p1: 7, p2: 5 }, winner: 'p1' })).to.equal(
      'Dominance: p1 7, p2 5 — p1 wins dominance',
    );
    expect(say({ type: 'dominanceResolved', totals: { p1: 4, p2: 4 }, winner: null })).to.equal(
      'Dominance: p1 4, p2 4 — a tie: no one wins dominance',
    );
    expect(say({ type: 'initiativeWon', seat: 'p2', initiative: 5 })).to.equal('The plots are revealed: p2 wins initiative (5)');
    expect(say({ type: 'strengthModified', card: 'c2', name: 'Fell Scout', amount: -1 })).to.equal(
      'Fell Scout gets −1 STR until the end of the challenge',
    );
    expect(say({ type: 'countersChanged' })).to.equal(undefined);
  });

  it('tells every event the rules module declares', () => {
    const module = rulesModules[shadows.rules!]!;
    for (const type of Object.keys(module.events ?? {}))
      expect(say({ type, seat: 'p1', card: 'c1', name: 'Fell Scout', gold: 2, totals: {} }), type).to.be.a('string');
  });
});
