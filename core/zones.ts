// Reading zones, for every family's board queries: over a full state or a seat's view alike
// (in a view, hidden cards are stubs).
import type { CardInstance, GameState } from './types.ts';

/** The cards of a zone, bottom to top (or left to right). */
export function cardsIn(state: Pick<GameState, 'zones' | 'cards'>, zone: string): CardInstance[] {
  return (state.zones[zone] ?? []).map((id) => state.cards[id]);
}

/** The cards attached to `card` (`data.attachedTo`), which share its zone. */
export function attachedTo(state: Pick<GameState, 'zones' | 'cards'>, card: CardInstance): CardInstance[] {
  return cardsIn(state, card.zone).filter((c) => c.data?.attachedTo === card.id);
}
