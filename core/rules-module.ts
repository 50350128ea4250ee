// What a format family's TypeScript rules module provides. The YAML names these hooks;
// the engine calls them with a RuleContext and never from inside an RxJS subscriber.
import type { Json, SeatId, DecisionOption, Decision, GameState, Winner, Choice } from './types.ts';
import type { RuleContext } from './context.ts';
import type { ResolvedFormat } from './format.ts';
import type { EventSpec } from './events.ts';
import type { Timing, Trigger, WindowEvent } from './event-window.ts';
import type { Vocabulary } from './ability/vocabulary.ts';

/** A rule hook: runs to completion; pauses only by asking (ctx.ask) or pushing steps. */
export type RuleHook = (ctx: RuleContext) => void;

/** Legal options of a named action for one seat, and how to perform the chosen one. */
export interface ActionProvider {
  options(ctx: RuleContext, seat: SeatId): DecisionOption[];
  perform(ctx: RuleContext, seat: SeatId, option: DecisionOption): void;
  /**
   * Its options depend only on what every seat can see, so a seat with none may pass
   * unasked. Leave it out when they depend on a hand or a facedown card.
   */
  public?: boolean;
}

/** An automaton answers a seat's decisions by the format's printed rules. */
export type Automaton = (state: GameState, decision: Decision, format: ResolvedFormat) => Choice;

/** A bot strategy: picks an answer among the legal options. */
export type BotStrategy = (
  state: GameState,
  decision: Decision,
  random: { int(from: number, to: number): number },
  format: ResolvedFormat,
) => Choice;

export interface RulesModule {
  name: string;
  hooks?: Record<string, RuleHook>;
  predicates?: Record<string, (ctx: RuleContext) => boolean>;
  actions?: Record<string, ActionProvider>;
  /** Options per seat for a `simultaneous` step that names `choices: <name>`. */
  choices?: Record<string, (ctx: RuleContext, seat: SeatId) => DecisionOption[]>;
  /** Win checks named by `win: [{rule: name}]`: a winner ends the game. */
  winChecks?: Record<string, (ctx: RuleContext) => Winner | null>;
  automata?: Record<string, Automaton>;
  bots?: Record<string, BotStrategy>;
  /**
   * The bots that take asides (core/aside.ts: proposing a treaty at any time): before each of
   * its own decisions such a bot is shown its seat's standing decision, with a "not now" option.
   */
  botsTakingAsides?: readonly string[];
  /** The words its cards' abilities may use, resolved by the core's ability runtime (core/ability/). */
  vocabulary?: Vocabulary;
  /** Every event type this module emits: its documentation and the fields that name cards. */
  events?: Record<string, EventSpec>;
  /**
   * Event windows (core/event-window.ts): the abilities that may respond to `event` at
   * `timing` now, each with its seat; offered in player order.
   */
  triggers?: (ctx: RuleContext, event: WindowEvent, timing: Timing) => Trigger[];
  /** Is a trigger still usable? Asked when it is offered and again when it is used. */
  triggerUsable?: (ctx: RuleContext, trigger: Trigger, event: WindowEvent) => boolean;
  /** Resolve a trigger its seat chose to use (an interrupt that cancels calls cancelEvent). */
  useTrigger?: (ctx: RuleContext, trigger: Trigger, event: WindowEvent) => void;
  /** The rules' state checks, after each change made through an event window. */
  stateChecks?: (ctx: RuleContext) => void;
  /** Called when a seat is eliminated, after the core marks it. */
  onEliminated?: (ctx: RuleContext, seat: SeatId) => void;
  /**
   * What a designer should hear of a deck of the format, though the game plays it (Siege: a clock
   * deck that isn't the Hour of the Serpent and eleven others): `validate` says it of a card
   * set's decks, `simulate` of the decks its settings play.
   */
  deckWarnings?: (format: ResolvedFormat, deckId: string) => string[];
}

/** The module of a format that names none: the core's steps alone. */
export const CORE_MODULE: RulesModule = { name: 'core' };

export type RulesArgs = Record<string, Json>;
