// Seats around the table: index order is clockwise, a seat's left is the next index, its
// right the previous one; eliminated seats are skipped by every helper and order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSeats, firstPlayerSeat, leftOf, playerRange, rightOf, seatsInOrder, teamsInOrder, SeatError } from '../../core/seats.ts';
import { newGame } from '../../core/session.ts';
import type { ResolvedFormat } from '../../core/format.ts';
import type { GameState } from '../../core/types.ts';
import type { Order } from '../../core/schema/format-schema.ts';
import { format, modules } from './support.ts';

/** The seat part of a game state, with `count` seats of `fmt`'s roles and teams. */
function table(
  count: number,
  fmt: Partial<ResolvedFormat> = {},
  firstPlayer: GameState['firstPlayer'] = { kind: 'seat', id: 'p1' },
): GameState {
  const f = { id: 'seats-test', seats: { min: 1, max: 8 }, ...fmt } as ResolvedFormat;
  const { seats, teams } = buildSeats(f, count, []);
  return { seats, teams, firstPlayer } as GameState;
}

const ids = (seats: { id: string }[]) => seats.map((s) => s.id);
const out = (state: GameState, ...seats: string[]) => {
  for (const id of seats) state.seats.find((s) => s.id === id)!.eliminated = true;
  return state;
};

test('leftOf is the next seat clockwise, rightOf the previous, both wrapping around the table', () => {
  const state = table(4);
  assert.deepEqual(
    ['p1', 'p2', 'p3', 'p4'].map((s) => leftOf(state, s)),
    ['p2', 'p3', 'p4', 'p1'],
  );
  assert.deepEqual(
    ['p1', 'p2', 'p3', 'p4'].map((s) => rightOf(state, s)),
    ['p4', 'p1', 'p2', 'p3'],
  );
});

test('leftOf and rightOf skip eliminated seats; the last seat standing is its own neighbour', () => {
  const state = out(table(5), 'p2', 'p5');
  assert.equal(leftOf(state, 'p1'), 'p3');
  assert.equal(rightOf(state, 'p1'), 'p4');
  assert.equal(rightOf(state, 'p3'), 'p1');
  assert.equal(leftOf(state, 'p2'), 'p3', 'from an eliminated seat too');
  out(state, 'p3', 'p4');
  assert.equal(leftOf(state, 'p1'), 'p1');
  assert.equal(rightOf(state, 'p1'), 'p1');
});

test('an unknown seat is a SeatError naming the seats', () => {
  assert.throws(
    () => leftOf(table(3), 'p9'),
    (e: unknown) => e instanceof SeatError && e.message === 'no seat "p9" (seats: p1, p2, p3)',
  );
});

test('seatsInOrder: firstPlayer, clockwise, counterclockwise, rightOf, leftOf', () => {
  const state = table(5, {}, { kind: 'seat', id: 'p3' });
  const order = (o: Order) => ids(seatsInOrder(state, o));
  assert.deepEqual(order('firstPlayer'), ['p3', 'p4', 'p5', 'p1', 'p2']);
  assert.deepEqual(order('clockwise'), ['p1', 'p2', 'p3', 'p4', 'p5']);
  assert.deepEqual(order('counterclockwise'), ['p3', 'p2', 'p1', 'p5', 'p4']);
  assert.deepEqual(order({ rightOf: 'p2' }), ['p1', 'p5', 'p4', 'p3']);
  assert.deepEqual(order({ rightOf: 'p2', includeSelf: true }), ['p1', 'p5', 'p4', 'p3', 'p2']);
  assert.deepEqual(order({ leftOf: 'p2' }), ['p3', 'p4', 'p5', 'p1']);
  assert.deepEqual(order({ leftOf: 'firstPlayer', includeSelf: true }), ['p4', 'p5', 'p1', 'p2', 'p3']);
  assert.deepEqual(order({ rightOf: 'firstPlayer' }), ['p2', 'p1', 'p5', 'p4']);
});

test('seatsInOrder skips eliminated seats in every order', () => {
  const state = out(table(5, {}, { kind: 'seat', id: 'p3' }), 'p1', 'p4');
  const order = (o: Order) => ids(seatsInOrder(state, o));
  assert.deepEqual(order('firstPlayer'), ['p3', 'p5', 'p2']);
  assert.deepEqual(order('clockwise'), ['p2', 'p3', 'p5']);
  assert.deepEqual(order('counterclockwise'), ['p3', 'p2', 'p5']);
  assert.deepEqual(order({ rightOf: 'p3' }), ['p2', 'p5']);
  assert.deepEqual(order({ leftOf: 'p3' }), ['p5', 'p2']);
  // Next to an eliminated seat, without it even when includeSelf.
  assert.deepEqual(order({ rightOf: 'p4', includeSelf: true }), ['p3', 'p2', 'p5']);
  assert.deepEqual(order({ leftOf: 'p1' }), ['p2', 'p3', 'p5']);
});

test('the resolver turns seat references into seats (rightOf var:active)', () => {
  const state = table(4);
  const resolve = (ref: string) => (ref === 'var:active' ? 'p3' : ref);
  assert.deepEqual(ids(seatsInOrder(state, { rightOf: 'var:active' }, resolve)), ['p2', 'p1', 'p4']);
});

test('teams `alternate: 2`: seats alternate between team1 and team2 around the table', () => {
  const state = table(6, { teams: { alternate: 2 } }, { kind: 'team', id: 'team2' });
  assert.deepEqual(
    state.seats.map((s) => s.team),
    ['team1', 'team2', 'team1', 'team2', 'team1', 'team2'],
  );
  assert.deepEqual(
    state.teams.map((t) => [t.id, t.seats]),
    [
      ['team1', ['p1', 'p3', 'p5']],
      ['team2', ['p2', 'p4', 'p6']],
    ],
  );
  assert.equal(firstPlayerSeat(state), 'p2', "a team's first seat holds its token");
  assert.deepEqual(ids(teamsInOrder(state)), ['team2', 'team1']);
  out(state, 'p2');
  assert.equal(firstPlayerSeat(state), 'p4', "the team's first seat still in the game");
  out(state, 'p4', 'p6');
  state.teams[1]!.eliminated = true;
  assert.deepEqual(ids(teamsInOrder(state)), ['team1']);
});

test('teams `alternate: 3` deals seats round the teams', () => {
  const state = table(6, { teams: { alternate: 3 } });
  assert.deepEqual(
    state.seats.map((s) => s.team),
    ['team1', 'team2', 'team3', 'team1', 'team2', 'team3'],
  );
});

test('teams `byRole`: a fixed-count role takes its seats, the open role the rest, each role a team', () => {
  const roles = [{ role: 'freePeoples', count: 1 }, { role: 'shadow' }];
  const state = table(4, { seats: { min: 2, max: 5, roles }, teams: 'byRole' } as Partial<ResolvedFormat>);
  assert.deepEqual(
    state.seats.map((s) => [s.id, s.role, s.team]),
    [
      ['p1', 'freePeoples', 'freePeoples'],
      ['p2', 'shadow', 'shadow'],
      ['p3', 'shadow', 'shadow'],
      ['p4', 'shadow', 'shadow'],
    ],
  );
  assert.deepEqual(
    state.teams.map((t) => [t.id, t.seats]),
    [
      ['freePeoples', ['p1']],
      ['shadow', ['p2', 'p3', 'p4']],
    ],
  );
});

test('byRole places the open role where it is listed and gives seats their role controller', () => {
  const roles = [{ role: 'players' }, { role: 'shadowlands', count: 1, controller: 'automaton:deck' }];
  const state = table(3, { seats: { min: 2, max: 5, roles }, teams: 'byRole' } as Partial<ResolvedFormat>);
  assert.deepEqual(
    state.seats.map((s) => [s.role, s.team, s.controller]),
    [
      ['players', 'players', 'human'],
      ['players', 'players', 'human'],
      ['shadowlands', 'shadowlands', 'automaton:deck'],
    ],
  );
});

test('solo teams (the default): each seat is its own team', () => {
  const state = table(3);
  assert.deepEqual(
    state.teams.map((t) => [t.id, t.seats]),
    [
      ['p1', ['p1']],
      ['p2', ['p2']],
      ['p3', ['p3']],
    ],
  );
});

test('the fixture formats build the seats they declare', () => {
  const teamWindow = format('fixture-team-window');
  const { teams } = buildSeats(teamWindow, 4, []);
  assert.deepEqual(
    teams.map((t) => t.seats),
    [
      ['p1', 'p3'],
      ['p2', 'p4'],
    ],
  );
});

test('a wrong number of players names the range in words: "takes 2 players", not "2–2"', () => {
  assert.equal(playerRange({ min: 2, max: 2 }), '2 players');
  assert.equal(playerRange({ min: 1, max: 1 }), '1 player');
  assert.equal(playerRange({ min: 1, max: 4 }), '1–4 players');
  assert.throws(() => newGame({ format: format('l5r-stronghold'), modules, seed: 1, seats: 3 }), /l5r-stronghold takes 2 players, not 3/);
});
