// A running game for UIs, the CLI and simulations: the pure engine plus RxJS streams.
// Events reach subscribers only after a whole answer has been applied, so no rule ever
// runs inside a subscriber and subscription order can't change the game.
import { BehaviorSubject, Subject, map, type Observable } from 'rxjs';
import type { AnswerRecord, Choice, Decision, GameEvent, GameLog, GameState, Json } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import { applyAnswer, createState, start, type Engine, type GameSetup } from './engine.ts';
import { RuleError } from './context.ts';
import { SeatError } from './seats.ts';
import { viewFor, redactEvent, type Viewer, type StateView } from './view.ts';
import { stateHash } from './hash.ts';

export class GameError extends Error {}

export type AnswerOutcome = { ok: true } | { ok: false; reason: string };

export class Game {
  readonly engine: Engine;
  readonly setup: GameSetup;
  private current: GameState;
  private readonly answers: AnswerRecord[] = [];
  private readonly eventsSubject = new Subject<GameEvent>();
  private readonly stateSubject: BehaviorSubject<GameState>;
  private readonly decisionsSubject: BehaviorSubject<Decision[]>;
  private seq = 0;
  private started = false;

  /** Every change, in order, as typed events (see core/README.md). */
  readonly events$: Observable<GameEvent>;
  /** The state after each applied answer. Treat as read-only. */
  readonly state$: Observable<GameState>;
  /** The pending decisions after each applied answer. */
  readonly decisions$: Observable<Decision[]>;

  constructor(format: ResolvedFormat, module: RulesModule, setup: GameSetup) {
    this.engine = { format, module };
    this.setup = setup;
    try {
      this.current = createState(this.engine, setup);
    } catch (e) {
      throw asGameError(e);
    }
    this.stateSubject = new BehaviorSubject(this.current);
    this.decisionsSubject = new BehaviorSubject<Decision[]>([]);
    this.events$ = this.eventsSubject.asObservable();
    this.state$ = this.stateSubject.asObservable();
    this.decisions$ = this.decisionsSubject.asObservable();
  }

  /** Run to the first decision. Separate from construction so callers can subscribe first. */
  start(): void {
    if (this.started) return;
    this.started = true;
    let events: GameEvent[];
    try {
      events = start(this.engine, this.current);
    } catch (e) {
      throw asGameError(e);
    }
    this.publish(events);
  }

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
   * Answer a pending decision. An illegal answer is rejected with a reason and the state is
   * untouched; a rules error while resolving also leaves the state as it was.
   */
  answer(decisionId: string, choice: Choice): AnswerOutcome {
    const draft = structuredClone(this.current);
    let result;
    try {
      result = applyAnswer(this.engine, draft, decisionId, choice);
    } catch (e) {
      return { ok: false, reason: `rules error while resolving ${decisionId}: ${(e as Error).message}` };
    }
    if (!result.ok) return result;
    const decision = this.current.pending.find((d) => d.id === decisionId)!;
    this.answers.push({ decision: decisionId, seat: decision.seat, choice });
    this.current = draft;
    this.publish(result.events);
    return { ok: true };
  }

  /** Apply an answer without the safety copy: for simulations, where speed matters and any error aborts the game. */
  answerUnchecked(decisionId: string, choice: Choice): AnswerOutcome {
    const decision = this.current.pending.find((d) => d.id === decisionId);
    const result = applyAnswer(this.engine, this.current, decisionId, choice);
    if (!result.ok) return result;
    this.answers.push({ decision: decisionId, seat: decision!.seat, choice });
    this.publish(result.events);
    return { ok: true };
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
    return redactEvent(this.current, this.engine.format, event, viewer);
  }

  hash(): string {
    return stateHash(this.current);
  }

  log(): GameLog {
    return {
      format: { ...this.current.format },
      options: this.setup.options,
      params: this.setup.params,
      seats: this.current.seats.map((s) => ({ controller: s.controller })),
      seed: this.setup.seed,
      answers: [...this.answers],
      ...(this.setup.scenario ? { scenario: this.setup.scenario as unknown as Json } : {}),
      ...(this.setup.startPhase ? { startPhase: this.setup.startPhase } : {}),
    };
  }

  private publish(events: GameEvent[]): void {
    for (const e of events) {
      e.seq = this.seq++;
      this.eventsSubject.next(e);
    }
    this.stateSubject.next(this.current);
    this.decisionsSubject.next(this.current.pending);
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
