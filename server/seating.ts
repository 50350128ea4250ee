// Who sits where at an online table, as plain data stored beside the game's log: each seat a
// person (open until someone takes its link), a bot or an automaton; the seat whose person made
// the table (its host: it starts the game and hands out the open seats' links); whether the game has
// started; and the bots standing in for people who left. Every change is a function here that
// returns the new seating or why it can't be, so nothing is half-applied.
import type { Winner } from '../core/types.ts';
import type { Viewer } from '../core/view.ts';

export interface SeatPlace {
  seat: string;
  /** Who the table was made with at this seat: `human` (a person with the seat's link), `bot:<name>`, `automaton:<name>`. */
  controller: string;
  /** The name of the person who took the seat; '' while open, and for a bot's seat. */
  name: string;
  /** A person has taken this seat. */
  taken: boolean;
  /** The bot playing for the person who left, at the others' request; the person takes the seat back by coming back. */
  standIn: string | null;
}

export interface Seating {
  /** The seat of the person who made the table, or null for a table of bots alone. */
  host: string | null;
  /** In the lobby's table list (anyone may take an open seat), or only for those given a link. */
  listed: boolean;
  started: boolean;
  seats: SeatPlace[];
  /** The result, once the game is over (the list of finished games shows it). */
  winner: Winner | null;
}

/** A change, or why it can't be made (nothing changed). */
export type SeatingChange = { ok: true; seating: Seating } | { ok: false; reason: string };

const NAME_MAX = 40;

/** A person's name as typed: trimmed, one line, at most NAME_MAX characters; or why not. */
export function personName(name: unknown): { name: string } | { problem: string } {
  if (typeof name !== 'string') return { problem: 'a name is text' };
  const trimmed = name.trim();
  if (trimmed === '') return { problem: 'give a name for the seat' };
  // Control characters would break the line a name is shown on, or hide what it says.
  if (/\p{Cc}/u.test(trimmed)) return { problem: 'a name is one line of ordinary characters' };
  if ([...trimmed].length > NAME_MAX) return { problem: `a name has at most ${NAME_MAX} characters` };
  return { name: trimmed };
}

/** A new table's seating: every seat as made, the host's taken by its person. */
export function newSeating(
  controllers: readonly { seat: string; controller: string }[],
  host: { seat: string; name: string } | null,
  listed: boolean,
): SeatingChange {
  const seats = controllers.map(({ seat, controller }) => ({ seat, controller, name: '', taken: false, standIn: null }));
  const seating: Seating = { host: null, listed, started: false, seats, winner: null };
  if (!host)
    return seats.some(isPersonSeat)
      ? { ok: false, reason: 'a table with seats for people needs its host at one of them' }
      : { ok: true, seating };
  const taken = take(seating, host.seat, host.name);
  return taken.ok ? { ok: true, seating: { ...taken.seating, host: host.seat } } : taken;
}

export const isPersonSeat = (s: SeatPlace) => s.controller === 'human';

/** The seats still waiting for a person. */
export const openSeats = (seating: Seating) => seating.seats.filter((s) => isPersonSeat(s) && !s.taken).map((s) => s.seat);

/** A person takes `seat` (its link's), giving a name. */
export function take(seating: Seating, seat: string, name: unknown): SeatingChange {
  const place = seating.seats.find((s) => s.seat === seat);
  if (!place || !isPersonSeat(place)) return { ok: false, reason: `${seat} is no seat for a person` };
  if (place.taken) return { ok: false, reason: `${seat} is taken already` };
  const checked = personName(name);
  if ('problem' in checked) return { ok: false, reason: checked.problem };
  return { ok: true, seating: withSeat(seating, seat, { taken: true, name: checked.name }) };
}

/** The person at `seat` leaves before the game starts: the seat is open again. The host can't leave its own table. */
export function leave(seating: Seating, seat: string): SeatingChange {
  if (seating.started) return { ok: false, reason: 'the game has started: close the page, and come back with your link to play on' };
  if (seat === seating.host) return { ok: false, reason: 'the host stays with its table' };
  const place = seating.seats.find((s) => s.seat === seat);
  if (!place?.taken) return { ok: false, reason: `${seat} is not taken` };
  return { ok: true, seating: withSeat(seating, seat, { taken: false, name: '' }) };
}

/** The host seats someone else at `seat`: it is open again (a new link reaches it), its person and any bot standing in gone. */
export function reopen(seating: Seating, seat: string): SeatingChange {
  const place = seating.seats.find((s) => s.seat === seat);
  if (!place || !isPersonSeat(place)) return { ok: false, reason: `${seat} is no seat for a person` };
  return { ok: true, seating: withSeat(seating, seat, { taken: false, name: '', standIn: null }) };
}

/** The host starts the game, once every seat for a person is taken. */
export function start(seating: Seating, by: Viewer): SeatingChange {
  if (seating.started) return { ok: false, reason: 'the game has started already' };
  if (by !== seating.host) return { ok: false, reason: `only the host (${seating.host ?? 'none'}) starts the game` };
  const open = openSeats(seating);
  if (open.length) return { ok: false, reason: `waiting for ${open.join(', ')} to be taken` };
  return { ok: true, seating: { ...seating, started: true } };
}

/**
 * `bot` plays for the person at `seat`, who has no connection open, at the request of another
 * person at the table (`by`, connected) while the game is on.
 */
export function standIn(seating: Seating, seat: string, by: Viewer, bot: string, present: (v: Viewer) => boolean): SeatingChange {
  if (!seating.started) return { ok: false, reason: 'the game has not started' };
  const asker = seating.seats.find((s) => s.seat === by);
  if (!asker || !isPersonSeat(asker)) return { ok: false, reason: 'only a person at the table asks a bot to stand in' };
  if (by === seat) return { ok: false, reason: 'you are at your seat: play on' };
  const place = seating.seats.find((s) => s.seat === seat);
  if (!place || !isPersonSeat(place)) return { ok: false, reason: `${seat} is no person's seat` };
  if (place.standIn) return { ok: false, reason: `${place.standIn} plays for ${seat} already` };
  if (present(seat)) return { ok: false, reason: `${seat} is connected: a bot stands in only for a person who has left` };
  return { ok: true, seating: withSeat(seating, seat, { standIn: bot }) };
}

/** The person at `seat` is back: any bot standing in steps aside. */
export function comeBack(seating: Seating, seat: string): Seating {
  return seating.seats.some((s) => s.seat === seat && s.standIn) ? withSeat(seating, seat, { standIn: null }) : seating;
}

function withSeat(seating: Seating, seat: string, change: Partial<SeatPlace>): Seating {
  return { ...seating, seats: seating.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s)) };
}
