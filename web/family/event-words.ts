// The words every family's event sentences are made of: a card by name (as the viewer may
// know it), a list of cards, a field's value ("?" when a view withholds it), an event's reason.
import type { GameEvent, Json } from '../../core/types.ts';
import { reasonText } from '../../core/reason.ts';
import type { CardNames } from './registry.ts';

export function eventWords(names: CardNames) {
  const name = (id: Json | undefined, given?: Json) =>
    typeof given === 'string' && given ? given : typeof id === 'string' ? names(id) : 'a card';
  const list = (ids: Json | undefined) => {
    const items = Array.isArray(ids) ? ids.map((id) => name(id)) : [];
    if (items.length === 0) return 'no one';
    return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  };
  const s = (v: Json | undefined) => (v === null || v === undefined ? '?' : String(v));
  /** An event's reason, its card named as the viewer knows it (core/reason.ts). */
  const why = (e: GameEvent) => reasonText(e) || '?';
  return { name, list, s, why };
}
