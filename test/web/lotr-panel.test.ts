/// <reference types="mocha" />
// The Lord of the Rings panel (format lotr, several Shadow players): the one twilight pool, the
// Free Peoples player and the site its fellowship stands at, whose Shadow phase it is and who is
// next (outside one, the turn's Shadow players in order: to the Free Peoples player's right,
// skipping a player who is out), the adventure path with each fellowship where it stands, each
// player's burdens against its Ring-bearer's resistance, the characters in play with strength and
// wounds, roaming minions marked, the skirmish under way with both sides' strength, and a cost
// the viewer may pay by exerting another player's character — the figures the rules module reads
// (formats/lotr/board.ts, shadow.ts). The panel shows no other seat's hand. The family's
// sentences for its events.
import { expect, fixture, html } from '@open-wc/testing';
import type { CardInstance, GameEvent } from '../../core/types.ts';
import { isHidden, type StateView } from '../../core/view.ts';
import { readingContext } from '../../core/reading.ts';
import type { RsLotrPanel } from '../../web/family/lotr/lotr-panel.ts';
import { familyUi, looksOf } from '../../web/family/registry.ts';
import '../../web/family/index.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { humanSession, lotr, module, field, text, payingWithAnothers } from './lotr-support.ts';
import { deepHTML, deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { companionsOf, everyMinion, isRoaming, ringBearerOf, strengthOf, vitalityOf, woundsOn } from '../../formats/lotr/board.ts';
import { resistanceOf } from '../../formats/lotr/changes.ts';
import { lotrState } from '../../formats/lotr/state.ts';

async function panelFor(view: StateView) {
  const el = await fixture<RsLotrPanel>(html`<rs-lotr-panel .view=${view} .format=${lotr}></rs-lotr-panel>`);
  await settle();
  return el;
}

const zoneKeys = (root: Element) => deepQueryAll(root, 'rs-zone').map((z) => z.getAttribute('zone-key'));

/** The Shadow players of a turn as the rules have them: to the right of the active seat (down the seat order), skipping those out. */
function rightOf(view: StateView, active: string): string[] {
  const seats = view.seats;
  const at = seats.findIndex((s) => s.id === active);
  const out: string[] = [];
  for (let k = 1; k < seats.length; k++) {
    const s = seats[(at - k + seats.length) % seats.length]!;
    if (!s.eliminated) out.push(s.id);
  }
  return out;
}

describe('<rs-lotr-panel>', () => {
  it('is on the lotr table with the path; a seat shows fellowship, support area and minions on one line, its hand on the next', async () => {
    const { session, game, drive } = humanSession();
    drive(() => game.state.round >= 2 && game.state.phase === 'shadow');
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view('p1')} .format=${lotr}></rs-table>`);
    await settle();
    expect(deepQueryAll(el, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['lotr']);
    const mine = deepQueryAll(el, 'rs-seat-panel').find((p) => p.getAttribute('owner') === 'p1')!;
    const lines = deepQueryAll(mine, '.line').map((line) => deepQueryAll(line, 'rs-zone').map((z) => z.getAttribute('zone-key')));
    expect(lines).to.deep.equal([['p1.fellowship', 'p1.support', 'p1.minions'], ['p1.hand']]);
    // The path is the panel's; another player's hand (all backs) is a count there.
    expect(zoneKeys(el)).to.not.include('table.path');
    expect(zoneKeys(el)).to.not.include.members(['p2.hand', 'p3.hand']);
    expect(zoneKeys(el)).to.include.members(['p1.deck', 'p1.discard', 'p1.dead', 'p2.fellowship', 'p3.minions']);
    expect(deepQueryAll(el, '[data-field="path"] [data-site]').length).to.equal(9);
    for (const seat of ['p2', 'p3']) expect(field(el, `hand-${seat}`)).to.equal(String(game.state.zones[`${seat}.hand`]!.length));
    session.dispose();
  });

  it('shows the twilight pool, the Free Peoples and its site, each fellowship on the path, and burdens against resistance', async () => {
    const { session, game, drive } = humanSession(2);
    drive(() => game.state.round >= 3 && game.state.phase === 'maneuver');
    const view = session.view('p2');
    const el = await panelFor(view);
    const ctx = readingContext(view, lotr, module);
    expect(field(el, 'twilight')).to.equal(String(game.state.table.counters.twilight));
    const fp = game.state.active!.id;
    expect(field(el, 'free-peoples')).to.equal(fp);
    const site = game.state.seats.find((s) => s.id === fp)!.counters.site!;
    const siteCard = game.state.zones['table.path']!.map((id) => game.state.cards[id]!).find((c) => c.stats.number === site)!;
    expect(field(el, 'fp-site')).to.equal(`site ${site} ${siteCard.name}`);
    expect(field(el, 'moves')).to.equal(`moves ${lotrState.read(game.state).moves} of ${game.state.params.moveLimit}`);
    for (const seat of game.state.seats) {
      expect(field(el, `site-${seat.id}`)).to.equal(String(seat.counters.site));
      const bearer = ringBearerOf(ctx, seat.id);
      expect(field(el, `burdens-${seat.id}`), seat.id).to.equal(`${seat.counters.burdens}/${bearer ? resistanceOf(bearer) : '—'}`);
      expect(field(el, `deck-${seat.id}`)).to.equal(String(game.state.zones[`${seat.id}.deck`]!.length));
      expect(field(el, `dead-${seat.id}`)).to.equal(String(game.state.zones[`${seat.id}.dead`]!.length));
      // Its fellowship's token on its site of the path.
      if (!seat.eliminated)
        expect(deepQuery(el, `[data-site="${seat.counters.site}"] [data-here]`).getAttribute('data-here')!.split(' ')).to.include(seat.id);
    }
    // The Free Peoples' companions, each with strength and wounds against vitality.
    for (const c of companionsOf(game.state, fp)) {
      expect(field(el, `strength-${c.id}`)).to.equal(String(strengthOf(ctx, c)));
      expect(field(el, `wounds-${c.id}`)).to.equal(`${woundsOn(c)}/${vitalityOf(ctx, c)} wounds`);
    }
    session.dispose();
  });

  it("in a Shadow phase shows whose it is and who is next; outside one, the turn's Shadow players in order, skipping a player who is out", async () => {
    const { session, game, drive } = humanSession(3, 4);
    const phase = () => lotrState.read(game.state).shadowPhase;
    drive(() => phase()?.order === 1);
    const first = phase()!;
    const fp = game.state.active!.id;
    const order = rightOf(session.view('p1'), fp);
    expect(order.length).to.equal(3);
    let el = await panelFor(session.view('p1'));
    expect(field(el, 'shadow-phase')).to.equal(`${first.seat}'s Shadow phase`);
    expect(field(el, 'shadow-next')).to.equal(`next: ${first.next}`);
    expect([first.seat, first.next]).to.deep.equal(order.slice(0, 2));
    expect(deepQuery(el, '[data-field="shadow-order"]').getAttribute('data-order')).to.equal(order.join(' '));
    expect(deepQuery(el, '[data-field="shadow-order"] li.current').getAttribute('data-seat')).to.equal(first.seat);
    // The last Shadow phase of the turn has no one next.
    drive(() => phase()?.order === 3);
    el = await panelFor(session.view('p1'));
    expect(field(el, 'shadow-phase')).to.equal(`${order[2]}'s Shadow phase`);
    expect(field(el, 'shadow-next')).to.equal('the last');
    expect(deepQueryAll(el, '[data-field="shadow-order"] li.done').map((li) => li.getAttribute('data-seat'))).to.deep.equal(
      order.slice(0, 2),
    );
    // Outside the Shadow phase: the order only.
    drive(() => !phase() && game.state.phase !== 'shadow');
    const view = structuredClone(session.view('p1'));
    el = await panelFor(view);
    expect(field(el, 'shadow-phase')).to.equal('not a Shadow phase');
    expect(deepQueryAll(el, '[data-field="shadow-next"]').length).to.equal(0);
    const now = rightOf(view, view.active!.id);
    expect(deepQuery(el, '[data-field="shadow-order"]').getAttribute('data-order')).to.equal(now.join(' '));
    // A player who is out has no Shadow phase.
    const gone = now[1]!;
    view.seats.find((s) => s.id === gone)!.eliminated = true;
    el = await panelFor(view);
    expect(deepQuery(el, '[data-field="shadow-order"]').getAttribute('data-order')).to.equal(now.filter((s) => s !== gone).join(' '));
    session.dispose();
  });

  it('marks roaming minions, and only those, with their site numbers', async () => {
    // Seed 2: a turn with a roaming and a non-roaming minion in play together.
    const { session, game, drive } = humanSession(2);
    const ctxOf = () => readingContext(session.view('p1'), lotr, module);
    const roaming = () => everyMinion(game.state).filter((m) => isRoaming(ctxOf(), m));
    drive(() => roaming().length > 0 && everyMinion(game.state).some((m) => !isRoaming(ctxOf(), m)));
    expect(roaming().length, 'a roaming minion in play').to.be.above(0);
    const el = await panelFor(session.view('p1'));
    for (const m of everyMinion(game.state)) {
      const row = deepQuery(el, `[data-field="minions"] li[data-card="${m.id}"]`);
      const is = isRoaming(ctxOf(), m);
      expect(row.hasAttribute('data-roaming'), m.name).to.equal(is);
      expect(deepQueryAll(row, '.roaming').length).to.equal(is ? 1 : 0);
      expect(text(row)).to.contain(`site ${m.stats.site}`);
      expect(row.getAttribute('data-owner')).to.equal(m.owner);
    }
    session.dispose();
  });

  it('shows the skirmish under way with both sides’ strength', async () => {
    const { session, game, drive } = humanSession(1);
    const skirmish = () => lotrState.read(game.state).skirmish;
    drive(() => !!skirmish() && game.pending.some((d) => d.kind === 'action'));
    const k = skirmish()!;
    expect(k, 'a skirmish is under way').to.not.equal(null);
    const view = session.view('p1');
    const ctx = readingContext(view, lotr, module);
    const el = await panelFor(view);
    const card = (id: string) => game.state.cards[id]!;
    const minions = k.minions.map(card).filter((m) => m.zone.endsWith('.minions'));
    expect(field(el, 'skirmish-fellowship')).to.equal(String(strengthOf(ctx, card(k.character))));
    expect(field(el, 'skirmish-shadow')).to.equal(String(minions.reduce((n, m) => n + strengthOf(ctx, m), 0)));
    for (const c of [card(k.character), ...minions]) expect(deepText(el)).to.contain(`${c.name} (${strengthOf(ctx, c)})`);
    session.dispose();
  });

  it("shows a cost the viewer may pay with another player's character, and the log says whose was exerted", async () => {
    const played = humanSession(2);
    const { session, game, drive } = played;
    const { d, option, paidWith } = payingWithAnothers(played);
    const used = game.state.cards[option.card!]!;
    expect(option.label).to.contain(`(exerting ${paidWith.name}, ${paidWith.owner}'s)`);
    const el = await panelFor(session.view(d.seat));
    const item = deepQuery(el, `[data-field="pays-with"] li[data-option="${option.id}"]`);
    expect(text(item)).to.equal(`${used.name} pays with ${paidWith.owner}'s ${paidWith.name}`);
    expect(item.getAttribute('data-owner')).to.equal(paidWith.owner);
    // Only the seat deciding sees it.
    const other = game.state.seats.find((s) => s.id !== d.seat)!.id;
    expect(deepQueryAll(await panelFor(session.view(other)), '[data-field="pays-with"]').length).to.equal(0);
    // Taken: the log says who exerted whose character, for what.
    drive(
      () => false,
      (x) => (x.id === d.id ? option.id : undefined),
    );
    const said = session.logLines('p1').map((l) => l.text);
    expect(said).to.include(`${d.seat} exerted ${paidWith.owner}'s ${paidWith.name} to pay for ${used.name}`);
    session.dispose();
  });

  it("on a seat's view shows no other seat's hand: counts only, no card of it named", async () => {
    const { session, game, drive } = humanSession(2);
    drive(() => game.state.round >= 2 && game.state.phase === 'shadow');
    for (const viewer of ['p1', 'p2', 'p3']) {
      const view = session.view(viewer);
      const el = await panelFor(view);
      const markup = deepHTML(el);
      const words = deepText(el);
      const seenNames = new Set(
        Object.values(view.cards)
          .filter((c) => !isHidden(c))
          .map((c) => (c as CardInstance).name),
      );
      let names = 0;
      for (const seat of game.state.seats.filter((s) => s.id !== viewer)) {
        const hand = game.state.zones[`${seat.id}.hand`]!.map((id) => game.state.cards[id]!);
        expect(hand.length).to.be.above(0);
        expect(field(el, `hand-${seat.id}`)).to.equal(String(hand.length));
        for (const card of hand) {
          expect(markup, card.id).to.not.contain(card.id);
          if (seenNames.has(card.name)) continue;
          names++;
          expect(words, card.name).to.not.contain(card.name);
        }
      }
      expect(names, `${viewer}: names checked`).to.be.above(0);
    }
    session.dispose();
  });
});

describe('the LotR family', () => {
  const ui = familyUi(lotr)!;
  const names = (id: string) =>
    ({ c1: 'Tobin Underbough, Ring-bearer', c2: 'Orc Scout', c3: 'Whispers in the Dark', c4: 'Patched Travelling Cloak' })[id] ?? 'a card';
  const say = (e: Record<string, unknown>) => ui.describe!({ seq: 1, ...e } as GameEvent, names);

  it('is registered for lotr, with its frames, its exhausted word and the path in its panel', () => {
    expect(ui.family).to.equal('lotr');
    const looks = looksOf('lotr');
    expect(looks.turned).to.deep.equal({ word: 'exhausted', undone: 'readied' });
    expect(Object.keys(looks.frames!)).to.include.members([
      'companion',
      'ally',
      'minion',
      'possession',
      'artifact',
      'condition',
      'event',
      'site',
    ]);
    expect(ui.zones).to.deep.equal(['path']);
  });

  it("tells the family's events in the game's words", () => {
    expect(
      say({ type: 'costPaidWith', seat: 'p2', card: 'c2', name: 'Orc Scout', owner: 'p3', for: 'c3', forName: 'Whispers in the Dark' }),
    ).to.equal("p2 exerted p3's Orc Scout to pay for Whispers in the Dark");
    expect(
      say({ type: 'costPaidWith', seat: 'p3', card: 'c2', name: 'Orc Scout', owner: 'p3', for: 'c3', forName: 'Whispers in the Dark' }),
    ).to.equal('p3 exerted Orc Scout to pay for Whispers in the Dark');
    expect(say({ type: 'shadowPhaseStarted', seat: 'p3', next: 'p2', order: 1 })).to.equal("p3's Shadow phase (next: p2)");
    expect(say({ type: 'shadowPhaseStarted', seat: 'p2', next: null, order: 2 })).to.equal("p2's Shadow phase (the last)");
    expect(say({ type: 'minionPlayed', seat: 'p3', card: 'c2', name: 'Orc Scout', twilight: 5, roaming: true, penalty: 2 })).to.equal(
      'p3 played Orc Scout (5 twilight), roaming (+2 twilight)',
    );
    expect(say({ type: 'minionPlayed', seat: 'p3', card: 'c2', name: 'Orc Scout', twilight: 1, roaming: false })).to.equal(
      'p3 played Orc Scout (1 twilight)',
    );
    expect(say({ type: 'cardPlayed', seat: 'p1', card: 'c4', twilight: 1, on: 'c1' })).to.equal(
      'p1 played Patched Travelling Cloak on Tobin Underbough, Ring-bearer (1 twilight)',
    );
    expect(say({ type: 'twilightAdded', seat: 'p1', amount: 3, reason: 'moved to site 2' })).to.equal(
      'p1 added 3 twilight to the pool (moved to site 2)',
    );
    const spent = { type: 'twilightSpent', seat: 'p3', amount: 5, reason: 'played {card}', shadowOrder: 1 };
    expect(say({ ...spent, reasonCard: 'c2', reasonCardName: 'Orc Scout' })).to.equal(
      'p3 removed 5 twilight from the pool (played Orc Scout)',
    );
    // A reason's card struck out for a viewer who can't see it: the words name no card.
    expect(say({ ...spent, reasonCard: null, reasonCardName: null })).to.equal('p3 removed 5 twilight from the pool (played a card)');
    expect(say({ type: 'fellowshipMoved', seat: 'p1', site: 2, twilight: 3 })).to.equal("p1's fellowship moved to site 2 (+3 twilight)");
    expect(say({ type: 'wounded', card: 'c1', amount: 2, reason: 'lost a skirmish' })).to.equal(
      'Tobin Underbough, Ring-bearer took 2 wounds (lost a skirmish)',
    );
    expect(
      say({ type: 'characterKilled', card: 'c2', name: 'Orc Scout', zone: 'p3.discard', reason: 'overwhelmed in a skirmish' }),
    ).to.equal('Orc Scout was killed (overwhelmed in a skirmish) and went to the discard pile');
    expect(
      say({ type: 'skirmishResolved', character: 'c1', minions: ['c2'], fellowship: 3, shadow: 9, winner: 'shadow', overwhelmed: true }),
    ).to.equal('Skirmish: Tobin Underbough, Ring-bearer 3 strength against Orc Scout 9 — the Shadow wins (overwhelmed)');
    expect(say({ type: 'shadowPhasesEnded', minions: 0 })).to.equal(
      'Every Shadow phase is over: no minion in play, on to the regroup phase',
    );
    expect(say({ type: 'strengthModified', card: 'c2', name: 'Orc Scout', amount: 3 })).to.equal(
      'Orc Scout is strength +3 until the end of the skirmish',
    );
    expect(say({ type: 'startingCompanion', seat: 'p1', card: 'c1' })).to.equal(
      'p1 put Tobin Underbough, Ring-bearer into its starting fellowship',
    );
    expect(say({ type: 'countersChanged' })).to.equal(undefined);
  });

  it('tells every event the rules module declares', () => {
    for (const type of Object.keys(module.events ?? {}))
      expect(say({ type, seat: 'p1', card: 'c1', name: 'Orc Scout', amount: 1, minions: ['c2'] }), type).to.be.a('string');
  });
});
