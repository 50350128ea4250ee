// Vocabulary words whose meaning is the same in every family that writes them, so each
// family's vocabulary names them instead of writing them again.
import type { ConditionWord, EffectWord } from './vocabulary.ts';
import { RuleError } from '../context.ts';

/** "If you have N or more <counter>": the using seat's counter is at least the card's value. */
export const counterAtLeast =
  (counter: string): ConditionWord =>
  (ctx, _card, seat, value) =>
    ctx.counter(seat, counter) >= Number(value);

/**
 * An effect only a persistent ability writes: the family's rules read its values where it
 * applies (persistentValues) and never resolve it; `check` vets a card's value at load.
 */
export function persistentOnly(name: string, check?: EffectWord['check']): EffectWord {
  return {
    onlyPersistent: true,
    ...(check ? { check } : {}),
    resolve: () => {
      throw new RuleError(`${name} is read while its persistent ability applies, never resolved`);
    },
  };
}
