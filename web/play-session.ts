// One game on the play page, outside any component: the Game, a Driver answering the bot
// and automaton seats at the chosen speed, the answers of the human seats, the history of
// states (for the replay slider), undo, and the event log already redacted for every viewer.
// Components follow `snapshot$` (see ObservableController) and call the methods here. In
// hot-seat several people share the page, so what is secret (the game, the seed, other
// seats' views and log lines) lives in private fields and goes out one viewer at a time.
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ResolvedFormat } from '../core/format.ts';
import { Driver } from '../core/driver.ts';
import type { AnswerOutcome, Game } from '../core/game.ts';
import type { OptionValue } from '../core/load/options.ts';
import type { RulesModule } from '../core/rules-module.ts';
import { newGame } from '../core/session.ts';
import type { Choice, Decision, GameEvent, GameLog, GameState, Seed, Winner } from '../core/types.ts';
import { cardVisibleTo, othersDecision, viewFor, type OthersDecision, type StateView, type Viewer } from '../core/view.ts';
import type { LogLine } from './event-log.ts';
import { stateHash } from '../core/hash.ts';
import { seedNumber } from '../core/rng.ts';
import { rulesModules } from '../formats/index.ts';
import { eventKind, eventSeats, eventText, zoneWords, type EventKind, type EventTextOptions } from './event-text.ts';
import { familyUi, looksOf, type CardNames } from './family/registry.ts';
import { gameFromLog } from '../core/session.ts';
import './family/index.ts';

/** One event as every viewer may read it; kept inside the session, handed out one viewer at a time. */
interface LogEntry {
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

/** What everyone at the table may know of the game shown: who sits where, who decides what (never the options), the end. */
export interface PublicTable {
  seats: readonly { id: string; controller: string; team: string; eliminated: boolean }[];
  pending: readonly OthersDecision[];
  round: number;
  phase: string | null;
  ended: boolean;
  winner: Winner | null;
}

/**
 * The session as components follow it. Public facts only: a seat's own view, decisions and
 * log lines come from `view(viewer)` and `logLines(viewer)`, so nothing a page holds on to
 * carries another seat's hidden cards or the seed.
 */
export interface PlaySnapshot {
  table: PublicTable;
  /** Log entries up to the state shown (read them with logLines(viewer)). */
  logLength: number;
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
  /** The deal to play; absent: a random seed, kept secret until the game ends. */
  seed?: Seed;
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

/** Each session's game, for gameOf: module-private, so no object a page holds leads to it. */
const games = new WeakMap<PlaySession, Game>();

/** The game behind a session, for tests and tools that may see everything (never for a seat's screen). */
export function gameOf(session: PlaySession): Game {
  return games.get(session)!;
}

/** At speed `fast`, answer bots for this long before letting the page draw. */
const FAST_BUDGET_MS = 12;

export class PlaySession {
  readonly format: ResolvedFormat;
  readonly seats: number;
  readonly viewers: readonly Viewer[];
  /** The seat ids, in order (one array for the game's life, so components see no change). */
  readonly seatIds: readonly string[];
  readonly snapshot$: Observable<PlaySnapshot>;
  // Everything that holds hidden cards or the seed is private (#): no component, DOM
  // property or script walking the page's objects reaches it.
  readonly #modules: Record<string, RulesModule>;
  readonly #textOptions: EventTextOptions;
  readonly #seed: Seed;
  /**
   * The bots' seed. Their moves are public, so with a secret seed they must not be a function
   * of it; a seed someone chose (or a saved log's) is no secret, and the bots play as in `simulate`.
   */
  readonly #botSeed: number;
  #seedRevealed = false;
  #game!: Game;
  #driver!: Driver;
  #entries: LogEntry[] = [];
  /** states[k]: the state after k answers; marks[k]: the log length then. */
  #states: GameState[] = [];
  #marks: number[] = [];
  #shown = 0;
  #eventSub: Subscription | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #speed: Speed;
  #interval: number;
  #error: string | null = null;
  #views = new Map<Viewer, StateView>();
  #viewsOf: GameState | undefined;
  #lines = new Map<Viewer, { length: number; lines: LogLine[] }>();
  readonly #hashes = new WeakMap<GameState, string>();
  readonly #asked = new Map<string, Decision>();
  readonly #firstLog: GameLog | undefined;
  readonly #settings: PlaySettings | undefined;
  readonly #subject: BehaviorSubject<PlaySnapshot>;

  /** Throws GameError or LoadError when the settings don't fit the format (a seat count out of range, an unknown option). */
  constructor(
    format: ResolvedFormat,
    settings: PlaySettings | { log: GameLog; modules?: Record<string, RulesModule>; interval?: number; speed?: Speed },
  ) {
    this.format = format;
    this.#modules = settings.modules ?? rulesModules;
    this.#interval = settings.interval ?? 400;
    const module = format.rules ? this.#modules[format.rules] : undefined;
    const labels = Object.fromEntries(format.zones.flatMap((z) => (z.label ? [[z.id, z.label]] : [])));
    this.#textOptions = {
      templates: module?.events && Object.fromEntries(Object.entries(module.events).map(([type, spec]) => [type, spec.doc])),
      phaseNames: Object.fromEntries(Object.entries(format.phases).flatMap(([id, def]) => (def.name ? [[id, def.name]] : []))),
      zoneName: (key) => zoneWords(key, labels),
      turned: looksOf(format.family ?? '').turned,
    };
    if ('log' in settings) {
      this.#firstLog = settings.log;
      this.#seed = settings.log.seed;
      this.#botSeed = seedNumber(this.#seed);
      this.seats = settings.log.seats.length;
      this.#rebuild(settings.log, settings.log.answers.length);
    } else {
      this.#settings = settings;
      this.#seed = settings.seed ?? secretSeed();
      this.#botSeed = settings.seed === undefined ? secretSeed() : seedNumber(settings.seed);
      this.seats = settings.seats;
      this.#begin(settings);
    }
    this.seatIds = this.#game.state.seats.map((s) => s.id);
    this.viewers = ['spectator', ...this.seatIds];
    this.#speed = settings.speed ?? (this.humanSeats.length > 0 ? 'play' : 'paused');
    this.#subject = new BehaviorSubject<PlaySnapshot>(this.#snapshot());
    this.snapshot$ = this.#subject.asObservable();
    this.#schedule();
  }

  get speed(): Speed {
    return this.#speed;
  }

  get playing(): boolean {
    return this.#speed !== 'paused';
  }

  get interval(): number {
    return this.#interval;
  }

  get live(): boolean {
    return this.#shown === this.#states.length - 1;
  }

  /** Seats a person answers for. */
  get humanSeats(): string[] {
    return this.#game.state.seats.filter((s) => s.controller === 'human').map((s) => s.id);
  }

  /**
   * The seed, once it gives nothing away: after the game ends, or when someone at the table
   * asked to see it (revealSeed). From the seed and the format anyone can deal every hidden card.
   */
  get shownSeed(): Seed | null {
    return this.#seedRevealed || this.#game.ended ? this.#seed : null;
  }

  /** Show the seed while the game is on (the page warns first). */
  revealSeed(): Seed {
    this.#seedRevealed = true;
    this.#publish();
    return this.#seed;
  }

  /** The shown state's hash: the same log replayed anywhere ends at the same hash. */
  hash(): string {
    const state = this.#state;
    let hash = this.#hashes.get(state);
    if (hash === undefined) this.#hashes.set(state, (hash = stateHash(state)));
    return hash;
  }

  /** The shown state's hash if it has been worked out already (hashing a big state takes a couple of ms). */
  knownHash(): string | undefined {
    return this.#hashes.get(this.#state);
  }

  /** The whole log, seed included: the owner's file (Save log), which replays the game anywhere. */
  log(): GameLog {
    return this.#game.log();
  }

  /** What `viewer` may see in the shown state; one view per viewer and state. */
  view(viewer: Viewer): StateView {
    const state = this.#state;
    if (this.#viewsOf !== state) {
      this.#views.clear();
      this.#viewsOf = state;
    }
    let view = this.#views.get(viewer);
    if (!view) {
      view = viewFor(state, this.format, viewer);
      this.#views.set(viewer, view);
    }
    return view;
  }

  /** The log up to the state shown, as `viewer` reads it; the same array while neither changes. */
  logLines(viewer: Viewer): LogLine[] {
    const length = this.#marks[this.#shown] ?? this.#entries.length;
    const memo = this.#lines.get(viewer);
    if (memo?.length === length) return memo.lines;
    const lines = this.#entries
      .slice(0, length)
      .map((e) => ({ seq: e.seq, type: e.type, kind: e.kind, seats: e.seats, text: e.text[viewer] ?? e.text.spectator ?? '' }));
    this.#lines.set(viewer, { length, lines });
    return lines;
  }

  /** The decisions waiting for a human seat, in the live game, as each seat is shown its own. */
  humanPending(): Decision[] {
    const humans = new Set(this.humanSeats);
    return this.#game.pending.filter((d) => humans.has(d.seat));
  }

  /** Answer one pending bot decision. False when there was none (a human must answer, the game ended, or it is stuck). */
  step(): boolean {
    const answered = this.#advance(1) > 0;
    this.#publish();
    return answered;
  }

  /** A person's answer for a human seat. Refused while replaying an earlier point, or for a bot's decision. */
  answer(decisionId: string, choice: Choice): AnswerOutcome {
    if (!this.live)
      return { ok: false, reason: 'you are looking at an earlier point of the game: go back to the live game, or continue from here' };
    const decision = this.#game.pending.find((d) => d.id === decisionId);
    if (!decision) return { ok: false, reason: `no decision ${decisionId} is pending` };
    if (!this.humanSeats.includes(decision.seat)) return { ok: false, reason: `${decision.seat} is not a human seat` };
    const outcome = this.#game.answer(decision.seat, decisionId, choice);
    if (outcome.ok) {
      this.#recordAnswer();
      this.#schedule();
    }
    this.#publish();
    return outcome;
  }

  setSpeed(speed: Speed): void {
    this.#speed = speed;
    this.#stopTimer();
    this.#schedule();
    this.#publish();
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
    this.#interval = ms;
    this.#stopTimer();
    this.#schedule();
  }

  /** Is there a human answer to take back? */
  canUndo(): boolean {
    return this.#lastHumanAnswer() >= 0;
  }

  /** Take back the last human answer: replay the log to just before it, so that seat is asked again. */
  undo(): boolean {
    const index = this.#lastHumanAnswer();
    if (index < 0) return false;
    this.#rebuild(this.#game.log(), index);
    // The bots would only answer again at once; let the person look first.
    if (this.#speed === 'fast') this.#speed = 'play';
    this.#schedule();
    this.#publish();
    return true;
  }

  /** Show the state after `k` answers (the replay slider); the live game waits meanwhile. */
  seek(k: number): void {
    const at = Math.max(0, Math.min(this.#states.length - 1, Math.round(k)));
    if (at === this.#shown) return;
    this.#shown = at;
    this.#stopTimer();
    this.#schedule();
    this.#publish();
  }

  /** Back to the live game after replaying. */
  goLive(): void {
    this.seek(this.#states.length - 1);
  }

  /** Drop every answer after the point shown and play on from there. */
  continueFromHere(): void {
    if (this.live) return;
    this.#rebuild(this.#game.log(), this.#shown);
    this.#schedule();
    this.#publish();
  }

  /** The same game again from the start: same format, seats and seed. */
  restart(): void {
    this.#stopTimer();
    if (this.#settings) this.#begin(this.#settings);
    else this.#rebuild({ ...this.#firstLog!, answers: [] }, 0);
    this.#schedule();
    this.#publish();
  }

  dispose(): void {
    this.#stopTimer();
    this.#eventSub?.unsubscribe();
    this.#game.complete();
    this.#subject.complete();
  }

  /** The state shown (live, or the replayed point). */
  get #state(): GameState {
    return this.#states[this.#shown] ?? this.#game.state;
  }

  #lastHumanAnswer(): number {
    const humans = new Set(this.humanSeats);
    const answers = this.#game.log().answers;
    for (let i = answers.length - 1; i >= 0; i--) if (humans.has(answers[i]!.seat)) return i;
    return -1;
  }

  #begin(settings: PlaySettings): void {
    // Seats without a controller given (and automated seats a role adds on top of the
    // players) take their role's controller, else `controller`.
    const game = newGame({
      format: this.format,
      modules: this.#modules,
      seed: this.#seed,
      seats: settings.seats,
      controllers: settings.controllers ? [...settings.controllers] : undefined,
      defaultController: settings.controller ?? 'bot:random',
      options: settings.options,
      preset: settings.preset,
    });
    this.#adopt(game);
    try {
      game.start();
    } catch (e) {
      this.#error = (e as Error).message;
    }
    this.#recordAnswer();
  }

  /** Rebuild the game from a log, applying its first `upTo` answers, recording every event as it goes. */
  #rebuild(log: GameLog, upTo: number): void {
    const game = gameFromLog(log, this.format, this.#modules);
    this.#adopt(game);
    try {
      game.start();
    } catch (e) {
      this.#error = (e as Error).message;
    }
    this.#recordAnswer();
    if (this.#error) return;
    try {
      for (const [i, a] of log.answers.slice(0, upTo).entries()) {
        const outcome = game.answer(a.seat, a.decision, a.choice);
        if (!outcome.ok) {
          this.#error = `answer ${i + 1} of the log (${a.decision} by ${a.seat}) no longer applies: ${outcome.reason}`;
          break;
        }
        this.#recordAnswer();
      }
    } catch (e) {
      this.#error = (e as Error).message;
    }
  }

  #adopt(game: Game): void {
    this.#eventSub?.unsubscribe();
    this.#game?.complete();
    this.#game = game;
    games.set(this, game);
    this.#entries = [];
    this.#lines.clear();
    this.#states = [];
    this.#marks = [];
    this.#shown = 0;
    this.#error = null;
    this.#asked.clear();
    const viewers: Viewer[] = ['spectator', ...game.state.seats.map((s) => s.id)];
    // Subscribe before start() so gameStarted and the setup events are logged too.
    this.#eventSub = game.events$.subscribe((event) => this.#record(event, viewers));
    this.#driver = new Driver(game, this.#botSeed);
  }

  /** After start or an answer: keep the new state and where the log stood. */
  #recordAnswer(): void {
    this.#states.push(this.#game.state);
    this.#marks.push(this.#entries.length);
    this.#shown = this.#states.length - 1;
  }

  /** Answer up to `max` bot decisions (live only); stops at a human decision, the end, or an error. */
  #advance(max: number, budgetMs = Infinity): number {
    if (!this.live || this.#game.ended || this.#error) return 0;
    const start = performance.now();
    let n = 0;
    while (n < max && performance.now() - start < budgetMs) {
      let answered: boolean;
      try {
        answered = this.#driver.step();
      } catch (e) {
        this.#error = (e as Error).message;
        break;
      }
      if (!answered) {
        if (!this.#game.ended && !this.#driver.waitingForHuman()) {
          this.#error =
            this.#game.pending.length > 0
              ? `no one can answer the pending decision (${this.#game.pending.map((d) => d.seat).join(', ')})`
              : 'the game is waiting for nothing: no decision is pending and it has not ended';
        }
        break;
      }
      this.#recordAnswer();
      n++;
    }
    return n;
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#speed === 'paused' || !this.live || this.#game.ended || this.#error) return;
    const fast = this.#speed === 'fast';
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        const answered = this.#advance(fast ? Infinity : 1, fast ? FAST_BUDGET_MS : Infinity);
        if (this.#game.ended || this.#error) this.#speed = 'paused';
        if (answered > 0 || this.#speed === 'paused') this.#publish();
        // Waiting for a person: nothing to do until they answer (answer() schedules again).
        if (answered > 0) this.#schedule();
      },
      fast ? 0 : this.#interval,
    );
  }

  #record(event: GameEvent, viewers: readonly Viewer[]): void {
    if (event.type === 'decisionRequested') {
      const d = event.decision as unknown as Decision;
      this.#asked.set(d.id, d);
    }
    const family = familyUi(this.format);
    const text: Record<Viewer, string> = {};
    for (const viewer of viewers) {
      const seen = this.#game.redact(event, viewer);
      text[viewer] =
        family?.describe?.(seen, this.#namesFor(viewer)) ?? eventText(seen, { ...this.#textOptions, optionLabel: this.#optionLabel });
    }
    this.#entries.push({ seq: event.seq, type: event.type, kind: eventKind(event), seats: eventSeats(event), text });
  }

  /** Option labels of the decisions asked so far, for "p1 chose Play Kakita Toshi". */
  readonly #optionLabel = (decisionId: string, option: string): string | undefined => {
    const d = this.#game.pending.find((p) => p.id === decisionId) ?? this.#asked.get(decisionId);
    return d?.options.find((o) => o.id === option)?.label;
  };

  #namesFor(viewer: Viewer): CardNames {
    const state = this.#game.state;
    return (id) => {
      const card = state.cards[id];
      if (!card) return 'a card';
      return cardVisibleTo(state, this.format, card.zone, card.faceUp, card.owner, viewer) ? card.name : 'a card';
    };
  }

  #snapshot(): PlaySnapshot {
    const live = this.live;
    const state = this.#state;
    return {
      table: {
        seats: state.seats.map((s) => ({ id: s.id, controller: s.controller, team: s.team, eliminated: s.eliminated })),
        pending: state.pending.map(othersDecision),
        round: state.round,
        phase: state.phase,
        ended: state.ended,
        winner: state.winner,
      },
      logLength: this.#marks[this.#shown] ?? this.#entries.length,
      speed: this.#speed,
      playing: this.playing,
      error: this.#error,
      at: this.#shown,
      total: this.#states.length - 1,
      live,
      waitingForHuman: live && !this.#game.ended && this.#driver.waitingForHuman(),
      canUndo: this.canUndo(),
    };
  }

  #publish(): void {
    this.#subject.next(this.#snapshot());
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

/**
 * A seed no one at the table can guess: 53 random bits from the browser's cryptographic
 * generator (a small seed could be found by dealing every one until the hand on screen matches).
 */
export function secretSeed(): number {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi! & 0x1fffff) * 2 ** 32 + lo!;
}
