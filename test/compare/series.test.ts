// Format metrics as per-round series: counters and zones at each round's end, events counted
// per round, read from the event stream of real games and of hand-made event sequences.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeriesCollector } from '../../core/compare/series.ts';
import { playRecorded } from '../../core/compare/record.ts';
import { parseVariantSpec, prepareVariant } from '../../core/compare/variant.ts';
import { newGame } from '../../core/session.ts';
import { botGame } from '../../core/sim.ts';
import { Driver } from '../../core/driver.ts';
import type { GameEvent } from '../../core/types.ts';
import { format, modules } from '../core/support.ts';

const shadows = format('fixture-shadows');
let seq = 0;
const event = (type: string, fields: Record<string, unknown> = {}) => ({ seq: seq++, type, ...fields }) as GameEvent;

test('values are taken at each round end; events count within their round; a game ending mid-round keeps that round', () => {
  const game = newGame({ format: shadows, modules, seed: 1, seats: 2 });
  const c = new SeriesCollector(shadows.metrics, game.state);
  const feed = (...events: GameEvent[]) => events.forEach((e) => c.observe(e));
  feed(
    event('cardCreated', { card: 'c1', zone: 'p1.hand' }),
    event('cardCreated', { card: 'c2', zone: 'p2.hand' }),
    event('roundStarted', { round: 1 }),
    event('countersChanged', { owner: 'p1', counter: 'gold', from: 0, to: 3 }),
    event('countersChanged', { owner: 'p2', counter: 'gold', from: 0, to: 2 }),
    event('cardMoved', { card: 'c1', from: 'p1.hand', to: 'p1.shadows' }),
    event('actionTaken', { seat: 'p2', action: 'marshal' }),
    event('actionTaken', { seat: 'p1', action: 'intoShadows' }),
    event('countersChanged', { owner: 'p2', counter: 'power', from: 0, to: 1 }),
    event('roundEnded', { round: 1 }),
    event('roundStarted', { round: 2 }),
    event('cardMoved', { card: 'c2', from: 'p2.hand', to: 'p2.shadows' }),
    event('countersChanged', { owner: 'p1', counter: 'power', from: 0, to: 4 }),
    event('gameEnded', { winner: { teams: ['p1'], seats: ['p1'], reason: 'eight power' } }),
  );
  assert.deepEqual(c.series(), { power: [1, 5], leastGold: [2, 2], shadows: [1, 2], marshalled: [1, 0] });
});

test("a bot game: the last round holds the final state; event counts add up to the game's", () => {
  for (const seed of [1, 2, 3]) {
    const game = botGame({ format: shadows, modules, seats: 3, bots: ['bot:random'] }, seed);
    const c = new SeriesCollector(shadows.metrics, game.state);
    const events: GameEvent[] = [];
    game.events$.subscribe((e) => {
      events.push(e);
      c.observe(e);
    });
    game.start();
    new Driver(game, seed).run();
    const s = c.series();
    const seats = game.state.seats;
    assert.equal(s.power.length, game.state.round);
    assert.equal(
      s.power.at(-1),
      seats.reduce((n, x) => n + x.counters.power, 0),
    );
    assert.equal(s.leastGold.at(-1), Math.min(...seats.map((x) => x.counters.gold)));
    assert.equal(
      s.shadows.at(-1),
      seats.reduce((n, x) => n + game.state.zones[`${x.id}.shadows`].length, 0),
    );
    const marshals = events.filter((e) => e.type === 'actionTaken' && e.action === 'marshal').length;
    assert.ok(marshals > 0);
    assert.equal(
      s.marshalled.reduce((a, b) => a + b, 0),
      marshals,
    );
  }
});

test("of: role:<role> reads only that role's seats (the Shadowlands deck's timer, the players' fate)", () => {
  const coop = prepareVariant(parseVariantSpec('l5r-shadowlands-coop seats=2 bots=greedy'), format('l5r-shadowlands-coop'), modules);
  const record = playRecorded(coop, modules, 7, 0);
  const timer = record.series.shadowlandsDynastyDeck;
  assert.equal(timer.length, record.rounds);
  assert.ok(timer[0] > 0, 'the deck starts with cards');
  for (let r = 1; r < timer.length; r++) assert.ok(timer[r] <= timer[r - 1], `the timer never grows: ${timer}`);
  if (record.winner?.reason.includes('dynasty deck')) assert.equal(timer.at(-1), 0);
  // The deck's fate counts for its pool, not for the players' mean.
  const game = newGame({ format: coop.format, modules, seed: 1, seats: 2, defaultController: 'bot:greedy' });
  const c = new SeriesCollector(coop.format.metrics, game.state);
  for (const e of [
    event('roundStarted', { round: 1 }),
    event('countersChanged', { owner: 'p1', counter: 'fate', from: 0, to: 9 }),
    event('countersChanged', { owner: 'p2', counter: 'fate', from: 0, to: 4 }),
    event('roundEnded', { round: 1 }),
  ])
    c.observe(e);
  assert.deepEqual([c.series().fate, c.series().shadowlandsFate], [[2], [9]]);
});

test("per: turn — values at each turn's end, events counted within their turn; what came before the first turn is no turn's", () => {
  const players = format('fixture-shadow-players');
  const game = newGame({ format: players, modules, seed: 1, seats: 3 });
  const c = new SeriesCollector(players.metrics, game.state);
  const played = (seat: string) => event('actionTaken', { seat, action: 'playMinion' });
  const twilight = (from: number, to: number) => event('countersChanged', { owner: 'table', counter: 'twilight', from, to });
  [
    event('roundStarted', { round: 1 }),
    played('p3'),
    event('activeSeatChanged', { kind: 'seat', from: null, to: 'p1' }),
    twilight(0, 3),
    played('p2'),
    played('p3'),
    twilight(3, 0),
    event('activeSeatChanged', { kind: 'seat', from: 'p1', to: 'p2' }),
    twilight(0, 3),
    event('activeSeatChanged', { kind: 'seat', from: 'p2', to: 'p3' }),
    twilight(3, 5),
    played('p1'),
    event('roundEnded', { round: 1 }),
    event('gameEnded', { winner: null }),
  ].forEach((e) => c.observe(e));
  assert.deepEqual(c.series(), { minionsPerTurn: [2, 0, 1], twilightAtTurnEnd: [0, 3, 5] });
});

test("per: turn in a bot game: one value per turn the game had, and the turns' minions add up to the game's", () => {
  const players = format('fixture-shadow-players');
  const game = botGame({ format: players, modules, seats: 4, bots: ['bot:random'] }, 5);
  const c = new SeriesCollector(players.metrics, game.state);
  let turns = 0;
  let minions = 0;
  game.events$.subscribe((e) => {
    c.observe(e);
    if (e.type === 'activeSeatChanged') turns++;
    if (e.type === 'actionTaken' && e.action === 'playMinion') minions++;
  });
  game.start();
  new Driver(game, 5).run(100_000);
  assert.ok(turns > 3);
  assert.equal(c.series().minionsPerTurn!.length, turns);
  assert.equal(
    c.series().minionsPerTurn!.reduce((a, b) => a + b, 0),
    minions,
  );
  assert.equal(c.series().twilightAtTurnEnd!.at(-1), game.state.table.counters.twilight);
});

test('byCard: an events metric counted by the card each event names, over the whole game, with no series of its own', () => {
  const game = newGame({ format: shadows, modules, seed: 1, seats: 2 });
  const metrics = { moved: { doc: 'cards moved, by card', events: 'cardMoved', where: { to: 'p1.shadows' }, byCard: true as const } };
  const c = new SeriesCollector(metrics, game.state);
  for (const e of [
    event('roundStarted', { round: 1 }),
    event('cardMoved', { card: 'c1', name: 'Spy', from: 'p1.hand', to: 'p1.shadows' }),
    event('cardMoved', { card: 'c2', name: 'Spy', from: 'p1.hand', to: 'p1.shadows' }),
    event('roundEnded', { round: 1 }),
    event('roundStarted', { round: 2 }),
    event('cardMoved', { card: 'c3', name: 'Lantern Widow', from: 'p1.hand', to: 'p1.shadows' }),
    event('cardMoved', { card: 'c4', name: 'Lantern Widow', from: 'p1.hand', to: 'p1.play' }),
    // A card hidden from whoever reads the stream has no name: it counts for no card.
    event('cardMoved', { card: null, name: null, from: 'p1.hand', to: 'p1.shadows' }),
    event('roundEnded', { round: 2 }),
  ])
    c.observe(e);
  assert.deepEqual(c.byCard(), { moved: { Spy: 2, 'Lantern Widow': 1 } });
  assert.deepEqual(c.series(), {});
});

test('by: an events metric counted by a field of its events over the whole game; first: the round of the first, or its field', () => {
  const game = newGame({ format: shadows, modules, seed: 1, seats: 2 });
  const metrics = {
    byWhere: { doc: 'cards moved, by where to', events: 'cardMoved', by: 'to' },
    firstShadow: {
      doc: 'the round a card first went into Shadows',
      events: 'cardMoved',
      where: { to: 'p1.shadows' },
      first: true as const,
    },
    firstIndex: {
      doc: 'the index of the first card moved to play',
      events: 'cardMoved',
      where: { to: 'p1.play' },
      first: true as const,
      sum: 'index',
    },
    never: { doc: 'a move to the dead pile', events: 'cardMoved', where: { to: 'p1.dead' }, first: true as const },
  };
  const c = new SeriesCollector(metrics, game.state);
  for (const e of [
    event('roundStarted', { round: 1 }),
    event('cardMoved', { card: 'c1', name: 'Spy', from: 'p1.hand', to: 'p1.play', index: 4 }),
    event('roundEnded', { round: 1 }),
    event('roundStarted', { round: 2 }),
    event('cardMoved', { card: 'c2', name: 'Spy', from: 'p1.hand', to: 'p1.shadows' }),
    event('cardMoved', { card: 'c3', name: 'Spy', from: 'p1.hand', to: 'p1.play', index: 7 }),
    event('roundEnded', { round: 2 }),
    event('roundStarted', { round: 3 }),
    event('cardMoved', { card: 'c4', name: 'Spy', from: 'p1.hand', to: 'p1.shadows' }),
  ])
    c.observe(e);
  assert.deepEqual(c.byCard(), { byWhere: { 'p1.play': 2, 'p1.shadows': 2 } });
  // The first move into Shadows came in round 2 (not 3); the first to play at index 4; none to the dead pile.
  assert.deepEqual(c.first(), { firstShadow: 2, firstIndex: 4 });
  assert.deepEqual(c.series(), {});
});

test("against: each event set against a zone metric's value at that moment, not at the round's end", () => {
  const game = newGame({ format: shadows, modules, seed: 1, seats: 2 });
  const metrics = {
    inShadows: { doc: 'cards in Shadows', zone: 'shadows' },
    gold: { doc: 'gold paid', events: 'goldPaid', sum: 'amount', against: 'inShadows' },
  };
  const c = new SeriesCollector(metrics, game.state);
  const start = game.state.zones['p1.shadows']!.length + game.state.zones['p2.shadows']!.length;
  for (const e of [
    event('roundStarted', { round: 1 }),
    event('goldPaid', { seat: 'p1', amount: 3 }),
    event('cardMoved', { card: 'c1', from: 'p1.hand', to: 'p1.shadows' }),
    event('goldPaid', { seat: 'p1', amount: 5 }),
    event('cardMoved', { card: 'c2', from: 'p2.hand', to: 'p2.shadows' }),
    event('roundEnded', { round: 1 }),
  ])
    c.observe(e);
  assert.deepEqual(c.against(), {
    gold: [
      [start, 3],
      [start + 1, 5],
    ],
  });
  assert.deepEqual(c.series().gold, [8], 'its series per round still counts');
});

// Siege: Heart of Darkness, "The Clock Deck": a clock card's numbered traits apply at or above
// their number. Each trait counted in force came while its card was in play, at a threat level
// its number reaches; the Challenge player's Force at its battles, set against the threat then,
// adds up to its series.
test('l5r-ccg-siege: traits come into force with their card and number, and Force is set against the threat at each battle', () => {
  const siege = prepareVariant(parseVariantSpec('l5r-ccg-siege seats=3 bots=greedy'), format('l5r-ccg-siege'), modules);
  const events: GameEvent[] = [];
  const record = playRecorded({ ...siege, onEvent: (_g: unknown, e: GameEvent) => events.push(e) } as never, modules, 3, 0);
  let inPlay = '';
  let traits = 0;
  for (const e of events) {
    if (e.type === 'clockRevealed') inPlay = String(e.name);
    if (e.type !== 'clockTraitInForce') continue;
    traits++;
    const [, card, number] = /^(.*?)(?: (\d+))? — /.exec(String(e.trait))!;
    assert.equal(card, inPlay, `${String(e.trait)}: its card is the one in play`);
    assert.ok(Number(e.threat) >= Number(number ?? 0), `${String(e.trait)} in force at threat ${String(e.threat)}`);
  }
  assert.ok(traits > 3, `traits came into force: ${traits}`);
  assert.equal(
    Object.values(record.byCard.traitsInForce!).reduce((a, b) => a + b, 0),
    traits,
  );
  const pairs = record.against.challengeForce!;
  assert.ok(pairs.length > 0 && pairs.every(([threat]) => threat >= 0 && threat <= 12));
  assert.equal(
    pairs.reduce((a, [, force]) => a + force, 0),
    record.series.challengeForce!.reduce((a, b) => a + b, 0),
  );
});
