// One game on the play page, outside any component: the Game, a Driver answering the bot
// and automaton seats at the chosen speed, the answers of the human seats, the history of
// states (for the replay slider), undo, and the event log already redacted for every viewer.
// Components follow `snapshot$` (see ObservableController) and call the methods here.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ResolvedFormat } from '../core/format.ts';
import { Driver } from '../core/driver.ts';
import type { AnswerOutcome, Game } from '../core/game.ts';
import type { OptionValue } from '../core/load/options.ts';
import type { RulesModule } from '../core/rules-module.ts';
import { newGame } from '../core/session.ts';
import type { Choice, Decision, GameEvent, GameLog, GameState } from '../core/types.ts';
import { cardVisibleTo, viewFor, type StateView, type Viewer } from '../core/view.ts';
import { stateHash } from '../core/hash.ts';
import { rulesModules } from '../formats/index.ts';
import { eventKind, eventSeats, eventText, zoneWords, type EventKind, type EventTextOptions } from './event-text.ts';
import { familyUi, type CardNames } from './family/registry.ts';
import { gameFromLog } from '../core/session.ts';
import './family/index.ts';

export interface LogEntry {
  seq: number;
  type: string;
  kind: EventKind;
  /** Seats and teams the event is about (for the log's seat filter). */
  seats: readonly string[];
  /**
   * The sentence each viewer may read, redacted when the event happened: redaction looks
   * at where cards are now, so redacting an old event later could name a card that was
   * hidden at the time.
   */
  text: Readonly<Record<Viewer, string>>;
}

/** paused: bots answer only on Step; play: one bot answer per interval; fast: as fast as the page can draw. */
export type Speed = 'paused' | 'play' | 'fast';

export interface PlaySnapshot {
  /** The state shown: the live one, or an earlier one while replaying. Render from session.view(viewer). */
  state: GameState;
  /** The log up to the state shown. */
  log: readonly LogEntry[];
  speed: Speed;
  playing: boolean;
  /** Why the game can't go on (a rules error, a bot's illegal answer), or null. */
  error: string | null;
  /** Answers applied in the state shown, and in the live game. */
  at: number;
  total: number;
  live: boolean;
  /** A human seat must answer before the game goes on. */
  waitingForHuman: boolean;
  canUndo: boolean;
}

export interface PlaySettings {
  seed: number;
  seats: number;
  /** One controller per seat (automated seats a role adds included); missing ones use their role's, else `controller`. */
  controllers?: readonly string[];
  /** The controller of seats `controllers` leaves out (default bot:random: a game to watch). */
  controller?: string;
  options?: Record<string, OptionValue>;
  preset?: string;
  modules?: Record<string, RulesModule>;
  /** Milliseconds between bot answers at speed `play`. */
  interval?: number;
  /** The speed to start at (default: play when a seat is human, else paused). */
  speed?: Speed;
}

/** At speed `fast`, answer bots for this long before letting the page draw. */
const FAST_BUDGET_MS = 12;

export class PlaySession {
  readonly format: ResolvedFormat;
  readonly seed: number;
  readonly seats: number;
  readonly viewers: readonly Viewer[];
  /** The seat ids, in order (one array for the game's life, so components see no change). */
  readonly seatIds: readonly string[];
  private readonly modules: Record<string, RulesModule>;
  private readonly textOptions: EventTextOptions;
  private current!: Game;
  private driver!: Driver;
  private entries: LogEntry[] = [];
  /** states[k]: the state after k answers; marks[k]: the log length then. */
  private states: GameState[] = [];
  private marks: number[] = [];
  private shown = 0;
  private eventSub: Subscription | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private currentSpeed: Speed;
  private intervalMs: number;
  private error: string | null = null;
  private views = new Map<Viewer, StateView>();
  private viewsOf: GameState | undefined;
  private readonly firstLog: GameLog | undefined;
  private readonly settings: PlaySettings | undefined;
  private readonly subject: BehaviorSubject<PlaySnapshot>;
  readonly snapshot$: Observable<PlaySnapshot>;

  /** Throws GameError or LoadError when the settings don't fit the format (a seat count out of range, an unknown option). */
  constructor(format: ResolvedFormat, settings: PlaySettings | { log: GameLog; modules?: Record<string, RulesModule>; interval?: number; speed?: Speed }) {
    this.format = format;
    this.modules = settings.modules ?? rulesModules;
    this.intervalMs = settings.interval ?? 400;
    const module = format.rules ? this.modules[format.rules] : undefined;
    const labels = Object.fromEntries(format.zones.flatMap((z) => (z.label ? [[z.id, z.label]] : [])));
    this.textOptions = {
      templates: module?.events,
      phaseNames: Object.fromEntries(Object.entries(format.phases).flatMap(([id, def]) => (def.name ? [[id, def.name]] : []))),
      zoneName: (key) => zoneWords(key, labels),
    };
    if ('log' in settings) {
      this.firstLog = settings.log;
      this.seed = settings.log.seed;
      this.seats = settings.log.seats.length;
      this.rebuild(settings.log, settings.log.answers.length);
    } else {
      this.settings = settings;
      this.seed = settings.seed;
      this.seats = settings.seats;
      this.begin(settings);
    }
    this.seatIds = this.current.state.seats.map((s) => s.id);
    this.viewers = ['spectator', ...this.seatIds];
    this.currentSpeed = settings.speed ?? (this.humanSeats.length > 0 ? 'play' : 'paused');
    this.subject = new BehaviorSubject<PlaySnapshot>(this.snapshot());
    this.snapshot$ = this.subject.asObservable();
    this.schedule();
  }

  get game(): Game {
    return this.current;
  }

  get speed(): Speed {
    return this.currentSpeed;
  }

  get playing(): boolean {
    return this.currentSpeed !== 'paused';
  }

  get interval(): number {
    return this.intervalMs;
  }

  get live(): boolean {
    return this.shown === this.states.length - 1;
  }

  /** Seats a person answers for. */
  get humanSeats(): string[] {
    return this.current.state.seats.filter((s) => s.controller === 'human').map((s) => s.id);
  }

  /** The state shown (live, or the replayed point). */
  get state(): GameState {
    return this.states[this.shown] ?? this.current.state;
  }

  /** The shown state's hash: the same log replayed anywhere ends at the same hash. */
  hash(): string {
    const state = this.state;
    let hash = this.hashes.get(state);
    if (hash === undefined) this.hashes.set(state, (hash = stateHash(state)));
    return hash;
  }

  private readonly hashes = new WeakMap<GameState, string>();

  /** The shown state's hash if it has been worked out already (hashing a big state takes a couple of ms). */
  knownHash(): string | undefined {
    return this.hashes.get(this.state);
  }

  log(): GameLog {
    return this.current.log();
  }

  /** What `viewer` may see in the shown state; one view per viewer and state. */
  view(viewer: Viewer): StateView {
    const state = this.state;
    if (this.viewsOf !== state) {
      this.views.clear();
      this.viewsOf = state;
    }
    let view = this.views.get(viewer);
    if (!view) {
      view = viewFor(state, this.format, viewer);
      this.views.set(viewer, view);
    }
    return view;
  }

  /** The decisions waiting for a human seat, in the live game. */
  humanPending(): Decision[] {
    const humans = new Set(this.humanSeats);
    return this.current.pending.filter((d) => humans.has(d.seat));
  }

  /** Answer one pending bot decision. False when there was none (a human must answer, the game ended, or it is stuck). */
  step(): boolean {
    const answered = this.advance(1) > 0;
    this.publish();
    return answered;
  }

  /** A person's answer for a human seat. Refused while replaying an earlier point, or for a bot's decision. */
  answer(decisionId: string, choice: Choice): AnswerOutcome {
    if (!this.live) return { ok: false, reason: 'you are looking at an earlier point of the game: go back to the live game, or continue from here' };
    const decision = this.current.pending.find((d) => d.id === decisionId);
    if (!decision) return { ok: false, reason: `no decision ${decisionId} is pending` };
    if (!this.humanSeats.includes(decision.seat)) return { ok: false, reason: `${decision.seat} is not a human seat` };
    const outcome = this.current.answer(decisionId, choice);
    if (outcome.ok) {
      this.recordAnswer();
      this.schedule();
    }
    this.publish();
    return outcome;
  }

  setSpeed(speed: Speed): void {
    this.currentSpeed = speed;
    this.stopTimer();
    this.schedule();
    this.publish();
  }

  play(): void {
    this.setSpeed('play');
  }

  pause(): void {
    this.setSpeed('paused');
  }

  toggle(): void {
    this.setSpeed(this.playing ? 'paused' : 'play');
  }

  setInterval(ms: number): void {
    this.intervalMs = ms;
    this.stopTimer();
    this.schedule();
  }

  /** Is there a human answer to take back? */
  canUndo(): boolean {
    return this.lastHumanAnswer() >= 0;
  }

  /** Take back the last human answer: replay the log to just before it, so that seat is asked again. */
  undo(): boolean {
    const index = this.lastHumanAnswer();
    if (index < 0) return false;
    this.rebuild(this.current.log(), index);
    // The bots would only answer again at once; let the person look first.
    if (this.currentSpeed === 'fast') this.currentSpeed = 'play';
    this.schedule();
    this.publish();
    return true;
  }

  /** Show the state after `k` answers (the replay slider); the live game waits meanwhile. */
  seek(k: number): void {
    const at = Math.max(0, Math.min(this.states.length - 1, Math.round(k)));
    if (at === this.shown) return;
    this.shown = at;
    this.stopTimer();
    this.schedule();
    this.publish();
  }

  /** Back to the live game after replaying. */
  goLive(): void {
    this.seek(this.states.length - 1);
  }

  /** Drop every answer after the point shown and play on from there. */
  continueFromHere(): void {
    if (this.live) return;
    this.rebuild(this.current.log(), this.shown);
    this.schedule();
    this.publish();
  }

  /** The same game again from the start: same format, seats and seed. */
  restart(): void {
    this.stopTimer();
    if (this.settings) this.begin(this.settings);
    else this.rebuild({ ...this.firstLog!, answers: [] }, 0);
    this.schedule();
    this.publish();
  }

  dispose(): void {
    this.stopTimer();
    this.eventSub?.unsubscribe();
    this.current.complete();
    this.subject.complete();
  }

  private lastHumanAnswer(): number {
    const humans = new Set(this.humanSeats);
    const answers = this.current.log().answers;
    for (let i = answers.length - 1; i >= 0; i--) if (humans.has(answers[i]!.seat)) return i;
    return -1;
  }

  private begin(settings: PlaySettings): void {
    // Seats without a controller given (and automated seats a role adds on top of the
    // players) take their role's controller, else `controller`.
    const game = newGame({
      format: this.format,
      modules: this.modules,
      seed: settings.seed,
      seats: settings.seats,
      controllers: settings.controllers ? [...settings.controllers] : undefined,
      defaultController: settings.controller ?? 'bot:random',
      options: settings.options,
      preset: settings.preset,
    });
    this.adopt(game, settings.seed);
    try {
      game.start();
    } catch (e) {
      this.error = (e as Error).message;
    }
    this.recordAnswer();
  }

  /** Rebuild the game from a log, applying its first `upTo` answers, recording every event as it goes. */
  private rebuild(log: GameLog, upTo: number): void {
    const game = gameFromLog(log, this.format, this.modules);
    this.adopt(game, log.seed);
    try {
      game.start();
    } catch (e) {
      this.error = (e as Error).message;
    }
    this.recordAnswer();
    if (this.error) return;
    try {
      for (const [i, a] of log.answers.slice(0, upTo).entries()) {
        const outcome = game.answer(a.decision, a.choice);
        if (!outcome.ok) {
          this.error = `answer ${i + 1} of the log (${a.decision} by ${a.seat}) no longer applies: ${outcome.reason}`;
          break;
        }
        this.recordAnswer();
      }
    } catch (e) {
      this.error = (e as Error).message;
    }
  }

  private adopt(game: Game, seed: number): void {
    this.eventSub?.unsubscribe();
    this.current?.complete();
    this.current = game;
    this.entries = [];
    this.states = [];
    this.marks = [];
    this.shown = 0;
    this.error = null;
    this.asked.clear();
    const viewers: Viewer[] = ['spectator', ...game.state.seats.map((s) => s.id)];
    // Subscribe before start() so gameStarted and the setup events are logged too.
    this.eventSub = game.events$.subscribe((event) => this.record(event, viewers));
    this.driver = new Driver(game, seed);
  }

  /** After start or an answer: keep the new state and where the log stood. */
  private recordAnswer(): void {
    this.states.push(this.current.state);
    this.marks.push(this.entries.length);
    this.shown = this.states.length - 1;
  }

  /** Answer up to `max` bot decisions (live only); stops at a human decision, the end, or an error. */
  private advance(max: number, budgetMs = Infinity): number {
    if (!this.live || this.current.ended || this.error) return 0;
    const start = performance.now();
    let n = 0;
    while (n < max && performance.now() - start < budgetMs) {
      let answered: boolean;
      try {
        answered = this.driver.step();
      } catch (e) {
        this.error = (e as Error).message;
        break;
      }
      if (!answered) {
        if (!this.current.ended && !this.driver.waitingForHuman()) {
          this.error = this.current.pending.length > 0
            ? `no one can answer the pending decision (${this.current.pending.map((d) => d.seat).join(', ')})`
            : 'the game is waiting for nothing: no decision is pending and it has not ended';
        }
        break;
      }
      this.recordAnswer();
      n++;
    }
    return n;
  }

  private schedule(): void {
    if (this.timer !== undefined || this.currentSpeed === 'paused' || !this.live || this.current.ended || this.error) return;
    const fast = this.currentSpeed === 'fast';
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const answered = this.advance(fast ? Infinity : 1, fast ? FAST_BUDGET_MS : Infinity);
      if (this.current.ended || this.error) this.currentSpeed = 'paused';
      if (answered > 0 || this.currentSpeed === 'paused') this.publish();
      // Waiting for a person: nothing to do until they answer (answer() schedules again).
      if (answered > 0) this.schedule();
    }, fast ? 0 : this.intervalMs);
  }

  private record(event: GameEvent, viewers: readonly Viewer[]): void {
    if (event.type === 'decisionRequested') {
      const d = event.decision as unknown as Decision;
      this.asked.set(d.id, d);
    }
    const family = familyUi(this.format);
    const text: Record<Viewer, string> = {};
    for (const viewer of viewers) {
      const seen = this.current.redact(event, viewer);
      text[viewer] = family?.describe?.(seen, this.namesFor(viewer)) ?? eventText(seen, { ...this.textOptions, optionLabel: this.optionLabel });
    }
    this.entries.push({ seq: event.seq, type: event.type, kind: eventKind(event), seats: eventSeats(event), text });
  }

  /** Option labels of the decisions asked so far, for "p1 chose Play Kakita Toshi". */
  private readonly optionLabel = (decisionId: string, option: string): string | undefined => {
    const d = this.current.pending.find((p) => p.id === decisionId) ?? this.asked.get(decisionId);
    return d?.options.find((o) => o.id === option)?.label;
  };

  private readonly asked = new Map<string, Decision>();

  private namesFor(viewer: Viewer): CardNames {
    const state = this.current.state;
    return (id) => {
      const card = state.cards[id];
      if (!card) return 'a card';
      return cardVisibleTo(state, this.format, card.zone, card.faceUp, card.owner, viewer) ? card.name : 'a card';
    };
  }

  private snapshot(): PlaySnapshot {
    const live = this.live;
    return {
      state: this.state,
      log: this.entries.slice(0, this.marks[this.shown] ?? this.entries.length),
      speed: this.currentSpeed,
      playing: this.playing,
      error: this.error,
      at: this.shown,
      total: this.states.length - 1,
      live,
      waitingForHuman: live && !this.current.ended && this.driver.waitingForHuman(),
      canUndo: this.canUndo(),
    };
  }

  private publish(): void {
    this.subject.next(this.snapshot());
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** A seed for a new game when the URL names none. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}
