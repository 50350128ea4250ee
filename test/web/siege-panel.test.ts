/// <reference types="mocha" />
// The Siege panel (Siege: Heart of Darkness, l5r-ccg-siege): on the Siege table (and not on the
// plain l5r-ccg one), between the Challenge player and the Rokugani, the clock — the clock card
// in play with its numbered traits and abilities lit while the threat level reaches their
// number, the threat level and the cards left in the clock deck (a count: its cards are never
// shown) — the territory row in order, each one's province strength now, printed Rank resolved,
// intact or destroyed (its destroyed side) and the one a battle may destroy now, and the
// Rokugani's political tokens. The houses panel reads the Knot of Serpents' ⟨10⟩ resolved; the
// log tells the clock and the territories in words.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { CardInstance, GameEvent, GameState } from '../../core/types.ts';
import type { HiddenCard, StateView } from '../../core/view.ts';
import { readingContext } from '../../core/reading.ts';
import { moduleFor } from '../../core/session.ts';
import { familyUi, looksOf } from '../../web/family/registry.ts';
import { rankText, siegeSummary, type RsSiegePanel } from '../../web/family/l5r-ccg/siege-panel.ts';
import type { RsCcgPanel } from '../../web/family/l5r-ccg/ccg-panel.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { deepHTML, deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { registry, rulesModules } from '../../formats/index.ts';
import { provinceStrength, provincesOf, territoriesOf } from '../../formats/l5r-ccg/board.ts';
import { rankPlayers } from '../../formats/l5r-ccg/rank.ts';
import { clockInPlay } from '../../formats/l5r-ccg/siege/clock.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const siege = resolveFormat(catalog, 'l5r-ccg-siege');
const ccg = resolveFormat(catalog, 'l5r-ccg');

const TERRITORY_ROW = [
  'Peasant District',
  'Artisan District',
  'Merchant District',
  'Temple District',
  'Military District',
  'Imperial District',
];

/** Three Rokugani (p2–p4) and the Challenge player (p1), greedy bots stepped by hand. */
const siegeSession = (seed = 4) => new PlaySession(siege, { seed, seats: 3, controller: 'bot:greedy', speed: 'paused' });

/** Step the bots until `done` holds (or the game ends, or a generous cap runs out). */
function stepUntil(session: PlaySession, done: () => boolean): void {
  const game = gameOf(session);
  for (let i = 0; i < 20_000 && !done() && !game.ended; i++) session.step();
}

/** Past setup (the Cycle answered): the territory row is laid out. */
function setUp(session: PlaySession): GameState {
  const game = gameOf(session);
  stepUntil(session, () => territoriesOf(game.state, 'rokugani').length > 0);
  expect(territoriesOf(game.state, 'rokugani').length, 'the territory row is laid out').to.equal(6);
  return game.state;
}

const playersOf = (view: StateView) => rankPlayers(readingContext(view, siege, moduleFor(siege, rulesModules)));

/** The printed strengths of the territory row (the Siege sample's), resolved for three Rokugani. */
const PRINTED = ['⟨2⟩ = 6', '⟨2⟩ = 6', '⟨3⟩ = 9', '⟨3⟩ = 9', '⟨4⟩ = 12', '⟨4⟩ = 12'];

/** `view` with exactly these clock traits in force, none else. */
function withTraits(view: StateView, traits: { seat: string; effect: string; value: number }[]): StateView {
  const v = structuredClone(view);
  (v.modules.l5rCcg as { traits: unknown[] }).traits = traits;
  return v;
}

async function panelFor(view: StateView, picks: ReadonlyMap<string, 'target' | 'selected'> = new Map()): Promise<RsSiegePanel> {
  const el = await fixture<RsSiegePanel>(html`<rs-siege-panel .view=${view} .format=${siege} .picks=${picks}></rs-siege-panel>`);
  await settle();
  return el;
}

const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
const field = (root: Element, name: string) => text(deepQuery(root, `[data-field="${name}"]`));
const territoryItems = (el: Element) => deepQueryAll(el, '[data-field="territory"]');
const traitItems = (el: Element) => deepQueryAll(el, '[data-field="traits"] li');

/** Every clock card of the game's deck, whatever pile it is in now (from the whole state, as a test may). */
function clockCards(state: GameState): CardInstance[] {
  return ['p1.clockDeck', 'p1.clockDiscard', 'p1.clockRemoved'].flatMap((z) => state.zones[z]!.map((id) => state.cards[id]!));
}

/**
 * A view of `state` with the clock at threat level `threat`: the clock discard pile `threat`
 * cards, the card `top` (by definition) on top; the clock deck the rest, as hidden stubs.
 */
function atThreat(view: StateView, state: GameState, top: string, threat: number): StateView {
  const v = structuredClone(view);
  const all = clockCards(state);
  const card = all.find((c) => c.def === top)!;
  const under = all.filter((c) => c.id !== card.id && c.def !== 'siege-hour-of-the-serpent').slice(0, threat - 1);
  const pile = [...under, card];
  for (const c of pile) v.cards[c.id] = { ...structuredClone(c), zone: 'p1.clockDiscard', faceUp: true, status: [] };
  v.zones['p1.clockDiscard'] = pile.map((c) => c.id);
  const left = all.length - threat;
  v.zones['p1.clockDeck'] = Array.from({ length: left }, (_, i) => `hidden:p1.clockDeck:${i}`);
  for (const id of v.zones['p1.clockDeck']) v.cards[id] = { id, hidden: true, zone: 'p1.clockDeck' } satisfies HiddenCard;
  return v;
}

describe('<rs-siege-panel>', () => {
  it('is on the Siege table with the territory row in it, not in the team panel; not on the plain l5r-ccg table', async () => {
    const session = siegeSession();
    setUp(session);
    stepUntil(session, () => !!clockInPlay(gameOf(session).state, 'p1'));
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view('p2')} .format=${siege}></rs-table>`);
    await settle();
    expect(deepQueryAll(el, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['l5r-ccg', 'siege']);
    expect(deepQueryAll(el, 'rs-zone').map((z) => z.getAttribute('zone-key'))).to.not.include('rokugani.territories');
    const panel = deepQuery(el, 'rs-siege-panel');
    expect(territoryItems(panel).map((t) => text(deepQuery(t, '.band')))).to.deep.equal(TERRITORY_ROW);
    // Each territory in the family's territory frame, the clock card in its clock frame.
    const frames = looksOf('l5r-ccg').frames!;
    expect(territoryItems(panel)[0]!.getAttribute('style')).to.contain(`--band:${frames.territory!.band}`);
    expect(deepQuery(panel, '[data-field="clock-card"]').getAttribute('style')).to.contain(`--band:${frames.clock!.band}`);
    session.dispose();

    const plain = new PlaySession(ccg, { seed: 4, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    const table = await fixture<RsTable>(html`<rs-table .view=${plain.view('p1')} .format=${ccg}></rs-table>`);
    await settle();
    expect(deepQueryAll(table, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['l5r-ccg']);
    expect(deepQueryAll(table, 'rs-siege-panel').length).to.equal(0);
    expect(deepQueryAll(table, '[data-field^="rank-"]').length).to.equal(0);
    plain.dispose();
  });

  it("shows the territory row: each one's strength and printed Rank, intact, and only the first may be destroyed", async () => {
    const session = siegeSession();
    const state = setUp(session);
    const view = session.view('p2');
    const el = await panelFor(view);
    const row = territoriesOf(state, 'rokugani');
    const items = territoryItems(el);
    expect(items.map((t) => t.getAttribute('data-card'))).to.deep.equal(row.map((t) => t.id));
    // Three Rokugani: each printed Rank resolved (⟨2⟩ is 2 × 3), in the territory's text too.
    expect(items.map((t) => field(t, 'printed'))).to.deep.equal(PRINTED.map((p) => `printed ${p}`));
    row.forEach((t, i) => {
      // Its strength now, as the rules reckon it.
      expect(field(items[i]!, 'strength')).to.equal(String(provinceStrength(state, t)));
      expect(field(items[i]!, 'territory-text')).to.contain(`Province Strength ${PRINTED[i]}.`);
      expect(items[i]!.getAttribute('data-state')).to.equal('intact');
    });
    expect(items.map((t) => t.hasAttribute('data-destroyable'))).to.deep.equal([true, false, false, false, false, false]);
    expect(deepQueryAll(el, '[data-field="may-be-destroyed"]').length).to.equal(1);

    // With no clock trait in force, the printed strengths; a trait in force (the Challenge player's
    // "-2 Province Strength" to its opponents' intact territories) counts.
    const strengths = async (v: StateView) => territoryItems(await panelFor(v)).map((t) => Number(field(t, 'strength')));
    expect(await strengths(withTraits(view, []))).to.deep.equal([6, 6, 9, 9, 12, 12]);
    expect(await strengths(withTraits(view, [{ seat: 'p1', effect: 'enemyProvinceStrength', value: -2 }]))).to.deep.equal([
      4, 4, 7, 7, 10, 10,
    ]);

    // The Peasant District destroyed: turned to its destroyed side, it stays; the Artisan District may fall now.
    const fallen = structuredClone(view);
    (fallen.cards[row[0]!.id] as CardInstance).status.push('destroyed');
    const after = territoryItems(await panelFor(fallen));
    expect(after[0]!.getAttribute('data-state')).to.equal('destroyed');
    expect(field(after[0]!, 'destroyed')).to.equal('destroyed');
    expect(deepQueryAll(after[0]!, '[data-field="strength"]').length).to.equal(0);
    expect(field(after[0]!, 'territory-text')).to.equal('Destroyed: the Artisan District may be destroyed.');
    expect(after.map((t) => t.hasAttribute('data-destroyable'))).to.deep.equal([false, true, false, false, false, false]);
    session.dispose();
  });

  it("lights the clock card's numbered traits and abilities the threat level reaches, with its Ranks resolved", async () => {
    const session = siegeSession();
    const state = setUp(session);
    const view = session.view('p2');
    const total = clockCards(state).length;
    const lit = (el: Element) => traitItems(el).map((t) => [Number(t.getAttribute('data-number')), t.hasAttribute('data-lit')]);

    const four = await panelFor(atThreat(view, state, 'siege-the-coiling-tide', 4));
    expect(field(four, 'clock-card')).to.equal('The Coiling Tide');
    expect(field(four, 'threat')).to.equal('4');
    expect(field(four, 'clock-deck')).to.equal(`${total - 4} cards`);
    expect(lit(four)).to.deep.equal([
      [1, true],
      [4, true],
      [11, false],
    ]);
    expect(traitItems(four).map((t) => t.classList.contains('lit'))).to.deep.equal([true, true, false]);
    expect(text(traitItems(four)[0]!)).to.equal('1 Trait: Your personalities get +1 Force.');
    // Three Rokugani: Fear ⟨+1⟩ is Fear 4.
    expect(text(traitItems(four)[1]!)).to.equal('4 Battle: Fear ⟨+1⟩ = 4.');

    const three = await panelFor(atThreat(view, state, 'siege-the-coiling-tide', 3));
    expect(field(three, 'threat')).to.equal('3');
    expect(lit(three)).to.deep.equal([
      [1, true],
      [4, false],
      [11, false],
    ]);
    expect(traitItems(three)[1]!.classList.contains('dim')).to.equal(true);

    const eleven = await panelFor(atThreat(view, state, 'siege-the-coiling-tide', 11));
    expect(lit(eleven).map(([, on]) => on)).to.deep.equal([true, true, true]);
    expect(field(eleven, 'clock-deck')).to.equal(`${total - 11} card${total - 11 === 1 ? '' : 's'}`);
    session.dispose();
  });

  it("shows the Rokugani's political tokens and the players Rank counts", async () => {
    const session = siegeSession();
    const state = setUp(session);
    const view = session.view('p3');
    const el = await panelFor(view);
    expect(field(el, 'political')).to.equal(String(state.teams.find((t) => t.id === 'rokugani')!.counters.political));
    // Rank counts the Rokugani players still in the game: three here, the Challenge player not among them.
    expect(field(el, 'rank-players')).to.equal('3 players');
    expect(playersOf(view)).to.equal(3);
    const out = structuredClone(view);
    out.seats.find((s) => s.id === 'p4')!.eliminated = true;
    expect(field(await panelFor(out), 'rank-players')).to.equal('2 players');
    expect(field(el, 'rokugani')).to.contain('p2, p3, p4');
    const more = structuredClone(view);
    more.teams.find((t) => t.id === 'rokugani')!.counters.political = 7;
    expect(field(await panelFor(more), 'political')).to.equal('7');
    session.dispose();
  });

  it("reads the Challenge provinces' strength, the Knot of Serpents' ⟨10⟩, resolved in the houses panel", async () => {
    const session = siegeSession();
    const state = setUp(session);
    const view = session.view('p2');
    // The document's own example: Province Strength ⟨10⟩ is 30 with three Rokugani.
    const ten = 30;
    const el = await fixture<RsCcgPanel>(html`<rs-ccg-panel .view=${view} .format=${siege}></rs-ccg-panel>`);
    await settle();
    expect(field(el, 'rank-p1')).to.equal(`printed ⟨10⟩ = ${ten}`);
    const strengths = provincesOf(state, 'p1').map((p) => provinceStrength(state, p));
    expect(strengths.every((n) => n === ten)).to.equal(true);
    expect(field(el, 'strengths-p1')).to.equal(strengths.join(' · '));
    // The Rokugani's strongholds print plain numbers: no Rank to read.
    expect(deepQueryAll(el, '[data-field="rank-p2"]').length).to.equal(0);
    session.dispose();
  });

  it("keeps the clans' table in its column on a narrow panel: the Rank's reading goes under the strengths (it spilled into the attack's)", async () => {
    const session = siegeSession();
    setUp(session);
    const el = await fixture<RsCcgPanel>(
      html`<rs-ccg-panel style="display: grid; width: 600px" .view=${session.view('p2')} .format=${siege}></rs-ccg-panel>`,
    );
    await settle();
    const attack = deepQuery(el, 'section.attack').getBoundingClientRect();
    const clans = deepQuery(el, 'section.clans');
    for (const cell of clans.querySelectorAll('td, th, [data-field^="rank-"]'))
      expect(cell.getBoundingClientRect().right, deepText(cell)).to.be.at.most(attack.left + 0.5);
    session.dispose();
  });

  it('lets the pending decision pick a territory, as a card on the table would', async () => {
    const session = siegeSession();
    const state = setUp(session);
    const target = territoriesOf(state, 'rokugani')[0]!.id;
    const el = await panelFor(session.view('p1'), new Map([[target, 'target']]));
    const tile = deepQuery<HTMLElement>(el, `[data-field="territory"][data-card="${target}"]`);
    expect(tile.tagName).to.equal('BUTTON');
    expect(tile.getAttribute('aria-pressed')).to.equal('false');
    // Only what the decision can pick is a button.
    expect(deepQueryAll(el, 'button[data-field="territory"]').length).to.equal(1);
    let picked = '';
    el.addEventListener('rs-card-pick', (e) => (picked = e.detail.card));
    tile.click();
    expect(picked).to.equal(target);
    session.dispose();
  });

  it('agrees with the rules as the game goes: the clock turned, tokens gained, a territory fallen, and the log says so', async () => {
    const session = siegeSession();
    const game = gameOf(session);
    const row = () => territoriesOf(game.state, 'rokugani');
    stepUntil(session, () => row().some((t) => t.status.includes('destroyed')));
    const state = game.state;
    expect(
      row().some((t) => t.status.includes('destroyed')),
      'a territory fell',
    ).to.equal(true);
    const el = await panelFor(session.view('p2'));
    const pile = state.zones['p1.clockDiscard']!;
    const threat = pile.length;
    expect(field(el, 'threat')).to.equal(String(threat));
    // The card in play, as the rules say: the top of the pile, unless it was discarded there.
    const inPlay = clockInPlay(state, 'p1');
    expect(field(el, 'clock-card')).to.equal(inPlay?.name ?? 'None in play: the top of the pile was discarded without effect');
    const deck = state.zones['p1.clockDeck']!.length;
    expect(field(el, 'clock-deck')).to.equal(`${deck} card${deck === 1 ? '' : 's'}`);
    const traits = traitItems(el);
    expect(traits.length).to.equal(inPlay ? siege.cardDefs[inPlay.def]!.abilities!.length : 0);
    for (const t of traits) expect(t.hasAttribute('data-lit'), text(t)).to.equal(Number(t.getAttribute('data-number')) <= threat);
    const items = territoryItems(el);
    const firstIntact = row().findIndex((t) => !t.status.includes('destroyed'));
    row().forEach((t, i) => {
      const destroyed = t.status.includes('destroyed');
      expect(items[i]!.getAttribute('data-state')).to.equal(destroyed ? 'destroyed' : 'intact');
      if (!destroyed) expect(field(items[i]!, 'strength')).to.equal(String(provinceStrength(state, t)));
      expect(items[i]!.hasAttribute('data-destroyable'), t.name).to.equal(i === firstIntact);
    });
    expect(field(el, 'political')).to.equal(String(state.teams.find((t) => t.id === 'rokugani')!.counters.political));

    const lines = session.logLines('p2').map((l) => l.text);
    expect(lines.some((l) => /^p1 turned over the clock card [A-Z][^:]+: threat level \d+$/.test(l))).to.equal(true);
    expect(lines).to.include(`${row()[0]!.name} was destroyed and turned to its destroyed side`);
    session.dispose();
  });

  it("never shows the clock deck's cards, to either side or a spectator", async () => {
    const session = siegeSession();
    const game = gameOf(session);
    stepUntil(session, () => game.state.zones['p1.clockDiscard']!.length >= 3);
    const state = game.state;
    const hidden = state.zones['p1.clockDeck']!.map((id) => state.cards[id]!);
    expect(hidden.length).to.be.greaterThan(0);
    for (const viewer of ['p1', 'p2', 'spectator'] as const) {
      const view = session.view(viewer);
      const el = await panelFor(view);
      const markup = deepHTML(el);
      const words = deepText(el);
      for (const c of hidden) {
        expect(markup, `${viewer} sees ${c.id}`).to.not.contain(c.id);
        // (The Hour of the Serpent is known to be at the bottom: the Imperial District's text names it.)
        if (!(siege.cardDefs[c.def] as { finalHour?: boolean }).finalHour)
          expect(words, `${viewer} reads ${c.name}`).to.not.contain(c.name);
      }
      expect(siegeSummary(view, siege).clocks[0]!.deck).to.equal(hidden.length);
    }
    session.dispose();
  });
});

describe('the L5R CCG family on the Siege table', () => {
  const ev = (type: string, fields: Record<string, unknown>) => ({ seq: 0, type, ...fields }) as GameEvent;
  const names = (id: string) => (id === 'c000001' ? 'Peasant District' : 'a card');
  const sentence = (e: GameEvent) => familyUi(siege)!.describe!(e, names);

  it('tells the clock and the territories in words', () => {
    expect(sentence(ev('clockRevealed', { card: 'c000002', name: 'The Waters Stir', seat: 'p1', threat: 3 }))).to.equal(
      'p1 turned over the clock card The Waters Stir: threat level 3',
    );
    expect(
      sentence(
        ev('clockDiscarded', { card: 'c000003', name: 'Tide of Scales', seat: 'p1', why: 'a province destroyed in battle', threat: 5 }),
      ),
    ).to.equal(
      "Tide of Scales was discarded from the top of p1's clock deck without effect (a province destroyed in battle): threat level 5",
    );
    expect(sentence(ev('territoryDestroyed', { card: 'c000001', name: null }))).to.equal(
      'Peasant District was destroyed and turned to its destroyed side',
    );
    // The plain table tells them too (its family's sentences), and frames its cards.
    expect(familyUi(ccg)!.describe!(ev('territoryDestroyed', { card: null, name: null }), names)).to.equal(
      'a card was destroyed and turned to its destroyed side',
    );
    const frames = looksOf('l5r-ccg').frames!;
    expect(frames.territory!.kind).to.equal('territory');
    expect(frames.clock!.kind).to.equal('clock');
    expect(frames.clock!.band).to.not.equal(frames.territory!.band);
  });

  it('reads a Rank in a card text resolved for the table', () => {
    expect(rankText('Battle: Fear ⟨+1⟩.', 3)).to.equal('Battle: Fear ⟨+1⟩ = 4.');
    expect(rankText('Province Strength ⟨10⟩; Melee ⟨+0⟩, Force 2', 4)).to.equal('Province Strength ⟨10⟩ = 40; Melee ⟨+0⟩ = 4, Force 2');
  });
});
