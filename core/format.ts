// The shape the engine runs: a format file with `extends` merged, defaults filled and its
// card sets attached. Produced by core/load/catalog.ts.
import type { FormatFile } from '../formats/schema/format-schema.ts';
import type { CardDef } from '../cards/schema/card-schema.ts';

export interface DeckList {
  name?: string;
  cards: { card: string; count: number }[];
}

export interface ResolvedFormat extends FormatFile {
  version: number;
  path: string;
  chain: string[];
  cardDefs: Record<string, CardDef>;
  decks: Record<string, DeckList>;
}
