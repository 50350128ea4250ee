// Seats around the table and the teams they form. Seat index order is clockwise:
// a seat's left is the next index, its right the previous one.
import type { GameState, SeatId, SeatState, TeamState } from './types.ts';
import type { Order } from './schema/format-schema.ts';
import type { ResolvedFormat } from './format.ts';

export class SeatError extends Error {}

export function seatById(state: GameState, id: SeatId): SeatState {
  const seat = state.seats.find((s) => s.id === id);
  if (!seat) throw new SeatError(`no seat "${id}" (seats: ${state.seats.map((s) => s.id).join(', ')})`);
  return seat;
}

export function teamById(state: GameState, id: string): TeamState {
  const team = state.teams.find((t) => t.id === id);
  if (!team) throw new SeatError(`no team "${id}" (teams: ${state.teams.map((t) => t.id).join(', ')})`);
  return team;
}

export function teamOf(state: GameState, seat: SeatId): TeamState {
  return teamById(state, seatById(state, seat).team);
}

/** A team's seats still in the game, in its order. */
export function seatsInGame(state: GameState, team: string): SeatId[] {
  return teamById(state, team).seats.filter((id) => !seatById(state, id).eliminated);
}

/** The next seat still in the game, stepping `dir` (+1 clockwise/left, -1 right). */
function nextAlive(state: GameState, seat: SeatId, dir: 1 | -1): SeatId {
  const n = state.seats.length;
  let i = seatById(state, seat).index;
  for (let k = 0; k < n; k++) {
    i = (i + dir + n) % n;
    if (!state.seats[i].eliminated) return state.seats[i].id;
  }
  return seat;
}

export const leftOf = (state: GameState, seat: SeatId) => nextAlive(state, seat, 1);
export const rightOf = (state: GameState, seat: SeatId) => nextAlive(state, seat, -1);

/** The seat holding the first player token; for a team, its first seat still in the game. */
export function firstPlayerSeat(state: GameState): SeatId {
  const fp = state.firstPlayer;
  if (!fp) return state.seats.find((s) => !s.eliminated)?.id ?? state.seats[0].id;
  if (fp.kind === 'seat') return fp.id;
  return seatsInGame(state, fp.id)[0] ?? teamById(state, fp.id).seats[0];
}

/** The seat whose turn it is: the active seat, or the active team's first seat still in the game. */
export function activeSeat(state: GameState): SeatId {
  const active = state.active;
  if (!active) throw new SeatError('"active" used before any turn began (a passTurn step starts the first)');
  if (active.kind === 'seat') return active.id;
  return seatsInGame(state, active.id)[0] ?? teamById(state, active.id).seats[0];
}

/** Is it `seat`'s turn: the active seat, or a seat of the active team (Siege: "each Rokugani player is considered the active player")? */
export function isActive(state: GameState, seat: SeatId): boolean {
  const active = state.active;
  if (!active) return false;
  return active.kind === 'seat' ? active.id === seat : seatById(state, seat).team === active.id;
}

/** The seats whose turn it is, in seat order, those still in the game. */
export function activeSeats(state: GameState): SeatId[] {
  return state.seats.filter((s) => !s.eliminated && isActive(state, s.id)).map((s) => s.id);
}

/** Walk the table from `start` in `dir`, every seat still in the game once. */
function walk(state: GameState, start: SeatId, dir: 1 | -1, includeStart: boolean): SeatState[] {
  const n = state.seats.length;
  const from = seatById(state, start).index;
  const out: SeatState[] = [];
  for (let k = includeStart ? 0 : 1; k < n; k++) {
    const s = state.seats[(((from + dir * k) % n) + n) % n];
    if (!s.eliminated) out.push(s);
  }
  return out;
}

/**
 * Seats in a declared order. `resolve` turns a seat reference (firstPlayer, var:x, p2) into
 * a seat id; rightOf/leftOf start next to that seat and skip it unless includeSelf.
 */
export function seatsInOrder(
  state: GameState,
  order: Order,
  resolve: (ref: string) => SeatId = (r) => (r === 'firstPlayer' ? firstPlayerSeat(state) : r),
): SeatState[] {
  if (order === 'firstPlayer') return walk(state, firstPlayerSeat(state), 1, true);
  if (order === 'active') return walk(state, activeSeat(state), 1, true);
  if (order === 'clockwise') return walk(state, state.seats[0].id, 1, true).filter((s) => !s.eliminated);
  if (order === 'counterclockwise') return walk(state, firstPlayerSeat(state), -1, true);
  if (order === 'current') return [seatById(state, resolve('current'))];
  if ('rightOf' in order) {
    const ref = resolve(order.rightOf);
    const seats = walk(state, ref, -1, false);
    return order.includeSelf && !seatById(state, ref).eliminated ? [...seats, seatById(state, ref)] : seats;
  }
  const ref = resolve(order.leftOf);
  const seats = walk(state, ref, 1, false);
  return order.includeSelf && !seatById(state, ref).eliminated ? [...seats, seatById(state, ref)] : seats;
}

/** Teams still in the game, starting with the first player's team, in table order. */
export function teamsInOrder(state: GameState): TeamState[] {
  const alive = state.teams.filter((t) => !t.eliminated);
  const first = teamOf(state, firstPlayerSeat(state)).id;
  const i = Math.max(
    0,
    alive.findIndex((t) => t.id === first),
  );
  return [...alive.slice(i), ...alive.slice(0, i)];
}

export interface SeatSpec {
  controller?: string;
}

/** The players a game seats when none are asked for: the format's default, else its minimum. */
export function playerCount(format: ResolvedFormat, requested?: number): number {
  return requested ?? format.seats.default ?? format.seats.min;
}

/** How many players a format takes, in words: "2 players", "1–4 players". */
export function playerRange(seats: { min: number; max: number }): string {
  const noun = seats.max === 1 ? 'player' : 'players';
  return seats.min === seats.max ? `${seats.min} ${noun}` : `${seats.min}–${seats.max} ${noun}`;
}

/** Seats of `extra` roles (an automated opponent), which come on top of the players. */
export function extraSeats(format: ResolvedFormat): number {
  return (format.seats.roles ?? []).filter((r) => r.extra).reduce((n, r) => n + (r.count ?? 1), 0);
}

/** Every seat's role for `count` players, automated `extra` seats included, in seat order. */
export function seatRoles(format: ResolvedFormat, count: number): { role: string; controller?: string }[] {
  return assignRoles(format, count + extraSeats(format));
}

/** Build seats and teams for `count` players (plus any `extra` automated seats) from the format's roles and team rule. */
export function buildSeats(
  format: ResolvedFormat,
  count: number,
  specs: SeatSpec[],
  defaultController = 'human',
): { seats: SeatState[]; teams: TeamState[] } {
  const roles = seatRoles(format, count);
  const seats: SeatState[] = roles.map((r, i) => ({
    id: `p${i + 1}`,
    index: i,
    role: r.role,
    team: '',
    controller: specs[i]?.controller ?? r.controller ?? defaultController,
    eliminated: false,
    counters: {},
    data: {},
  }));
  const rule = format.teams ?? 'solo';
  const teamIds = seats.map((s, i) => (rule === 'solo' ? s.id : rule === 'byRole' ? s.role : `team${(i % rule.alternate) + 1}`));
  const teams: TeamState[] = [];
  seats.forEach((s, i) => {
    s.team = teamIds[i];
    let team = teams.find((t) => t.id === teamIds[i]);
    if (!team) teams.push((team = { id: teamIds[i], seats: [], counters: {}, eliminated: false }));
    team.seats.push(s.id);
  });
  return { seats, teams };
}

function assignRoles(format: ResolvedFormat, count: number): { role: string; controller?: string }[] {
  const roles = format.seats.roles ?? [{ role: 'player' }];
  const out: { role: string; controller?: string }[] = [];
  for (const r of roles) {
    const fixed = r.count ?? 0;
    for (let k = 0; k < fixed && out.length < count; k++) out.push(r);
  }
  // The role without a count takes the remaining seats, placed where it is listed.
  const open = roles.find((r) => r.count === undefined);
  if (open) {
    const at = roles.filter((r) => r !== open && roles.indexOf(r) < roles.indexOf(open)).reduce((n, r) => n + (r.count ?? 0), 0);
    const extra = Array.from({ length: count - out.length }, () => open);
    out.splice(at, 0, ...extra);
  }
  if (out.length !== count) {
    throw new SeatError(`${format.id}: roles ${roles.map((r) => `${r.role}×${r.count ?? 'rest'}`).join(', ')} don't fill ${count} seats`);
  }
  return out;
}
