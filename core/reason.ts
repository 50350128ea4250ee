// Reasons: why something changed, in words that never name a card. A reason about a card is
// `{text: 'marshalled {card}', card}`; as event fields (`reasonFields`) its card is a card
// field, `reasonCard` with `reasonCardName`, which redaction strikes for a viewer who can't see
// that card, so the words read "a card" there.
import type { CardId, GameEvent, GameState } from './types.ts';

/** Why something changed: words, or words about a card (`{card}` in them stands for it). */
export type Reason = string | { text: string; card: CardId };

/** `reason` as event fields; an event carrying them declares `reasonCard` among its card fields. */
export function reasonFields(state: GameState, reason: Reason): { reason: string; reasonCard?: CardId; reasonCardName?: string } {
  if (typeof reason === 'string') return { reason };
  return { reason: reason.text, reasonCard: reason.card, reasonCardName: state.cards[reason.card]!.name };
}

/** The same reason in other words (`{card}` kept): `reworded(r, (t) => \`the Ring-bearer was killed (${t})\`)`. */
export function reworded(reason: Reason, words: (text: string) => string): Reason {
  return typeof reason === 'string' ? words(reason) : { text: words(reason.text), card: reason.card };
}

/** An event's reason as a viewer reads it: its card named, or "a card" where it was struck out. */
export function reasonText(event: GameEvent): string {
  const text = typeof event.reason === 'string' ? event.reason : '';
  if (!text.includes('{card}')) return text;
  return text.replaceAll('{card}', typeof event.reasonCardName === 'string' ? event.reasonCardName : 'a card');
}
