// A WebSocket to the game server that comes back by itself: a dropped connection (a server
// restart, a laptop waking up, a flaky network) is opened again with a growing pause, and the
// server then sends the whole picture again (a table's welcome, the lobby's list). A connection
// gone silent — no close, no error, as when a network goes without a word — is noticed by the
// server's beats stopping, and dropped for a new one. A close the server means (no such seat,
// the person left) is final. Its state is an observable, so the page can show connected /
// reconnecting.
import { BehaviorSubject, Subject } from 'rxjs';
import type { Beat } from '../../server/protocol.ts';

export type LinkState =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'reconnecting'; attempt: number }
  | { status: 'closed'; reason: string };

/** Close codes the server means: no reconnecting after them (a 4xxx close's own reason first). */
const FINAL: Record<number, string> = {
  4004: 'this link is no seat of a table on this server (a seat taken has a new link, its person’s alone; one left before the game started has a new link too: ask the host)',
  4001: 'you left the seat: its link no longer reaches it before the game starts, and after it the same link brings you back',
  1009: 'the server closed the connection: a message was too large',
};

/** Beats missed before the connection counts as gone: a beat late on a busy server is not a lost one. */
const BEATS_MISSED = 2.5;

const isBeat = (frame: unknown): frame is Beat => (frame as Beat | null)?.type === 'beat';

export class LiveSocket<In, Out> {
  readonly state$ = new BehaviorSubject<LinkState>({ status: 'connecting' });
  readonly frames$ = new Subject<In>();
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** The server's heartbeat, once a beat has said it; then silence for BEATS_MISSED of them drops the connection. */
  private beatEvery = 0;
  private silence: ReturnType<typeof setTimeout> | undefined;

  /** `path` on the page's own server: `/lobby`, `/ws?table=…&token=…`. */
  constructor(private path: string) {
    this.open();
  }

  /** Connect to `path` from the next connection on (a seat's link changed: the old one reaches nothing now). */
  retarget(path: string): void {
    this.path = path;
  }

  /** Send a frame; false when not connected (the page says so rather than losing it quietly). */
  send(frame: Out): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.silence);
    this.socket?.close(1000);
    this.state$.complete();
    this.frames$.complete();
  }

  private open(): void {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${this.path}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.state$.next({ status: 'connected' });
      this.listen();
    };
    socket.onmessage = (e) => {
      let frame: In | Beat | undefined;
      try {
        frame = JSON.parse(String(e.data)) as In | Beat;
      } catch {
        // Not from our server: nothing to show.
      }
      // The beat's interval first, so the first beat already starts the watch.
      if (isBeat(frame)) this.beatEvery = frame.every;
      this.listen();
      if (frame !== undefined && !isBeat(frame)) this.frames$.next(frame);
    };
    socket.onclose = (e) => {
      if (this.stopped) return;
      const final = e.code >= 4000 ? e.reason || FINAL[e.code] || `closed by the server (${e.code})` : FINAL[e.code];
      if (final) {
        clearTimeout(this.silence);
        return this.state$.next({ status: 'closed', reason: final });
      }
      this.retry();
    };
  }

  /** Heard from the server: the connection counts as alive for BEATS_MISSED beats more. */
  private listen(): void {
    clearTimeout(this.silence);
    if (this.beatEvery > 0) this.silence = setTimeout(() => this.silent(), this.beatEvery * BEATS_MISSED);
  }

  /** No beat for too long: the connection is given up without waiting for a close that may never come. */
  private silent(): void {
    const socket = this.socket;
    if (!socket || this.stopped) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close();
    this.retry();
  }

  private retry(): void {
    clearTimeout(this.silence);
    this.attempt++;
    this.state$.next({ status: 'reconnecting', attempt: this.attempt });
    // 0.5 s, 1 s, 2 s, ... up to 8 s between tries, so a server coming back isn't flooded.
    this.timer = setTimeout(() => this.open(), Math.min(8000, 500 * 2 ** (this.attempt - 1)));
  }
}
