// A game's cards by definition: derived from the state, never stored in it (the state stays
// plain data). A card never changes its definition and cards are made at setup (rarely after),
// so the index lives until RuleContext.createCard or removeCard forgets it; a copied state
// (structuredClone, a replay) has a cards object of its own and so an index of its own.
import type { CardInstance, GameState } from './types.ts';

const indexes = new WeakMap<GameState['cards'], Map<string, CardInstance[]>>();

const NONE: readonly CardInstance[] = Object.freeze([]);

type CardDefs = { cardDefs: Record<string, { unique?: boolean; keywords?: string[] } | undefined> };

/** Is the card unique (its definition says so): the families' uniqueness rules read it. */
export function isUnique(format: CardDefs, card: CardInstance): boolean {
  return format.cardDefs[card.def]?.unique === true;
}

/** Does the card's definition print this keyword (L5R's support and corrupted, the CCG's shugenja)? */
export function hasKeyword(format: CardDefs, card: CardInstance, keyword: string): boolean {
  return format.cardDefs[card.def]?.keywords?.includes(keyword) === true;
}

/** The cards of definition `def` in the game, wherever they are. */
export function cardsOfDef(state: Pick<GameState, 'cards'>, def: string): readonly CardInstance[] {
  let index = indexes.get(state.cards);
  if (!index) {
    index = new Map();
    for (const id in state.cards) {
      const card = state.cards[id]!;
      const list = index.get(card.def);
      if (list) list.push(card);
      else index.set(card.def, [card]);
    }
    indexes.set(state.cards, index);
  }
  return index.get(def) ?? NONE;
}

/** A card was made or removed: the index is built again when next read. */
export function forgetCardIndex(state: Pick<GameState, 'cards'>): void {
  indexes.delete(state.cards);
}
