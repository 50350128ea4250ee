// A RuleContext over a view, so a table reads its figures through the rules module's own
// functions (skill totals with persistent effects, waves, fate per round) and can't disagree
// with the engine. For reading public things only: it has no flow stack, and what it would emit
// goes nowhere. A card hidden from the viewer is read as a blank card — no name, type, stats or
// rules data, still `hidden` (view.ts isHidden) — so a reading that meets one (another house's
// facedown setup card among its cards in play) counts nothing of it instead of failing on a stub.
import { RuleContext } from './context.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import type { CardInstance, GameState } from './types.ts';
import { isHidden, type HiddenCard, type StateView } from './view.ts';

export function readingContext(view: StateView, format: ResolvedFormat, module: RulesModule): RuleContext {
  const cards: Record<string, CardInstance> = {};
  for (const [id, card] of Object.entries(view.cards)) cards[id] = isHidden(card) ? blank(card) : card;
  return new RuleContext({ ...view, cards } as unknown as GameState, format, module, []);
}

/** What a reading may know of a hidden card: where it is, and what lies on it for all to see. */
function blank(card: HiddenCard): CardInstance & { hidden: true } {
  return {
    id: card.id,
    hidden: true,
    def: '',
    name: '',
    type: '',
    owner: null,
    controller: null,
    zone: card.zone,
    faceUp: false,
    turned: card.turned ?? false,
    tokens: card.tokens ?? {},
    status: card.status ?? [],
    stats: {},
    data: {},
  };
}
