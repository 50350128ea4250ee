// One game on the play page, outside any component: the Game, the answers of the human
// seats, the seed, and what each viewer may see of the state shown. Three parts do the rest:
// Autoplay answers for the bot and automaton seats at the chosen speed, History keeps the
// states for the replay slider, and ViewerLog writes the event log redacted for every viewer.
// Components follow `snapshot$` (see ObservableController) and call the methods here. In
// hot-seat several people share the page, so what is secret (the game, the seed, other
// seats' views and log lines) lives in private fields and goes out one viewer at a time.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ResolvedFormat } from '../core/format.ts';
import type { AnswerOutcome, Game } from '../core/game.ts';
import { stateHash } from '../core/hash.ts';
import type { OptionValue } from '../core/load/options.ts';
import { secretSeed } from '../core/rng.ts';
import type { RulesModule } from '../core/rules-module.ts';
import { gameFromLog, newGame } from '../core/session.ts';
import type { Choice, Decision, GameLog, GameState, Seed, Winner } from '../core/types.ts';
import { othersDecision, viewFor, type OthersDecision, type StateView, type Viewer } from '../core/view.ts';
import { rulesModules } from '../formats/index.ts';
import type { LogLine } from './event-log.ts';
import { Autoplay, type Speed } from './session/autoplay.ts';
import { History, lastAnswerBy } from './session/history.ts';
import { ViewerLog } from './session/viewer-log.ts';
import { answerable } from '../core/aside.ts';

export type { Speed };

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
  readonly #seed: Seed;
  #seedRevealed = false;
  #game!: Game;
  #log!: ViewerLog;
  readonly #history = new History();
  readonly #autoplay: Autoplay;
  #error: string | null = null;
  #views = new Map<Viewer, StateView>();
  #viewsOf: GameState | undefined;
  readonly #hashes = new WeakMap<GameState, string>();
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
    // The bots' seed. Their moves are public, so with a secret seed they must not be a function
    // of it; a seed someone chose (or a saved log's) is no secret, and the bots play as in `simulate`.
    let botSeed: Seed;
    if ('log' in settings) {
      this.#firstLog = settings.log;
      this.#seed = settings.log.seed;
      botSeed = this.#seed;
      this.seats = settings.log.seats.length;
    } else {
      this.#settings = settings;
      this.#seed = settings.seed ?? secretSeed();
      botSeed = settings.seed ?? secretSeed();
      this.seats = settings.seats;
    }
    this.#autoplay = new Autoplay(
      {
        live: () => this.live,
        error: () => this.#error,
        fail: (reason) => (this.#error = reason),
        answered: () => this.#recordAnswer(),
        publish: () => this.#publish(),
      },
      botSeed,
      settings.interval ?? 400,
    );
    if ('log' in settings) this.#rebuild(settings.log, settings.log.answers.length);
    else this.#begin(settings);
    this.seatIds = this.#game.state.seats.map((s) => s.id);
    this.viewers = ['spectator', ...this.seatIds];
    this.#autoplay.setSpeed(settings.speed ?? (this.humanSeats.length > 0 ? 'play' : 'paused'));
    this.#subject = new BehaviorSubject<PlaySnapshot>(this.#snapshot());
    this.snapshot$ = this.#subject.asObservable();
  }

  get speed(): Speed {
    return this.#autoplay.speed;
  }

  get playing(): boolean {
    return this.speed !== 'paused';
  }

  get interval(): number {
    return this.#autoplay.interval;
  }

  get live(): boolean {
    return this.#history.live;
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
    return this.#log.lines(viewer, this.#logLength);
  }

  /** The decisions waiting for a human seat, in the live game, as each seat is shown its own. */
  humanPending(): Decision[] {
    const humans = new Set(this.humanSeats);
    return this.#game.pending.filter((d) => humans.has(d.seat));
  }

  /** Answer one pending bot decision. False when there was none (a human must answer, the game ended, or it is stuck). */
  step(): boolean {
    const answered = this.#autoplay.step();
    this.#publish();
    return answered;
  }

  /** A person's answer for a human seat. Refused while replaying an earlier point, or for a bot's decision. */
  answer(decisionId: string, choice: Choice): AnswerOutcome {
    if (!this.live)
      return { ok: false, reason: 'you are looking at an earlier point of the game: go back to the live game, or continue from here' };
    // A standing decision (a treaty proposed at any time) is answered like a pending one.
    const decision = answerable(this.#game.state, decisionId);
    if (!decision) return { ok: false, reason: `no decision ${decisionId} is pending` };
    if (!this.humanSeats.includes(decision.seat)) return { ok: false, reason: `${decision.seat} is not a human seat` };
    const outcome = this.#game.answer(decision.seat, decisionId, choice);
    if (outcome.ok) {
      this.#recordAnswer();
      this.#autoplay.schedule();
    }
    this.#publish();
    return outcome;
  }

  setSpeed(speed: Speed): void {
    this.#autoplay.setSpeed(speed);
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
    this.#autoplay.setInterval(ms);
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
    this.#autoplay.slowDown();
    this.#autoplay.schedule();
    this.#publish();
    return true;
  }

  /** Show the state after `k` answers (the replay slider); the live game waits meanwhile. */
  seek(k: number): void {
    if (!this.#history.seek(k)) return;
    this.#autoplay.stop();
    this.#autoplay.schedule();
    this.#publish();
  }

  /** Back to the live game after replaying. */
  goLive(): void {
    this.seek(this.#history.total);
  }

  /** Drop every answer after the point shown and play on from there. */
  continueFromHere(): void {
    if (this.live) return;
    this.#rebuild(this.#game.log(), this.#history.at);
    this.#autoplay.schedule();
    this.#publish();
  }

  /** The same game again from the start: same format, seats and seed. */
  restart(): void {
    this.#autoplay.stop();
    if (this.#settings) this.#begin(this.#settings);
    else this.#rebuild({ ...this.#firstLog!, answers: [] }, 0);
    this.#autoplay.schedule();
    this.#publish();
  }

  dispose(): void {
    this.#autoplay.stop();
    this.#log.dispose();
    this.#game.complete();
    this.#subject.complete();
  }

  /** The state shown (live, or the replayed point). */
  get #state(): GameState {
    return this.#history.shown ?? this.#game.state;
  }

  /** Log entries up to the state shown. */
  get #logLength(): number {
    return this.#history.logLength ?? this.#log.length;
  }

  #lastHumanAnswer(): number {
    return lastAnswerBy(this.humanSeats, this.#game.log().answers);
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

  /** A new game (or the same rebuilt) in place of the one before: its own log, history and bots. */
  #adopt(game: Game): void {
    // The log subscribes before start() so gameStarted and the setup events are logged too.
    this.#log?.dispose();
    this.#game?.complete();
    this.#game = game;
    games.set(this, game);
    this.#log = new ViewerLog(game, this.format, this.#modules);
    this.#history.clear();
    this.#error = null;
    this.#autoplay.drive(game);
  }

  /** After start or an answer: keep a copy of the new state (the game changes its own in place) and where the log stood. */
  #recordAnswer(): void {
    this.#history.record(structuredClone(this.#game.state), this.#log.length);
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
      logLength: this.#logLength,
      speed: this.speed,
      playing: this.playing,
      error: this.#error,
      at: this.#history.at,
      total: this.#history.total,
      live,
      waitingForHuman: live && !this.#game.ended && this.#autoplay.waitingForHuman(),
      canUndo: this.canUndo(),
    };
  }

  #publish(): void {
    this.#subject.next(this.#snapshot());
  }
}
