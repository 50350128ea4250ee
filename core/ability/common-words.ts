// Vocabulary words whose meaning is the same in every family that writes them, so each
// family's vocabulary names them instead of writing them again.
import type { ConditionWord } from './vocabulary.ts';

/** "If you have N or more <counter>": the using seat's counter is at least the card's value. */
export const counterAtLeast =
  (counter: string): ConditionWord =>
  (ctx, _card, seat, value) =>
    ctx.counter(seat, counter) >= Number(value);
