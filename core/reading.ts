// A RuleContext over a view, so a table reads its figures through the rules module's own
// functions (skill totals with persistent effects, waves, fate per round) and can't disagree
// with the engine. For reading public things only: a view's hidden cards are stubs, it has no
// flow stack, and what it would emit goes nowhere.
import { RuleContext } from './context.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import type { GameState } from './types.ts';
import type { StateView } from './view.ts';

export function readingContext(view: StateView, format: ResolvedFormat, module: RulesModule): RuleContext {
  return new RuleContext(view as unknown as GameState, format, module, []);
}
