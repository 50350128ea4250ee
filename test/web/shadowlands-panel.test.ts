/// <reference types="mocha" />
// The Shadowlands panel of Under Fu Leng's Shadow (cooperative): on the table of a format
// with a `shadowlands` seat and no other, it shows the warlord (out of play, its fate per
// player and ability), the deck's fate, its dynasty (the timer) and conflict decks, the last
// randomizer card once one is turned (name, shadow number and element, what for), and the
// waves: ready characters grouped by fate, the next wave (fewest fate) first. In the challenge
// mode, in their place, what limits the Shadowlands player's attacks, as the rules reckon it.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { CardInstance, GameEvent } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import { familyUi } from '../../web/family/registry.ts';
import { shadowlandsSummary, type RsShadowlandsPanel } from '../../web/family/shadowlands/shadowlands-panel.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { registry } from '../../formats/index.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const coop = resolveFormat(catalog, 'l5r-shadowlands-coop');
const stronghold = resolveFormat(catalog, 'l5r-stronghold');
const challenge = resolveFormat(catalog, 'l5r-shadowlands-challenge');

/** A one-player cooperative game (p1 the deck's automaton, p2 a greedy bot), stepped by hand. */
function coopSession(seed = 5): PlaySession {
  return new PlaySession(coop, { seed, seats: 1, controller: 'bot:greedy', speed: 'paused' });
}

async function panelFor(view: StateView, picks: ReadonlyMap<string, 'target' | 'selected'> = new Map()): Promise<RsShadowlandsPanel> {
  const el = await fixture<RsShadowlandsPanel>(
    html`<rs-shadowlands-panel .view=${view} .format=${coop} .picks=${picks}></rs-shadowlands-panel>`,
  );
  await settle();
  return el;
}

const field = (root: Element, name: string) => deepQuery(root, `[data-field="${name}"]`).textContent!.replace(/\s+/g, ' ').trim();

describe('<rs-shadowlands-panel>', () => {
  it('is on the coop table (not on the two-player L5R one), beside the rings, with the warlord out of the seat panel', async () => {
    const session = coopSession();
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view('p2')} .format=${coop}></rs-table>`);
    await settle();
    expect(deepQueryAll(el, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['l5r-rings', 'shadowlands']);
    expect(deepQueryAll(el, 'rs-shadowlands-panel').length).to.equal(1);
    const keys = deepQueryAll(el, 'rs-zone').map((z) => z.getAttribute('zone-key'));
    expect(keys).to.not.include('p1.warlord');
    expect(keys).to.include.members(['p1.provinces', 'p1.province5', 'p1.home', 'p2.hand']);
    // The deck's fifth province is on its line of provinces.
    const seat = deepQueryAll(el, 'rs-seat-panel').find((p) => p.getAttribute('owner') === 'p1')!;
    expect(deepQueryAll(deepQueryAll(seat, '.line')[0]!, 'rs-zone').map((z) => z.getAttribute('zone-key'))).to.include('p1.province5');
    session.dispose();

    const l5r = new PlaySession(stronghold, { seed: 3, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    const plain = await fixture<RsTable>(html`<rs-table .view=${l5r.view('p1')} .format=${stronghold}></rs-table>`);
    await settle();
    expect(deepQueryAll(plain, 'rs-shadowlands-panel').length).to.equal(0);
    expect(deepQueryAll(plain, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['l5r-rings']);
    l5r.dispose();
  });

  it('shows the warlord out of play with its fate per player and ability, the fate pool and both decks', async () => {
    const session = coopSession();
    const state = gameOf(session).state;
    const warlord = state.zones['p1.warlord']!.map((id) => state.cards[id]!)[0]!;
    const el = await panelFor(session.view('p2'));
    expect(field(el, 'warlord-name')).to.equal(warlord.name);
    expect(field(el, 'warlord-state')).to.equal('out of play');
    const perPlayer = Number(warlord.stats.fatePerPlayer);
    expect(field(el, 'fate-per-player')).to.equal(`${perPlayer} fate per player (${perPlayer} a round)`);
    const ability = coop.cardDefs[warlord.def]!.abilities![0]!.text!;
    expect(field(el, 'ability')).to.contain(ability);
    expect(field(el, 'ability')).to.match(/^Reaction:/);
    expect(field(el, 'fate')).to.equal(String(state.seats[0]!.counters.fate));
    const dynasty = state.zones['p1.dynastyDeck']!.length;
    expect(field(el, 'dynasty-deck')).to.match(new RegExp(`^${dynasty} ≈ ${Math.ceil(dynasty / 5)} rounds$`));
    expect(field(el, 'conflict-deck')).to.equal(String(state.zones['p1.conflictDeck']!.length));
    // Before any randomizer, nothing to show; no characters at home yet.
    expect(deepText(deepQuery(el, '[data-field="randomizer"]'))).to.contain('none turned yet');
    expect(deepText(deepQuery(el, '[data-field="waves"]'))).to.contain('no ready characters');

    // A warlord in play is in its home, one of its characters: in a wave like the others.
    const view = structuredClone(session.view('p2'));
    view.zones['p1.warlord'] = [];
    view.zones['p1.home'] = [warlord.id];
    (view.cards[warlord.id] as CardInstance).zone = 'p1.home';
    el.view = view;
    await settle();
    expect(field(el, 'warlord-name')).to.equal(warlord.name);
    expect(field(el, 'warlord-state')).to.equal('in play');
    const waves = deepQueryAll(el, 'li.wave');
    expect(waves.length).to.equal(1);
    expect(deepText(waves[0]!)).to.contain(warlord.name);
    session.dispose();
  });

  it('groups the ready characters into waves by fate, the next wave (fewest fate) first', async () => {
    const session = coopSession();
    const state = () => gameOf(session).state;
    const characters = () => state().zones['p1.home']!.filter((id) => state().cards[id]!.type === 'character').length;
    for (let i = 0; i < 200 && characters() < 3; i++) session.step();
    const view = structuredClone(session.view('p2'));
    const home = view.zones['p1.home']!.map((id) => view.cards[id] as CardInstance).filter((c) => c.type === 'character');
    expect(home.length, 'the deck has played characters').to.be.at.least(3);
    // Fate 3, 1, 1 (and a bowed one with 0, out of every wave): waves 1 then 3.
    const fates = [3, 1, 1, 0];
    home.forEach((c, i) => {
      c.tokens.fate = fates[i % fates.length]!;
      c.turned = i === 3;
    });
    view.vars = { ...view.vars, conflict: null };
    const el = await panelFor(view);
    const waves = deepQueryAll(el, 'li.wave');
    expect(waves.map((w) => w.getAttribute('data-fate'))).to.deep.equal(['1', '3']);
    expect(waves[0]!.hasAttribute('data-next')).to.equal(true);
    expect(waves[1]!.hasAttribute('data-next')).to.equal(false);
    expect(deepText(waves[0]!)).to.contain('next');
    for (const c of home.slice(1, 3)) expect(deepText(waves[0]!)).to.contain(c.name);
    expect(deepText(waves[1]!)).to.contain(home[0]!.name);
    // Each with its skills.
    const summary = shadowlandsSummary(view, coop)!;
    const first = summary.waves[0]!.characters[0]!;
    const chip = deepQuery(waves[0]!, `[data-card="${first.card.id}"]`);
    if (first.military !== null) expect(deepText(chip)).to.contain(`M${first.military}`);
    if (first.political !== null) expect(deepText(chip)).to.contain(`P${first.political}`);
    if (home.length > 3) expect(deepText(deepQuery(el, '[data-field="waves"]'))).to.contain('1 bowed');
    session.dispose();
  });

  it('shows the last randomizer card once one is turned: its name, shadow number, element and what it was for', async () => {
    const session = coopSession();
    const reveals: GameEvent[] = [];
    gameOf(session).events$.subscribe((e) => e.type === 'randomizerRevealed' && reveals.push(e));
    for (let i = 0; i < 300 && reveals.length === 0; i++) session.step();
    expect(reveals.length, 'a randomizer was turned').to.equal(1);
    const e = reveals[0]!;
    const el = await panelFor(session.view('p2'));
    expect(field(el, 'randomizer-name')).to.equal(e.name);
    expect(field(el, 'shadow-number')).to.equal(String(e.shadowNumber));
    expect(field(el, 'shadow-element')).to.equal(String(e.shadowElement));
    expect(e.purpose).to.equal('honor bids');
    expect(field(el, 'randomizer-purpose')).to.match(/^for the honor bids/);

    // Later reveals replace it, with what each was for; the replay slider shows the one of its time.
    for (let i = 0; i < 400 && !reveals.some((r) => r.purpose !== 'honor bids'); i++) session.step();
    const last = reveals.at(-1)!;
    el.view = session.view('p2');
    await settle();
    expect(field(el, 'randomizer-name')).to.equal(last.name);
    expect(field(el, 'randomizer-purpose')).to.contain(
      last.purpose === 'conflict declaration' ? 'to declare a conflict' : String(last.purpose),
    );
    session.seek(1);
    el.view = session.view('p2');
    await settle();
    expect(deepText(deepQuery(el, '[data-field="randomizer"]'))).to.contain('none turned yet');

    // The card is the one the state records: the top of the deck's conflict discard here.
    session.goLive();
    const view = session.view('p2');
    const recorded = shadowlandsSummary(view, coop)!.randomizer!;
    expect(recorded).to.deep.include({ name: last.name, purpose: last.purpose });
    session.dispose();
  });

  it('offers wave characters the decision can pick as buttons that pick them', async () => {
    const session = coopSession();
    for (let i = 0; i < 200 && gameOf(session).state.zones['p1.home']!.length < 1; i++) session.step();
    const view = session.view('p2');
    const id = view.zones['p1.home']!.find((c) => (view.cards[c] as CardInstance).type === 'character')!;
    const el = await panelFor(view, new Map([[id, 'target' as const]]));
    const button = deepQuery<HTMLButtonElement>(el, `button.member[data-card="${id}"]`);
    const picked: string[] = [];
    el.addEventListener('rs-card-pick', (ev) => picked.push((ev as CustomEvent<{ card: string }>).detail.card));
    button.click();
    expect(picked).to.deep.equal([id]);
    session.dispose();
  });

  it("describes the deck's randomizer and passing in sentences", () => {
    const ui = familyUi(coop)!;
    expect(ui.family).to.equal('l5r-shadowlands');
    const names = (id: string) => ({ c5: 'Dark Bargain' })[id] ?? 'a card';
    const revealed = {
      seq: 1,
      type: 'randomizerRevealed',
      card: 'c5',
      name: 'Dark Bargain',
      purpose: 'conflict declaration',
      shadowNumber: 1,
      shadowElement: 'fire',
    } as GameEvent;
    expect(ui.describe!(revealed, names)).to.equal('The Shadowlands deck turned Dark Bargain to declare a conflict: shadow number 1, fire');
    expect(
      ui.describe!({ seq: 2, type: 'deckPassed', reason: 'could not play', card: 'c5', name: 'Dark Bargain' } as GameEvent, names),
    ).to.equal('The Shadowlands deck could not play Dark Bargain and discarded it, passing its conflict action');
    // The L5R family's sentences still apply.
    expect(ui.describe!({ seq: 3, type: 'defendersDeclared', defendingSeat: 'p2', defenders: [] } as GameEvent, names)).to.equal(
      'p2 declared no defenders',
    );
  });

  it("in the challenge mode shows the Shadowlands player's limits on its attacks instead of randomizer and waves", async () => {
    // Bots on every seat, stepped by hand into the conflict phase, to its first declaration.
    const session = new PlaySession(challenge, { seed: 2, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    const state = () => gameOf(session).state;
    for (let i = 0; i < 3000 && !(state().phase === 'conflict' && state().pending.some((d) => d.kind === 'conflictProvince')); i++)
      session.step();
    const declaring = state().pending.find((d) => d.kind === 'conflictProvince')!;
    expect(declaring, 'a conflict declaration').to.exist;
    const table = await fixture<RsTable>(html`<rs-table .view=${session.view('p1')} .format=${challenge}></rs-table>`);
    await settle();
    const panel = deepQuery(table, 'rs-shadowlands-panel');
    expect(panel.getAttribute('mode')).to.equal('challenge');
    expect(deepQueryAll(panel, '[data-field="randomizer"]')).to.have.length(0);
    expect(deepQueryAll(panel, '[data-field="waves"]')).to.have.length(0);
    const summary = shadowlandsSummary(session.view('p1'), challenge, 'challenge')!.attacks!;
    expect(summary.perRound).to.equal(2);
    expect(summary.needed).to.equal(3);
    // Whoever declares, its options are the provinces of the opponents the panel says are due.
    const due = declaring.seat === 'p1' ? summary.due : ['p1'];
    const owners = declaring.options.map((o) => (o.data as { owner: string }).owner);
    if (declaring.seat === 'p1') expect(owners.every((o) => due.includes(o))).to.equal(true);
    expect(field(panel, 'due')).to.equal(summary.due.length ? summary.due.join(', ') : 'any opponent');
    expect(field(panel, 'strongholds-open')).to.equal(
      `${summary.open.length ? summary.open.join(', ') : 'none'} · team ${summary.teamBroken} of 3 broken`,
    );
    // A seat line holds the Shadowlands player's hand.
    expect(deepQueryAll(table, 'rs-zone').map((z) => z.getAttribute('zone-key'))).to.include('p1.hand');
    session.dispose();
  });
});
