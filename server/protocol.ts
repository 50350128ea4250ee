// The frames between the server and a browser (JSON over a WebSocket). A client answers its
// seat's pending decisions and asks for what a person at a table may ask: to take its link's
// seat, to leave it, to start the game (the host), a new link for a seat (the host), a bot for a
// seat whose person left. The
// server sends a viewer's view and events, never another's; a frame it can't take is refused
// with its reason, and nothing changes.
import type { Choice, GameEvent, Winner } from '../core/types.ts';
import type { StateView, Viewer } from '../core/view.ts';
import type { SeatPlace } from './seating.ts';

/** What a client sends. */
export type ClientFrame =
  | { type: 'answer'; decision: string; choice: Choice }
  | { type: 'sit'; name: string }
  | { type: 'leave' }
  | { type: 'start' }
  | { type: 'reissue'; seat: string }
  | { type: 'standIn'; seat: string };

/** A table as one viewer is told of it: the seating and who is connected; every link only to its host. */
export interface TableInfo {
  id: string;
  format: { id: string; name: string };
  host: string | null;
  listed: boolean;
  started: boolean;
  ended: boolean;
  winner: Winner | null;
  /** Each seat, and how many connections its person has open. */
  seats: (SeatPlace & { present: number })[];
  spectators: number;
  /** Each open seat's link token and the spectators': sent to the host alone, who hands them out (a taken seat's is its person's). */
  links?: { viewer: Viewer; token: string }[];
}

/**
 * Sent to every connection (tables and the lobby) right after its first frame and on each
 * heartbeat, `every` ms: a page that stops getting them knows its connection went silent (a
 * browser sees no pings).
 */
export type Beat = { type: 'beat'; every: number };

/** What the server sends one connection. `view` is null until the game starts. */
export type ServerFrame =
  | Beat
  | { type: 'welcome'; table: TableInfo; viewer: Viewer; view: StateView | null; events: GameEvent[] }
  | { type: 'update'; events: GameEvent[]; view: StateView }
  | { type: 'table'; table: TableInfo }
  /** To the person who just took `viewer`'s seat: its link's new token, theirs alone (the one they came with no longer reaches it). */
  | { type: 'seated'; viewer: Viewer; token: string }
  | { type: 'answered'; decision: string }
  | { type: 'done'; request: Exclude<ClientFrame['type'], 'answer'> }
  | { type: 'refused'; reason: string; decision?: string };

/** The largest frame a client may send, in bytes: an answer is a decision id and a few option ids. */
export const MAX_FRAME_BYTES = 16 * 1024;

/**
 * Frames a connection may send: a burst of `burst`, refilled at `perSecond` (a token bucket).
 * A person answers a few times a second at most; a flood is refused frame by frame, unread.
 */
export const RATE = { burst: 20, perSecond: 10 };

/** A connection's token bucket: `take()` is false when the connection is over its rate. */
export function rateLimiter(rate = RATE, now: () => number = () => performance.now()): { take(): boolean } {
  let tokens = rate.burst;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(rate.burst, tokens + ((t - last) / 1000) * rate.perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

const KNOWN = ['answer', 'sit', 'leave', 'start', 'reissue', 'standIn'];

/** A client's frame read from its text, or why it is none. */
export function parseClientFrame(text: string): ClientFrame | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problem: 'a frame is a JSON object' };
  const frame = data as Record<string, unknown>;
  switch (frame.type) {
    case 'answer': {
      if (typeof frame.decision !== 'string' || frame.decision === '') return { problem: 'answer: decision must be a decision id' };
      const choice = frame.choice;
      const isId = (x: unknown) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));
      if (!isId(choice) && !(Array.isArray(choice) && choice.length <= 1000 && choice.every(isId)))
        return { problem: 'answer: choice must be an option id or a list of them' };
      return { type: 'answer', decision: frame.decision, choice: choice as Choice };
    }
    case 'sit':
      return typeof frame.name === 'string' ? { type: 'sit', name: frame.name } : { problem: 'sit: name must be text' };
    case 'standIn':
    case 'reissue':
      return typeof frame.seat === 'string' ? { type: frame.type, seat: frame.seat } : { problem: `${frame.type}: seat must be a seat id` };
    case 'leave':
    case 'start':
      return { type: frame.type };
    default:
      return { problem: `unknown frame type ${JSON.stringify(frame.type)} (known: ${KNOWN.join(', ')})` };
  }
}
