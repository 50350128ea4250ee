// automaton:shadowlands — the cooperative deck answers its own decisions by its printed
// rules: it plays when it can, uses every ability, and defends with its next wave.
// Choices the rules give to the players never reach it (ctx.choose and the role's `choices:`).
import type { Automaton } from '../../../core/rules-module.ts';
import { deckDefenders } from './coop-conflict.ts';

export const shadowlandsAutomaton: Automaton = (state, decision) => {
  switch (decision.kind) {
    case 'action':
      return decision.options.find((o) => o.id !== 'pass')?.id ?? 'pass';
    case 'defenders':
      return deckDefenders(
        state,
        decision.options.map((o) => o.id),
        decision.seat,
      );
    case 'reaction':
    case 'interrupt':
      // Its first ability that answers (the window's last option is to decline or pass).
      return decision.options[0].id;
    default:
      return decision.options[0].id;
  }
};
