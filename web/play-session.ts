// One game on the play page, outside any component: the Game, a Driver answering the bot
// seats, an auto-play timer, and the event log already redacted for every viewer.
// Components follow `snapshot$` (see ObservableController) and call the methods here.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ResolvedFormat } from '../core/format.ts';
import { Driver } from '../core/driver.ts';
import type { Game } from '../core/game.ts';
import type { RulesModule } from '../core/rules-module.ts';
import { newGame } from '../core/session.ts';
import type { GameEvent, GameState } from '../core/types.ts';
import type { StateView, Viewer } from '../core/view.ts';
import { rulesModules } from '../formats/index.ts';
import { eventKind, eventText, type EventKind, type EventTextOptions } from './event-text.ts';

export interface LogEntry {
  seq: number;
  type: string;
  kind: EventKind;
  /**
   * The sentence each viewer may read, redacted when the event happened: redaction looks
   * at where cards are now, so redacting an old event later could name a card that was
   * hidden at the time.
   */
  text: Readonly<Record<Viewer, string>>;
}

export interface PlaySnapshot {
  /** The full state: render from session.view(viewer), never from this directly. */
  state: GameState;
  log: readonly LogEntry[];
  playing: boolean;
  /** Why the game can't go on (a rules error, a bot's illegal answer), or null. */
  error: string | null;
}

export interface PlaySettings {
  seed: number;
  seats: number;
  /** The controller for every seat; the play page uses bot:random. */
  controller?: string;
  modules?: Record<string, RulesModule>;
  /** Milliseconds between auto-play steps. */
  interval?: number;
}

export class PlaySession {
  readonly format: ResolvedFormat;
  readonly seed: number;
  readonly seats: number;
  readonly viewers: readonly Viewer[];
  private readonly controller: string;
  private readonly modules: Record<string, RulesModule>;
  private readonly textOptions: EventTextOptions;
  private current!: Game;
  private driver!: Driver;
  private log: LogEntry[] = [];
  private eventSub: Subscription | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private intervalMs: number;
  private error: string | null = null;
  private views = new Map<Viewer, StateView>();
  private viewsOf: GameState | undefined;
  private readonly subject: BehaviorSubject<PlaySnapshot>;
  readonly snapshot$: Observable<PlaySnapshot>;

  /** Throws GameError when the settings don't fit the format (e.g. a seat count out of range). */
  constructor(format: ResolvedFormat, settings: PlaySettings) {
    this.format = format;
    this.seed = settings.seed;
    this.seats = settings.seats;
    this.controller = settings.controller ?? 'bot:random';
    this.modules = settings.modules ?? rulesModules;
    this.intervalMs = settings.interval ?? 250;
    const module = format.rules ? this.modules[format.rules] : undefined;
    this.textOptions = {
      templates: module?.events,
      phaseNames: Object.fromEntries(
        Object.entries(format.phases).flatMap(([id, def]) => (def.name ? [[id, def.name]] : [])),
      ),
    };
    this.subject = new BehaviorSubject<PlaySnapshot>(this.begin());
    this.snapshot$ = this.subject.asObservable();
    this.viewers = ['spectator', ...this.current.state.seats.map((s) => s.id)];
  }

  get game(): Game {
    return this.current;
  }

  get playing(): boolean {
    return this.timer !== undefined;
  }

  get interval(): number {
    return this.intervalMs;
  }

  /** What `viewer` may see now; one view per viewer and state. */
  view(viewer: Viewer): StateView {
    if (this.viewsOf !== this.current.state) {
      this.views.clear();
      this.viewsOf = this.current.state;
    }
    let view = this.views.get(viewer);
    if (!view) {
      view = this.current.view(viewer);
      this.views.set(viewer, view);
    }
    return view;
  }

  /** Answer one pending bot decision. False when there was none (the game ended, or it is stuck). */
  step(): boolean {
    if (this.current.ended || this.error) return false;
    let answered: boolean;
    try {
      answered = this.driver.step();
    } catch (e) {
      this.error = (e as Error).message;
      answered = false;
    }
    if (!answered && !this.current.ended && !this.error) {
      this.error = this.current.pending.length > 0
        ? `no bot can answer the pending decision (${this.current.pending.map((d) => d.seat).join(', ')})`
        : 'the game is waiting for nothing: no decision is pending and it has not ended';
    }
    if (!answered) this.stopTimer();
    this.publish();
    return answered;
  }

  /** Step on a timer until paused, the game ends or it can't go on. */
  play(): void {
    if (this.timer !== undefined || this.current.ended || this.error) return;
    this.timer = setInterval(() => this.step(), this.intervalMs);
    this.publish();
  }

  pause(): void {
    if (this.timer === undefined) return;
    this.stopTimer();
    this.publish();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  setInterval(ms: number): void {
    this.intervalMs = ms;
    if (this.timer !== undefined) {
      this.stopTimer();
      this.play();
    }
  }

  /** The same game again from the start: same format, seats and seed, so the same play. */
  restart(): void {
    this.stopTimer();
    this.subject.next(this.begin());
  }

  dispose(): void {
    this.stopTimer();
    this.eventSub?.unsubscribe();
    this.current.complete();
    this.subject.complete();
  }

  private begin(): PlaySnapshot {
    this.eventSub?.unsubscribe();
    const game = newGame({
      format: this.format,
      modules: this.modules,
      seed: this.seed,
      seats: this.seats,
      controllers: Array.from({ length: this.seats }, () => this.controller),
    });
    this.current = game;
    this.log = [];
    this.error = null;
    const viewers: Viewer[] = ['spectator', ...game.state.seats.map((s) => s.id)];
    // Subscribe before start() so gameStarted and the setup events are logged too.
    this.eventSub = game.events$.subscribe((event) => this.record(event, viewers));
    this.driver = new Driver(game, this.seed);
    try {
      game.start();
    } catch (e) {
      this.error = (e as Error).message;
    }
    return this.snapshot();
  }

  private record(event: GameEvent, viewers: readonly Viewer[]): void {
    const text: Record<Viewer, string> = {};
    for (const viewer of viewers) text[viewer] = eventText(this.current.redact(event, viewer), this.textOptions);
    this.log.push({ seq: event.seq, type: event.type, kind: eventKind(event), text });
  }

  private snapshot(): PlaySnapshot {
    return { state: this.current.state, log: [...this.log], playing: this.playing, error: this.error };
  }

  private publish(): void {
    this.subject.next(this.snapshot());
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** A seed for a new game when the URL names none. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}
