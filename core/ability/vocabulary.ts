// A family's card vocabulary: the words its card sets may write in an ability — triggers
// (`when`), conditions, costs, target kinds with their filters, effects — each with what it
// means in play. The core's ability runtime (runtime.ts) resolves abilities through it, and
// the loader refuses a card set naming a word its family doesn't define (core/load/
// card-vocabulary.ts), so a typo is a load error, never a silently dead ability.
import type { TProperties } from '@sinclair/typebox';
import type { CardInstance, SeatId, SeatState } from '../types.ts';
import type { RuleContext } from '../context.ts';
import type { Ability } from '../../cards/schema/card-schema.ts';
import type { WindowEvent } from '../event-window.ts';

/** One use of an ability as it resolves: who, from which card, on what. */
export interface AbilityUse {
  seat: SeatId;
  source: CardInstance;
  ability: Ability;
  index: number;
  /** The chosen target, for an ability with `target:`. */
  target: CardInstance | null;
  /** The opponent it affects, for an effect on "your opponent". */
  opponent: SeatId | null;
}

/** A `when:`: the raised event (core/event-window.ts) it answers, and for which cards. */
export interface TriggerWord {
  /** The event's name; null for a trigger the family's own rules fire (not through a window). */
  event: string | null;
  /** Does the ability on `card`, controlled by `seat`, answer this event? Every card, if left out. */
  applies?(event: WindowEvent, card: CardInstance, seat: SeatId, ctx: RuleContext): boolean;
}

/** A condition: does it hold now for `card`, controlled by `seat`? */
export type ConditionWord = (ctx: RuleContext, card: CardInstance, seat: SeatId, value: unknown) => boolean;

/** A cost: paid before the effects; an ability whose costs can't all be paid can't be used. */
export interface CostWord {
  /** Counters it spends (summed over every cost with the card's own price before anything is checked). */
  spends?(value: unknown): Record<string, number>;
  canPay?(ctx: RuleContext, card: CardInstance, seat: SeatId, value: unknown): boolean;
  /**
   * A cost paid with a card its payer chooses (LotR: exert a minion — another player's too):
   * the cards that could pay it now. The family offers one option per choice (paymentChoices)
   * and hands the chosen card to `pay`.
   */
  payWith?(ctx: RuleContext, card: CardInstance, seat: SeatId, value: unknown): CardInstance[];
  pay(ctx: RuleContext, card: CardInstance, seat: SeatId, value: unknown, payWith?: CardInstance): void;
}

/** A filter on a target: does `t` pass it, from the using seat's point of view? */
export type FilterWord = (ctx: RuleContext, t: CardInstance, value: unknown, use: { source: CardInstance; seat: SeatId }) => boolean;

/** A kind of target (`target: { character: {...filters} }`): where candidates come from and how they are filtered. */
export interface TargetKind {
  candidates(ctx: RuleContext, seat: SeatId): CardInstance[];
  filters: Record<string, FilterWord>;
  /** The decision's label for a candidate. */
  label?(t: CardInstance): string;
}

export interface EffectWord {
  resolve(ctx: RuleContext, use: AbilityUse, value: unknown): void;
  /** Would it change target `t`? A target it can't change is no legal target (keeps bots from wasting cards). */
  changes?(ctx: RuleContext, t: CardInstance, value: unknown, use: { source: CardInstance; seat: SeatId }): boolean;
  /** It acts on "your opponent": with several, the using seat chooses one before effects resolve. */
  onAnOpponent?: boolean;
  /** An interrupt with this effect answers the cancel stage of its event. */
  cancels?: boolean;
  /**
   * Only in a persistent ability: the rules read it where it applies (persistentValues) and
   * never resolve it; a card that names it in another kind of ability is refused at load.
   */
  onlyPersistent?: boolean;
  /** What is wrong with a card's value for it, checked at load; nothing if it is fine. */
  check?(value: unknown, vocabulary: Vocabulary): string | undefined;
}

export interface Vocabulary {
  /** The card sets' `family:`. */
  family: string;
  triggers: Record<string, TriggerWord>;
  conditions: Record<string, ConditionWord>;
  costs: Record<string, CostWord>;
  targets: Record<string, TargetKind>;
  effects: Record<string, EffectWord>;
  /**
   * Periods a use limit (`per:`) or a lasting effect (`until:`) may name beyond the core's
   * `round`, `phase` and `game`; the family ends each with endPeriod (e.g. `conflict`).
   */
  periods?: string[];
  /**
   * The limit an ability has when its card prints none, where the family's rules give one (L5R:
   * once per round). Without it an ability has no limit but what its card prints.
   */
  defaultLimit?: { limit: number; per: string };
  /**
   * When an action may be taken, as its cards write it (`timing:`): the CCG's open, limited and
   * battle actions. A family that names timings requires one on every action ability; one that
   * names none refuses the field.
   */
  timings?: string[];
  /**
   * The kinds of ability (`type:`) the family's rules use, when not all of them: a card writing
   * another is refused at load rather than loading an ability nothing would ever use.
   */
  abilityTypes?: string[];
  /** The card types whose persistent abilities the family's rules read, when not every type (the CCG: Siege's clock cards). */
  persistentOn?: string[];
  /** Keywords an action may carry (`keywords:`, Siege's `unstoppable`); a family naming none refuses the field. */
  abilityKeywords?: string[];
  /**
   * The event a use of an action raises once its target and opponent are chosen, so that
   * interrupts answer it before its effects and a cancel stops them (the CCG's actions).
   * Without it, or when it gives null, an action's effects resolve at once.
   */
  actionEvent?(ctx: RuleContext, use: AbilityUse): WindowEvent | null;
  /** What is wrong with a card's printed stat, if anything, checked at load (the CCG: a number or a Rank). */
  checkStat?(name: string, value: number | string): string | undefined;
  /** What is wrong with a card's printed cost, if anything, checked at load (AGoT: gold, or `s<N>` for a Shadows card). */
  checkCost?(value: number | string): string | undefined;
  /** Card fields only this family's cards have (L5R's `clan`), added to the card set schema for its sets. */
  cardFields?: TProperties;
  /** Cards whose abilities `seat` may use now (in play, and wherever else the family says). */
  sources(ctx: RuleContext, seat: SeatId): CardInstance[];
  /**
   * True of every card `sources` may return, for any seat, by the card alone (its zone, its
   * face): event windows skip the board when no card that could answer passes it. Without it,
   * they always read `sources`.
   */
  maybeSource?(card: CardInstance): boolean;
  /** A card's abilities now; its printed ones unless the family blanks some. */
  abilities?(ctx: RuleContext, card: CardInstance): Ability[];
  /**
   * Who "your opponent" may be for `seat` now: one of them is chosen when an effect needs one.
   * Without it, every opponent still in the game.
   */
  yourOpponents?(ctx: RuleContext, seat: SeatId): SeatState[];
}

/** Periods every family has: uses and lasting effects end with them. */
export const CORE_PERIODS = ['round', 'phase', 'game'] as const;
