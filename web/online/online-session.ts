// One seat (or a spectator) at an online table, outside any component: the connection to the
// server (live-socket.ts), the table as the server tells it (seating, who is connected), the
// viewer's view and its log written from the events the server sent — already redacted for
// this viewer, so nothing here was ever another seat's secret. Components follow `snapshot$`
// and call the methods here, which send the server requests; the server's word is the state.
import { BehaviorSubject, type Subscription } from 'rxjs';
import type { ResolvedFormat } from '../../core/format.ts';
import type { RulesModule } from '../../core/rules-module.ts';
import type { Choice, Decision, GameEvent } from '../../core/types.ts';
import { isHidden, othersDecision, type StateView, type Viewer } from '../../core/view.ts';
import type { ClientFrame, ServerFrame, TableInfo } from '../../server/protocol.ts';
import type { LogLine } from '../event-log.ts';
import { eventKind, eventSeats } from '../event-text.ts';
import type { PlaySnapshot } from '../play-session.ts';
import { sentenceWriter, type SentenceWriter } from '../session/sentences.ts';
import { LiveSocket, type LinkState } from './live-socket.ts';

export interface OnlineSnapshot {
  link: LinkState;
  /** The link's token now: a seat taken gets a new one, its person's alone (the page's address follows). */
  token: string;
  table: TableInfo | null;
  /** Whose link this is: a seat, or 'spectator'; null until the server has said. */
  viewer: Viewer | null;
  /** The viewer's view, null until the game starts. */
  view: StateView | null;
  /** The board's summary of the view (PlaySnapshot, as the hot-seat table has it). */
  play: PlaySnapshot | null;
  lines: readonly LogLine[];
  /** Why the server refused the viewer's last request, or ''. */
  refused: string;
  /** The format the table plays, when this page knows it. */
  format: ResolvedFormat | null;
}

export class OnlineSession {
  readonly snapshot$: BehaviorSubject<OnlineSnapshot>;
  private readonly socket: LiveSocket<ServerFrame, ClientFrame>;
  private readonly subscriptions: Subscription[] = [];
  private sentence: SentenceWriter | null = null;
  /** The viewer's own decisions seen so far, for the labels of their options once answered. */
  private readonly asked = new Map<string, Decision>();

  /** `formatOf` finds a format by id among the page's own (the server plays the same files). */
  constructor(
    private readonly table: string,
    /** The link's token: which seat (or the spectators' place) this is. */
    token: string,
    private readonly formatOf: (id: string) => ResolvedFormat | undefined,
    private readonly modules: Record<string, RulesModule>,
  ) {
    this.snapshot$ = new BehaviorSubject<OnlineSnapshot>({
      link: { status: 'connecting' },
      token,
      table: null,
      viewer: null,
      view: null,
      play: null,
      lines: [],
      refused: '',
      format: null,
    });
    this.socket = new LiveSocket(socketPath(table, token));
    this.subscriptions.push(
      this.socket.state$.subscribe((link) => this.set({ link })),
      this.socket.frames$.subscribe((frame) => this.receive(frame)),
    );
  }

  get snapshot(): OnlineSnapshot {
    return this.snapshot$.value;
  }

  /** The link's token: which seat (or the spectators' place) this is. */
  get token(): string {
    return this.snapshot.token;
  }

  answer(decision: string, choice: Choice): void {
    this.request({ type: 'answer', decision, choice });
  }

  sit(name: string): void {
    this.request({ type: 'sit', name });
  }

  leave(): void {
    this.request({ type: 'leave' });
  }

  start(): void {
    this.request({ type: 'start' });
  }

  standIn(seat: string): void {
    this.request({ type: 'standIn', seat });
  }

  /** The host gives `seat` a new link (to seat someone else there); the old one stops working. */
  reissue(seat: string): void {
    this.request({ type: 'reissue', seat });
  }

  dispose(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.socket.close();
    this.snapshot$.complete();
  }

  private request(frame: ClientFrame): void {
    if (!this.socket.send(frame)) this.set({ refused: 'not connected to the server: wait for the connection to come back' });
  }

  private receive(frame: ServerFrame): void {
    switch (frame.type) {
      case 'welcome': {
        const format = this.formatOf(frame.table.format.id) ?? null;
        this.sentence = format ? sentenceWriter(format, this.modules) : null;
        this.asked.clear();
        const view = frame.view;
        this.remember(view);
        this.set({ table: frame.table, viewer: frame.viewer, view, format, lines: this.linesOf(frame.events, view, []), refused: '' });
        break;
      }
      case 'update':
        this.remember(frame.view);
        this.set({ view: frame.view, lines: this.linesOf(frame.events, frame.view, this.snapshot.lines) });
        break;
      case 'table':
        this.set({ table: frame.table });
        break;
      case 'seated':
        // The seat is this person's now, under a token no one else holds: later connections use it.
        this.socket.retarget(socketPath(this.table, frame.token));
        this.set({ token: frame.token });
        break;
      case 'answered':
      case 'done':
        this.set({ refused: '' });
        break;
      case 'refused':
        this.set({ refused: frame.reason });
        break;
    }
  }

  private set(change: Partial<OnlineSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    next.play = next.view && next.table ? playSnapshot(next.view, next.table, next.lines.length) : null;
    this.snapshot$.next(next);
  }

  private remember(view: StateView | null): void {
    for (const d of view?.pending ?? []) if ('options' in d) this.asked.set(d.id, d);
  }

  /** The log after `events`: each a sentence naming only the cards the viewer's view shows. */
  private linesOf(events: readonly GameEvent[], view: StateView | null, before: readonly LogLine[]): LogLine[] {
    if (events.length === 0) return before as LogLine[];
    const names = (id: string) => {
      const card = view?.cards[id];
      return card && !isHidden(card) ? card.name : 'a card';
    };
    const label = (decision: string, option: string) => this.asked.get(decision)?.options.find((o) => o.id === option)?.label;
    const lines = events.map((e) => ({
      seq: e.seq,
      type: e.type,
      kind: eventKind(e),
      seats: eventSeats(e),
      text: this.sentence ? this.sentence(e, names, label, (id) => !!view && Object.hasOwn(view.cards, id)) : e.type,
    }));
    return [...before, ...lines];
  }
}

const socketPath = (table: string, token: string) => `/ws?table=${encodeURIComponent(table)}&token=${encodeURIComponent(token)}`;

/**
 * What the board needs of the game beside the view: who plays each seat (a bot standing in, or
 * the person's name: "p2 (Bob) is deciding"), whose turn, the end.
 */
function playSnapshot(view: StateView, table: TableInfo, logLength: number): PlaySnapshot {
  const playedBy = new Map(table.seats.map((s) => [s.seat, s.standIn ?? s.name]));
  return {
    table: {
      seats: view.seats.map((s) => ({ id: s.id, controller: playedBy.get(s.id) || s.controller, team: s.team, eliminated: s.eliminated })),
      pending: view.pending.map((d) => ('options' in d ? othersDecision(d) : d)),
      round: view.round,
      phase: view.phase,
      ended: view.ended,
      winner: view.winner,
    },
    logLength,
    speed: 'play',
    playing: true,
    error: null,
    at: 0,
    total: 0,
    live: true,
    waitingForHuman: false,
    canUndo: false,
  };
}
