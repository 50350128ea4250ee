// The eight ways a hidden card or the seed reached a viewer, found by a hostile check of
// stronghold, skirmish and cooperative games (issue 10), each closed and kept closed here.
// (The properties over whole games of every format are in secrecy.test.ts; the table's page
// in test/web and test/e2e.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Decision, GameEvent, GameState } from '../../core/types.ts';
import { newGame } from '../../core/session.ts';
import { GameError } from '../../core/game.ts';
import { Driver } from '../../core/driver.ts';
import { RuleContext } from '../../core/context.ts';
import { cardVisibleTo, redactEvent, viewFor, type Viewer } from '../../core/view.ts';
import { dealStream } from '../../core/rng.ts';
import { stateHash } from '../../core/hash.ts';
import { breakProvince } from '../../formats/l5r/conflict.ts';
import { format, humanGame, modules } from './support.ts';

const stronghold = format('l5r-stronghold');
const coop = format('l5r-shadowlands-coop');
const text = (value: unknown) => JSON.stringify(value);
const hiddenFrom = (state: GameState, viewer: Viewer) =>
  Object.values(state.cards).filter((c) => !cardVisibleTo(state, stronghold, c.zone, c.faceUp, c.owner, viewer));

test("1. the seed reaches no viewer: not in gameStarted, not in any view; the log, the owner's, keeps it", () => {
  const { game, events } = humanGame('l5r-stronghold', { seed: 424242 });
  const started = events.find((e) => e.type === 'gameStarted')!;
  assert.equal('seed' in started, false);
  for (const viewer of ['p1', 'p2', 'spectator']) {
    for (const e of events) assert.ok(!text(game.redact(e, viewer)).includes('424242'), `${viewer}'s ${e.type}`);
    const view = viewFor(game.state, stronghold, viewer);
    for (const key of ['seed', 'rng', 'idRng']) assert.equal(key in view, false, `${key} in ${viewer}'s view`);
  }
  assert.equal(game.log().seed, 424242);
});

test('2a. a card id names no card across games: ids are drawn per game', () => {
  const ids = (seed: number) => {
    const game = newGame({ format: stronghold, modules, seed, controllers: ['human', 'human'] });
    game.start();
    return new Map(Object.values(game.state.cards).map((c) => [c.id, c.def]));
  };
  const [one, two] = [ids(1), ids(2)];
  assert.ok(one.size > 150);
  const shared = [...one.keys()].filter((id) => two.has(id));
  assert.deepEqual(shared, [], 'the same ids in two games');
  for (const id of one.keys()) assert.match(id, /^c[0-9a-z]{6}$/);
});

test("2b. the attacker's conflictProvince decision names the defender's facedown provinces by the stubs its view shows", () => {
  const game = newGame({ format: stronghold, modules, seed: 3, controllers: ['bot:greedy', 'bot:greedy'] });
  game.start();
  const driver = new Driver(game, 3);
  let decision: Decision | undefined;
  for (let i = 0; i < 2_000 && !game.ended && !decision; i++) {
    decision = game.pending.find((d) => d.kind === 'conflictProvince' && d.options.some((o) => o.card?.startsWith('hidden:')));
    if (!decision) driver.step();
  }
  assert.ok(decision, 'an attack on a facedown province');
  const view = viewFor(game.state, stronghold, decision.seat);
  const facedown = hiddenFrom(game.state, decision.seat)
    .filter((c) => c.type === 'province')
    .map((c) => c.id);
  assert.ok(facedown.length > 0);
  for (const id of facedown) assert.ok(!text(view).includes(id), `${decision.seat}'s view names facedown ${id}`);
  for (const o of decision.options.filter((x) => x.card?.startsWith('hidden:'))) {
    assert.equal(o.id, o.card, 'the option is the stub');
    assert.ok(view.zones[String((o.data as { owner: string }).owner) + '.provinces']!.includes(o.card!), 'a stub the view shows');
    assert.match(o.label, /^facedown province of p\d \(/);
  }
  // Answering with the stub attacks that province, and the attackers' decision names it the same way.
  const stub = decision.options.find((o) => o.card?.startsWith('hidden:'))!;
  assert.deepEqual(game.answer(decision.seat, decision.id, stub.id), { ok: true });
  const attackers = game.pending.find((d) => d.kind === 'attackers')!;
  for (const o of attackers.options) assert.equal((o.data as { province: string }).province, stub.id);
});

test("3. a team's decision lists only its own seat's cards; a teammate's hand is neither listed nor playable", () => {
  const game = newGame({ format: coop, modules, seed: 5, seats: 2, controllers: ['automaton:shadowlands', 'human', 'human'] });
  game.start();
  new Driver(game, 5).run();
  const [p2, p3] = ['p2', 'p3'].map((seat) => game.pending.find((d) => d.seat === seat && d.kind === 'action')!);
  assert.ok(p2 && p3, "the team's opportunity is offered to both players");
  const hand = (seat: string) => game.state.zones[`${seat}.hand`]!.map((id) => game.state.cards[id]!);
  for (const [decision, other] of [
    [p2, 'p3'],
    [p3, 'p2'],
  ] as const) {
    for (const card of hand(other)) {
      assert.ok(!text(decision).includes(card.id), `${decision.seat}'s options name ${other}'s ${card.name}`);
      const mine = hand(decision.seat).some((c) => c.name === card.name);
      if (!mine) assert.ok(!text(decision).includes(card.name), `${decision.seat}'s options name ${other}'s ${card.name}`);
    }
    for (const o of decision.options) if (o.data) assert.equal((o.data as { seat?: string }).seat, decision.seat);
  }
  const theirs = p3.options.find((o) => o.id.startsWith('event:') || o.id.startsWith('character:') || o.id.startsWith('attach:'));
  if (theirs) assert.equal(game.answer('p2', p2.id, theirs.id).ok, false, "p2 plays p3's card");
  assert.equal(game.answer('p2', p3.id, 'pass').ok, false, "p2 answers p3's decision");
});

test('4. provinceBroken names a province broken facedown to its owner only', () => {
  const { game } = humanGame('l5r-stronghold', { seed: 8 });
  const state = structuredClone(game.state);
  const province = Object.values(state.cards).find((c) => c.owner === 'p2' && c.type === 'province' && !c.faceUp)!;
  const events: GameEvent[] = [];
  breakProvince(new RuleContext(state, stronghold, game.engine.module, events), province);
  const broken = events.find((e) => e.type === 'provinceBroken')!;
  for (const viewer of ['p1', 'spectator']) {
    const seen = text(redactEvent(state, stronghold, broken, viewer, game.engine.module.events));
    assert.ok(!seen.includes(province.id) && !seen.includes(province.name), `${viewer} reads ${seen}`);
    assert.match(seen, /"owner":"p2"/);
  }
  assert.equal(redactEvent(state, stronghold, broken, 'p2', game.engine.module.events).name, province.name);
});

test('5a. bookkeeping that keeps a card id after the card is hidden again shows no viewer the id', () => {
  const { game } = humanGame('l5r-stronghold', { seed: 2 });
  const state = structuredClone(game.state);
  const inDeck = state.zones['p1.conflictDeck']![0]!;
  state.vars.lastSeen = { card: inDeck, list: [inDeck], [`${inDeck}#0`]: 1 };
  state.seats[0]!.data.note = inDeck;
  state.modules._abilities = { uses: { round: { [`${inDeck}#0`]: 1 } }, holders: [inDeck] };
  state.modules.l5r = { ...(state.modules.l5r as object), lastSeen: inDeck };
  for (const viewer of ['p1', 'p2', 'spectator']) {
    const view = viewFor(state, stronghold, viewer);
    assert.ok(!text(view).includes(inDeck), `${viewer}'s view`);
    assert.equal('_abilities' in view.modules, false);
    assert.deepEqual((view.vars.lastSeen as { list: unknown[] }).list, [null]);
    assert.equal((view.modules.l5r as { lastSeen: unknown }).lastSeen, null, 'a module record keeps no hidden card id');
  }
});

test("5b. a prompt naming a card still in its player's hand is the player's: others read only what kind of decision it is", () => {
  const { game, events } = humanGame('l5r-stronghold', {
    seed: 1,
    startPhase: 'conflict',
    scenario: {
      firstPlayer: 'p1',
      clear: ['p1.hand', 'p2.hand'],
      cards: [
        { card: 'iron-studded-club', zone: 'p1.hand' },
        { card: 'kurogane-wall-recruit', zone: 'p1.home' },
      ],
      counters: { 'p1.fate': 1 },
    },
  });
  const action = game.pending.find((d) => d.seat === 'p1')!;
  const play = action.options.find((o) => o.label.includes('Iron-Studded Club'))!;
  assert.deepEqual(game.answer('p1', action.id, play.id), { ok: true });
  const attach = game.pending.find((d) => d.kind === 'attachTo')!;
  assert.match(attach.prompt, /Attach Iron-Studded Club/);
  for (const viewer of ['p2', 'spectator']) {
    const view = viewFor(game.state, stronghold, viewer);
    assert.equal(view.pending.find((d) => d.id === attach.id)!.prompt, 'attach to');
    assert.ok(!text(view).includes('Iron-Studded Club'), `${viewer}'s view`);
    for (const e of events) assert.ok(!text(game.redact(e, viewer)).includes('Iron-Studded Club'), `${viewer}'s ${e.type}`);
  }
});

test('6. what subscribers receive is frozen or a copy: nothing they do reaches the game', () => {
  const game = newGame({ format: stronghold, modules, seed: 6, controllers: ['human', 'human'] });
  let requested: GameEvent | undefined;
  let received: GameState | undefined;
  game.events$.subscribe((e) => e.type === 'decisionRequested' && (requested ??= e));
  game.state$.subscribe((s) => (received = s));
  game.start();
  const decision = requested!.decision as unknown as Decision;
  assert.notEqual(decision, game.state.pending[0], 'the event holds the pending decision itself');
  assert.ok(Object.isFrozen(requested) && Object.isFrozen(decision.options));
  const hash = game.hash();
  assert.throws(() => ((received!.seats[0]!.counters as Record<string, number>).honor = 99), TypeError);
  assert.throws(() => decision.options.splice(0), TypeError);
  assert.equal(game.hash(), hash);
  // The game goes on from a copy of what it handed out, and hands out the next state frozen too.
  const handedOut = received;
  const d = game.pending[0]!;
  assert.deepEqual(game.answer(d.seat, d.id, d.options[0]!.id), { ok: true });
  assert.notEqual(received, handedOut);
  assert.ok(Object.isFrozen(received!.seats[0]!.counters));
  assert.equal(stateHash(handedOut!), hash, 'what was handed out before stays as it was');
});

test('6b. a view is a copy: changing every object in it changes nothing in the game', () => {
  const game = newGame({ format: coop, modules, seed: 6, seats: 2, defaultController: 'bot:greedy' });
  game.start();
  new Driver(game, 6).run(150);
  const hash = game.hash();
  const meddle = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    for (const v of Object.values(value)) meddle(v);
    if (Array.isArray(value)) value.push('meddled');
    else (value as Record<string, unknown>).meddled = true;
  };
  for (const viewer of ['p1', 'p2', 'p3', 'spectator']) meddle(game.view(viewer));
  assert.equal(game.hash(), hash);
});

test("7. a seat answers only its own decisions: another seat's secret bid is refused", () => {
  const { game } = humanGame('fixture-secret-bid', { seed: 1, seats: 3 });
  const [mine, theirs] = game.pending;
  const hash = game.hash();
  const outcome = game.answer(mine!.seat, theirs!.id, '1');
  assert.equal(outcome.ok, false);
  assert.match(
    (outcome as { reason: string }).reason,
    new RegExp(`${theirs!.id} is ${theirs!.seat}'s decision: ${mine!.seat} can't answer it`),
  );
  assert.equal(game.hash(), hash);
  assert.deepEqual(game.answer(theirs!.seat, theirs!.id, '1'), { ok: true });
});

test('8. seeds use all their bits, text seeds are hashed, and a seed that is no whole number or text is refused', () => {
  // 2^32 is not seed 0, nor -1 seed 2^32 - 1, nor 2^64 seed 0.
  const distinct = [0, 2 ** 32, -1, 2 ** 32 - 1, 2 ** 53 - 1, '18446744073709551615', '18446744073709551616', 'tournament final'].map((s) =>
    text(dealStream(s)),
  );
  assert.equal(new Set(distinct).size, distinct.length);
  assert.deepEqual(dealStream('4294967296'), dealStream(2 ** 32), 'a whole number as text is that number');
  assert.deepEqual(dealStream('007'), dealStream(7), 'however it is written');
  const deal = (seed: number | string) => {
    const game = newGame({ format: stronghold, modules, seed, controllers: ['human', 'human'] });
    game.start();
    return game.state.zones['p1.hand']!.map((id) => game.state.cards[id]!.def).join();
  };
  assert.notEqual(deal(2 ** 32), deal(0));
  assert.equal(deal('tournament final'), deal('tournament final'));
  for (const bad of [NaN, Infinity, -Infinity, 1.5, 2 ** 60, '', '  ']) {
    assert.throws(
      () => newGame({ format: stronghold, modules, seed: bad, controllers: ['human', 'human'] }),
      (e: Error) => e instanceof GameError && /seed/.test(e.message),
      String(bad),
    );
  }
});
