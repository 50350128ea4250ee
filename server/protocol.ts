// The frames between the server and a browser (JSON over a WebSocket). A client says only
// one thing: its answer to one of its seat's pending decisions. The server sends a viewer's
// view and events, never another's; a frame it can't take is refused with its reason, and
// nothing changes.
import type { Choice, GameEvent } from '../core/types.ts';
import type { StateView, Viewer } from '../core/view.ts';

/** What a client sends. */
export type ClientFrame = { type: 'answer'; decision: string; choice: Choice };

/** What the server sends one connection. */
export type ServerFrame =
  | { type: 'welcome'; table: string; viewer: Viewer; view: StateView; events: GameEvent[] }
  | { type: 'update'; events: GameEvent[]; view: StateView }
  | { type: 'answered'; decision: string }
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
  if (frame.type !== 'answer') return { problem: `unknown frame type ${JSON.stringify(frame.type)} (known: answer)` };
  if (typeof frame.decision !== 'string' || frame.decision === '') return { problem: 'answer: decision must be a decision id' };
  const choice = frame.choice;
  const isId = (x: unknown) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));
  if (!isId(choice) && !(Array.isArray(choice) && choice.length <= 1000 && choice.every(isId)))
    return { problem: 'answer: choice must be an option id or a list of them' };
  return { type: 'answer', decision: frame.decision, choice: choice as Choice };
}
