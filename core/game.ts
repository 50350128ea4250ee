// A running game for UIs, the CLI and simulations: the pure engine plus RxJS streams.
// Events reach subscribers only after a whole answer has been applied, so no rule ever
// runs inside a subscriber and subscription order can't change the game. What subscribers
// receive is frozen (events are copies made when they happen; the state and decisions are
// frozen before they go out, and the engine copies a frozen state before changing it), so
// nothing a subscriber does reaches the game.
import { Observable, Subject, map } from 'rxjs';
import type { AnswerRecord, Choice, Decision, GameEvent, GameLog, GameState, Json } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import { applyAnswer, createState, start, type Engine, type GameSetup } from './engine.ts';
import { RuleError } from './context.ts';
import { SeatError } from './seats.ts';
import { viewFor, redactEvent, type Viewer, type StateView } from './view.ts';
import { stateHash } from './hash.ts';
import { deepFreeze } from './copy.ts';
import { GENERATOR } from './rng.ts';

export class GameError extends Error {}

export type AnswerOutcome = { ok: true } | { ok: false; reason: string };

export class Game {
  readonly engine: Engine;
  readonly setup: GameSetup;
  private current: GameState;
  private readonly answers: AnswerRecord[] = [];
  private readonly eventsSubject = new Subject<GameEvent>();
  private readonly stateSubject = new Subject<GameState>();
  private readonly decisionsSubject = new Subject<readonly Decision[]>();
  private seq = 0;
  private started = false;

  /** Every change, in order, as typed events (see core/README.md), frozen. */
  readonly events$: Observable<GameEvent>;
  /** The full state now and after each applied answer, frozen: for trusted code (a seat's screen uses view()). */
  readonly state$: Observable<GameState>;
  /** The pending decisions now and after each applied answer, frozen. */
  readonly decisions$: Observable<readonly Decision[]>;

  constructor(format: ResolvedFormat, module: RulesModule, setup: GameSetup) {
    this.engine = { format, module };
    this.setup = setup;
    try {
      this.current = createState(this.engine, setup);
    } catch (e) {
      throw asGameError(e);
    }
    this.events$ = this.eventsSubject.asObservable();
    // A new subscriber gets the state as it is now, then each one after.
    this.state$ = new Observable<GameState>((subscriber) => {
      subscriber.next(this.frozenState());
      return this.stateSubject.subscribe(subscriber);
    });
    this.decisions$ = new Observable<readonly Decision[]>((subscriber) => {
      subscriber.next(this.frozenState().pending);
      return this.decisionsSubject.subscribe(subscriber);
    });
  }

  /** Run to the first decision. Separate from construction so callers can subscribe first. */
  start(): void {
    if (this.started) return;
    this.started = true;
    // A subscriber may already have been handed the created state, frozen.
    if (Object.isFrozen(this.current)) this.current = structuredClone(this.current);
    let events: GameEvent[];
    try {
      events = start(this.engine, this.current, !this.eventsSubject.observed);
    } catch (e) {
      throw asGameError(e);
    }
    this.publish(events);
  }

  /** The live full state, for trusted code (tests, simulations): never hand it to a seat. */
  get state(): GameState {
    return this.current;
  }

  get format(): ResolvedFormat {
    return this.engine.format;
  }

  get pending(): Decision[] {
    return this.current.pending;
  }

  get ended(): boolean {
    return this.current.ended;
  }

  /**
   * `seat` answers one of its pending decisions, changing the state in place (`state` is the
   * same object before and after: copy it to keep one). An illegal answer (or one to another
   * seat's decision) is rejected with a reason before anything changes; a rules error while
   * resolving leaves the state as it was, rebuilt from the setup and the answers before it.
   */
  answer(seat: string, decisionId: string, choice: Choice): AnswerOutcome {
    // A state handed to subscribers is frozen: change a copy of it.
    if (Object.isFrozen(this.current)) this.current = structuredClone(this.current);
    let result;
    try {
      result = applyAnswer(this.engine, this.current, seat, decisionId, choice, !this.eventsSubject.observed);
    } catch (e) {
      this.current = this.replayed();
      return { ok: false, reason: `rules error while resolving ${decisionId}: ${(e as Error).message}` };
    }
    if (!result.ok) return result;
    this.answers.push({ decision: decisionId, seat, choice });
    this.publish(result.events);
    return { ok: true };
  }

  /**
   * The state after the answers applied so far, played again from the setup: a game is a pure
   * function of its log, so this undoes a half-applied answer without a copy before each one.
   */
  private replayed(): GameState {
    const state = createState(this.engine, this.setup);
    if (this.started) start(this.engine, state, true);
    for (const a of this.answers) applyAnswer(this.engine, state, a.seat, a.decision, a.choice, true);
    return state;
  }

  view(viewer: Viewer): StateView {
    return viewFor(this.current, this.engine.format, viewer);
  }

  /** The event stream as one viewer may see it, redacted when each event is published. */
  eventsFor$(viewer: Viewer): Observable<GameEvent> {
    return this.events$.pipe(map((e) => this.redact(e, viewer)));
  }

  /** Events as a viewer may see them, redacted against the state at emission time. */
  redact(event: GameEvent, viewer: Viewer): GameEvent {
    return redactEvent(this.current, this.engine.format, event, viewer, this.engine.module.events);
  }

  hash(): string {
    return stateHash(this.current);
  }

  /** The full log: format, settings, seed and answers. The seed deals every hidden card: it is the owner's. */
  log(): GameLog {
    return structuredClone({
      format: this.current.format,
      options: this.setup.options,
      params: this.setup.params,
      seats: this.current.seats.map((s) => ({ controller: s.controller })),
      seed: this.setup.seed,
      generator: GENERATOR,
      answers: this.answers,
      ...(this.setup.scenario ? { scenario: this.setup.scenario as unknown as Json } : {}),
      ...(this.setup.startPhase ? { startPhase: this.setup.startPhase } : {}),
    });
  }

  private publish(events: GameEvent[]): void {
    const observed = this.eventsSubject.observed;
    for (const e of events) {
      e.seq = this.seq++;
      // Unobserved (a simulation), an event reaches no one: no need to freeze it.
      if (observed) this.eventsSubject.next(deepFreeze(e));
    }
    if (this.stateSubject.observed) this.stateSubject.next(this.frozenState());
    if (this.decisionsSubject.observed) this.decisionsSubject.next(this.frozenState().pending);
  }

  /** The state, frozen for subscribers; the engine works on a copy of a frozen state. */
  private frozenState(): GameState {
    return deepFreeze(this.current);
  }

  complete(): void {
    this.eventsSubject.complete();
    this.stateSubject.complete();
    this.decisionsSubject.complete();
  }
}

function asGameError(e: unknown): Error {
  return e instanceof RuleError || e instanceof SeatError ? new GameError((e as Error).message) : (e as Error);
}
