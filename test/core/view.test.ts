// Core promise 7: views redact. viewFor(state, format, viewer) and redactEvent hide what a
// viewer may not see: others' hands, decks, facedown cards, others' secret choices — and a
// hidden card can't be followed by id across a move it was hidden for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { viewFor, redactEvent, cardVisibleTo, zoneVisibleTo, publicPrompt, type HiddenCard, type Viewer } from '../../core/view.ts';
import { RuleContext } from '../../core/context.ts';
import type { CardInstance, GameEvent, GameState } from '../../core/types.ts';
import type { Game } from '../../core/game.ts';
import { format, humanGame, playRandomly } from './support.ts';

const shadows = format('fixture-shadows');

/** A fixture-shadows board, paused at p1's marshalling decision. */
function board() {
  const started = humanGame('fixture-shadows', {
    seats: 2,
    seed: 3,
    startPhase: 'marshalling',
    scenario: {
      firstPlayer: 'p1',
      clear: ['p1.deck', 'p2.deck'],
      cards: [
        { card: 'spy', zone: 'p1.hand' },
        { card: 'spy', zone: 'p1.hand' },
        { card: 'soldier', zone: 'p1.shadows', faceUp: false, turned: true, tokens: { gold: 1 } },
        { card: 'soldier', zone: 'p1.deck', count: 3 },
        { card: 'soldier', zone: 'p2.deck', count: 2 },
      ],
      counters: { 'p1.gold': 3 },
    },
  });
  // p1 doesn't bring its Soldier out at the beginning of the phase; p2 has nothing to.
  const [beginning] = started.game.pending;
  assert.equal(
    beginning?.options.some((o) => o.id.startsWith('bringOut:')),
    true,
  );
  assert.deepEqual(started.game.answer(beginning!.seat, beginning!.id, 'pass'), { ok: true });
  return started;
}

const idsIn = (state: GameState, zone: string) => state.zones[zone]!;
const mentions = (view: unknown, text: string) => JSON.stringify(view).includes(text);

test("p2's view holds no id or name of p1's hand cards, nor p1's decision options; p1's own view does", () => {
  const { game } = board();
  const hand = idsIn(game.state, 'p1.hand');
  assert.equal(game.pending[0]?.seat, 'p1');
  assert.ok(
    hand.every((id) => game.pending[0]!.options.some((o) => o.card === id)),
    "p1's options name its hand cards",
  );
  assert.equal(hand.length, 2);
  for (const viewer of ['p2', 'spectator'] as const) {
    const view = viewFor(game.state, shadows, viewer);
    for (const id of hand) assert.ok(!mentions(view, `"${id}"`) && !mentions(view, `:${id}"`), `${viewer} sees ${id}`);
    assert.ok(!mentions(view, 'Spy') && !mentions(view, '"spy"'), `${viewer} sees the name of p1's hand cards`);
    assert.deepEqual(view.zones['p1.hand'], ['hidden:p1.hand:0', 'hidden:p1.hand:1']);
    assert.deepEqual(Object.keys(view.pending[0]!).sort(), ['id', 'kind', 'prompt', 'seat', 'secret', 'team']);
  }
  const own = viewFor(game.state, shadows, 'p1');
  assert.deepEqual(own.zones['p1.hand'], hand);
  for (const id of hand) assert.equal((own.cards[id] as CardInstance).name, 'Spy');
  assert.ok('options' in own.pending[0]!);
});

test('a facedown card in a public zone is a stub to others (turned, tokens, status shown) and known to its owner', () => {
  const { game } = board();
  const [id] = idsIn(game.state, 'p1.shadows');
  for (const viewer of ['p2', 'spectator'] as const) {
    const view = viewFor(game.state, shadows, viewer);
    const stubId = view.zones['p1.shadows']![0]!;
    assert.equal(stubId, 'hidden:p1.shadows:0');
    assert.deepEqual(view.cards[stubId], {
      id: stubId,
      hidden: true,
      zone: 'p1.shadows',
      turned: true,
      tokens: { gold: 1 },
      status: [],
    } satisfies HiddenCard);
    assert.ok(!mentions(view, `"${id}"`));
  }
  const own = viewFor(game.state, shadows, 'p1');
  assert.deepEqual(own.zones['p1.shadows'], [id]);
  assert.deepEqual(own.cards[id!], game.state.cards[id!]);
  assert.equal((own.cards[id!] as CardInstance).faceUp, false);
});

test('a hidden zone (a deck) shows only stubs, to its owner too', () => {
  const { game } = board();
  const deck = idsIn(game.state, 'p1.deck');
  assert.equal(deck.length, 3);
  for (const viewer of ['p1', 'p2', 'spectator'] as const) {
    const view = viewFor(game.state, shadows, viewer);
    assert.deepEqual(view.zones['p1.deck'], ['hidden:p1.deck:0', 'hidden:p1.deck:1', 'hidden:p1.deck:2'], viewer);
    for (const stub of view.zones['p1.deck']!) assert.deepEqual(view.cards[stub], { id: stub, hidden: true, zone: 'p1.deck' });
    for (const id of deck) assert.ok(!mentions(view, `"${id}"`), `${viewer} sees ${id} in the deck`);
  }
});

test("a card moved between zones hidden from a viewer can't be followed by id across the move", () => {
  const { game } = board();
  const state = structuredClone(game.state);
  const events: GameEvent[] = [];
  const ctx = new RuleContext(state, shadows, game.engine.module, events);
  const moves: [string, string][] = [
    ['p1.deck', 'p1.hand'], // hidden to p2 on both sides
    ['p1.deck', 'p2.deck'], // hidden to everyone on both sides
  ];
  for (const [from, to] of moves) {
    const card = state.zones[from]!.at(-1)!;
    const before = Object.fromEntries((['p1', 'p2', 'spectator'] as Viewer[]).map((v) => [v, viewFor(state, shadows, v)]));
    const fromIndex = state.zones[from]!.indexOf(card);
    ctx.moveCard(card, to);
    const toIndex = state.zones[to]!.indexOf(card);
    const event = events.at(-1)!;
    assert.equal(event.type, 'cardMoved');
    for (const viewer of ['p1', 'p2', 'spectator'] as Viewer[]) {
      if (cardVisibleTo(state, shadows, from, false, 'p1', viewer) || cardVisibleTo(state, shadows, to, false, 'p1', viewer)) continue;
      const after = viewFor(state, shadows, viewer);
      const beforeId = before[viewer]!.zones[from]![fromIndex]!;
      const afterId = after.zones[to]![toIndex]!;
      assert.match(beforeId, /^hidden:/);
      assert.match(afterId, /^hidden:/);
      assert.notEqual(afterId, beforeId, `${viewer} can follow ${from} → ${to}`);
      const everyBeforeId = Object.values(before[viewer]!.zones).flat();
      assert.ok(!everyBeforeId.includes(afterId), `${viewer}: ${afterId} was already an id before the move`);
      assert.ok(!mentions(after, `"${card}"`) && !mentions(before[viewer], `"${card}"`));
      // The event says that a card moved, not which.
      const redacted = redactEvent(state, shadows, event, viewer);
      assert.equal(redacted.card, null);
      assert.equal(redacted.name, null);
      assert.equal(redacted.def, null);
      assert.equal(redacted.from, from);
      assert.equal(redacted.to, to);
    }
  }
  // The owner sees its own draw, to its hand.
  const draw = events[0]!;
  assert.equal(redactEvent(state, shadows, draw, 'p1').name, 'Soldier');
});

test("redactEvent withholds others' secret bids until choicesRevealed, and others' decision options", () => {
  const { game, events } = humanGame('fixture-secret-bid', { seats: 3, seed: 1 });
  const secretBid = format('fixture-secret-bid');
  const requested = events.filter((e) => e.type === 'decisionRequested');
  assert.equal(requested.length, 3);
  for (const e of requested) {
    const other = e.seat === 'p1' ? 'p2' : 'p1';
    assert.ok(!('options' in (redactEvent(game.state, secretBid, e, other).decision as object)), 'options shown to another seat');
    assert.ok('options' in (redactEvent(game.state, secretBid, e, e.seat as string).decision as object));
  }
  const [a, b, c] = game.pending;
  game.answer(a!.seat, a!.id, '4');
  game.answer(b!.seat, b!.id, '2');
  const answered = events.filter((e) => e.type === 'decisionAnswered');
  assert.equal(answered.length, 2);
  for (const e of answered) {
    assert.equal(e.secret, true);
    assert.equal(redactEvent(game.state, secretBid, e, e.seat as string).choice, e.choice, 'the bidder sees its own bid');
    for (const viewer of ['p1', 'p2', 'p3', 'spectator'].filter((v) => v !== e.seat)) {
      assert.equal(redactEvent(game.state, secretBid, e, viewer).choice, null, `${viewer} sees ${e.seat}'s bid`);
    }
  }
  assert.equal(events.filter((e) => e.type === 'choicesRevealed').length, 0);
  game.answer(c!.seat, c!.id, '5');
  const revealed = events.filter((e) => e.type === 'choicesRevealed');
  assert.equal(revealed.length, 1);
  for (const viewer of ['p1', 'p2', 'p3', 'spectator']) {
    assert.deepEqual(redactEvent(game.state, secretBid, revealed[0]!, viewer).choices, { [a!.seat]: '4', [b!.seat]: '2', [c!.seat]: '5' });
  }
});

test("redactEvent hides the card of a move into Shadows from others: the move, the action's label, the answer", () => {
  const { game, events } = board();
  const [spy] = idsIn(game.state, 'p1.hand');
  const seen = events.length;
  assert.deepEqual(game.answer(game.pending[0]!.seat, game.pending[0]!.id, `intoShadows:${spy}`), { ok: true });
  const mine = events.slice(seen);
  const moved = mine.find((e) => e.type === 'cardMoved' && e.card === spy)!;
  const action = mine.find((e) => e.type === 'actionTaken')!;
  const answered = mine.find((e) => e.type === 'decisionAnswered')!;
  for (const viewer of ['p2', 'spectator'] as Viewer[]) {
    const texts = [moved, action, answered].map((e) => JSON.stringify(game.redact(e, viewer)));
    for (const text of texts) assert.ok(!text.includes(spy!) && !text.includes('Spy'), `${viewer} sees ${text}`);
    assert.equal(game.redact(action, viewer).label, 'intoShadows');
  }
  assert.equal(game.redact(moved, 'p1').name, 'Spy');
  assert.equal(game.redact(action, 'p1').label, 'Put Spy into Shadows (2 gold)');
});

/**
 * Over whole bot games: every viewer's view lists exactly the cards it may see, in full, and
 * nothing else by id; events, redacted for a viewer when published, never name a card that
 * viewer has not been able to see since (hands and facedown cards of others).
 */
function checkGame(game: Game, events: GameEvent[], seed: number): void {
  const viewers: Viewer[] = [...game.state.seats.map((s) => s.id), 'spectator'];
  // Every card id each viewer's redacted event log has mentioned (ids are c<n>).
  const named = new Map(viewers.map((v) => [v, new Set<string>()]));
  const note = (e: GameEvent) => {
    for (const v of viewers) for (const m of JSON.stringify(game.redact(e, v)).matchAll(/\bc\d+\b/g)) named.get(v)!.add(m[0]);
  };
  game.events$.subscribe(note);
  events.forEach(note);
  const check = (g: Game) => {
    const { state } = g;
    for (const viewer of viewers) {
      const view = viewFor(state, g.format, viewer);
      const text = JSON.stringify(view);
      const secretIds: string[] = [];
      for (const card of Object.values(state.cards)) {
        if (cardVisibleTo(state, g.format, card.zone, card.faceUp, card.owner, viewer)) assert.deepEqual(view.cards[card.id], card);
        else {
          assert.ok(!text.includes(`"${card.id}"`) && !text.includes(`:${card.id}"`), `${viewer} sees hidden ${card.id} in ${card.zone}`);
          // In these formats a card hidden from a viewer now has never been shown to it:
          // decks are hidden, hands are the owner's, and nothing turns face down again.
          secretIds.push(card.id);
        }
      }
      for (const id of secretIds) assert.ok(!named.get(viewer)!.has(id), `${viewer}'s event log names ${id} (${state.cards[id]!.zone})`);
    }
  };
  check(game);
  playRandomly(game, seed, 10_000, check);
}

for (const id of ['fixture-shadows', 'fixture-shadow-players']) {
  test(`${id}: over bot games, views and redacted events show each viewer only what it may see`, () => {
    for (const seed of [1, 2, 3]) {
      const { game, events } = humanGame(id, { seed, seats: 3 });
      checkGame(game, events, seed);
      assert.ok(game.ended);
    }
  });
}

test('zone visibility: public to all, owner to its seat (or team), team to teammates, hidden to none; spectators see only public', () => {
  const fmt = {
    zones: [
      { id: 'table', per: 'table', visibility: 'public' },
      { id: 'hand', per: 'seat', visibility: 'owner' },
      { id: 'plans', per: 'team', visibility: 'owner' },
      { id: 'council', per: 'seat', visibility: 'team' },
      { id: 'war', per: 'team', visibility: 'team' },
      { id: 'deck', per: 'seat', visibility: 'hidden' },
    ],
  } as unknown as typeof shadows;
  // Two teams of two: team1 = p1, p3; team2 = p2, p4.
  const state = {
    seats: ['p1', 'p2', 'p3', 'p4'].map((id, i) => ({ id, team: `team${(i % 2) + 1}` })),
    teams: [
      { id: 'team1', seats: ['p1', 'p3'] },
      { id: 'team2', seats: ['p2', 'p4'] },
    ],
  } as unknown as GameState;
  const who = (zone: string) => (['p1', 'p2', 'p3', 'p4', 'spectator'] as Viewer[]).filter((v) => zoneVisibleTo(state, fmt, zone, v));
  assert.deepEqual(who('table.table'), ['p1', 'p2', 'p3', 'p4', 'spectator']);
  assert.deepEqual(who('p1.hand'), ['p1']);
  assert.deepEqual(who('team1.plans'), ['p1', 'p3']);
  assert.deepEqual(who('p1.council'), ['p1', 'p3']);
  assert.deepEqual(who('team2.war'), ['p2', 'p4']);
  assert.deepEqual(who('p1.deck'), []);
  // A facedown card is known to its owner only, and only outside a hidden zone.
  assert.equal(cardVisibleTo(state, fmt, 'p1.council', false, 'p1', 'p1'), true);
  assert.equal(cardVisibleTo(state, fmt, 'p1.council', false, 'p1', 'p3'), false);
  assert.equal(cardVisibleTo(state, fmt, 'table.table', false, 'p2', 'p2'), true);
  assert.equal(cardVisibleTo(state, fmt, 'table.table', false, 'p2', 'p1'), false);
  assert.equal(cardVisibleTo(state, fmt, 'table.table', false, 'p2', 'spectator'), false);
  assert.equal(cardVisibleTo(state, fmt, 'p1.deck', true, 'p1', 'p1'), false);
  // `facedown: team`: the owner's teammates know its facedown cards there too (Siege's shared hands); no one else does.
  const shared = { ...fmt, zones: [{ id: 'council', per: 'seat', visibility: 'team', facedown: 'team' }] } as unknown as typeof shadows;
  const knows = (viewer: Viewer) => cardVisibleTo(state, shared, 'p1.council', false, 'p1', viewer);
  assert.deepEqual((['p1', 'p2', 'p3', 'p4', 'spectator'] as Viewer[]).filter(knows), ['p1', 'p3']);
});

test("a zone with `facedown: nobody` keeps its facedown cards from their owner too (the CCG's dynasty cards dealt to provinces); faceup, everyone sees them", () => {
  const { game } = humanGame('l5r-ccg', {
    seed: 2,
    params: { cycle: false },
    startPhase: 'dynasty',
    scenario: {
      firstPlayer: 'p1',
      clear: ['p1.province1', 'p1.province2'],
      cards: [
        { card: 'kaiyo-daigo', zone: 'p1.province1', faceUp: false },
        { card: 'kaiyo-wall-sentry', zone: 'p1.province2', faceUp: true },
      ],
    },
  });
  const ccg = format('l5r-ccg');
  const [hidden] = idsIn(game.state, 'p1.province1');
  const [shown] = idsIn(game.state, 'p1.province2');
  for (const viewer of ['p1', 'p2', 'spectator'] as const) {
    const view = viewFor(game.state, ccg, viewer);
    assert.deepEqual(view.zones['p1.province1'], ['hidden:p1.province1:0'], viewer);
    assert.ok(!mentions(view, `"${hidden}"`) && !mentions(view, 'Daigo'), `${viewer} knows the facedown card`);
    assert.deepEqual(view.zones['p1.province2'], [shown], viewer);
  }
  // A public zone without the key: its owner knows its facedown cards (a province in the LCG).
  const stronghold = format('l5r-stronghold');
  assert.equal(cardVisibleTo(game.state, stronghold, 'p1.province1', false, 'p1', 'p1'), true);
  assert.equal(cardVisibleTo(game.state, ccg, 'p1.province1', false, 'p1', 'p1'), false);
});

test("another seat's decision reads as its kind in words, a choice made for an automated side saying so (not 'for: shadowlands character')", () => {
  assert.equal(publicPrompt('conflictProvince'), 'conflict province');
  assert.equal(publicPrompt('for:shadowlandsCharacter'), 'shadowlands character (for another side)');
  assert.equal(publicPrompt('for:treaty:respond'), 'treaty: respond (for another side)');
});
