// Decks at setup, for every family: the `decks` param names one deck per seat (comma-separated,
// in seat order, repeating when there are fewer than seats), and each card of a deck list is
// created where its family's rules put it. A format's `bannedCards` param (titles, comma-
// separated) refuses a deck that holds one. Starting figures a param may take from the stronghold
// come here too.
import type { CardInstance, SeatId } from './types.ts';
import type { CardDef } from '../cards/schema/card-schema.ts';
import { RuleError, type RuleContext } from './context.ts';

/** The deck ids of the `decks` param, in seat order. */
export function deckList(ctx: RuleContext): string[] {
  return String(ctx.param('decks'))
    .split(',')
    .map((d) => d.trim());
}

/** Where a family puts a card of a deck at setup, or null to leave it out of the game. */
export type DeckPlacement = (def: CardDef) => { zone: string; faceUp: boolean } | null;

/** Create `seat`'s cards of deck `deckId`, in deck-list order, each where `place` says; returns them. */
export function createDeck(ctx: RuleContext, seat: SeatId, deckId: string, place: DeckPlacement): CardInstance[] {
  const deck = Object.hasOwn(ctx.format.decks, deckId) ? ctx.format.decks[deckId] : undefined;
  if (!deck)
    throw new RuleError(`no deck "${deckId}" in the card sets of ${ctx.format.id} (decks: ${Object.keys(ctx.format.decks).join(', ')})`);
  refuseBannedCards(ctx, deckId);
  const created: CardInstance[] = [];
  for (const { card, count } of deck.cards) {
    const where = place(ctx.format.cardDefs[card]);
    if (!where) continue;
    for (let k = 0; k < count; k++) created.push(ctx.createCard(card, seat, `${seat}.${where.zone}`, where.faceUp));
  }
  return created;
}

function refuseBannedCards(ctx: RuleContext, deckId: string): void {
  const banned =
    'bannedCards' in ctx.state.params
      ? String(ctx.param('bannedCards'))
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
  const titles = ctx.format.decks[deckId].cards.map(({ card }) => ctx.format.cardDefs[card].name);
  const found = titles.filter((t) => banned.includes(t));
  if (found.length > 0) throw new RuleError(`deck ${deckId} holds banned cards for ${ctx.format.id}: ${[...new Set(found)].join(', ')}`);
}

/**
 * A param that is a number, or "stronghold": the printed value `stat` of the seat's stronghold
 * (both L5R families start honor, and the CCG its provinces' strength, from it).
 */
export function fromStronghold(ctx: RuleContext, param: string, stronghold: CardInstance | undefined, stat: string): number {
  return Number(printedOnStronghold(ctx, param, stronghold, stat));
}

/** The same, the stronghold's figure as printed (the CCG's Siege reads a Rank there at the table's size). */
export function printedOnStronghold(ctx: RuleContext, param: string, stronghold: CardInstance | undefined, stat: string): number | string {
  const v = ctx.param(param);
  if (v !== 'stronghold') return Number(v);
  if (!stronghold) throw new RuleError(`${ctx.format.id}: param ${param} is "stronghold" but the seat has no stronghold`);
  return stronghold.stats[stat];
}

/**
 * Draw `n` cards from the top of `seat`'s deck zone `deck` (the end of its list) into its hand,
 * faceup; an empty deck draws what is left (a family with another rule for it writes its own).
 */
export function drawCards(ctx: RuleContext, seat: SeatId, deck: string, n: number): void {
  for (let i = 0; i < n; i++) {
    const cards = ctx.zone(`${seat}.${deck}`);
    if (cards.length === 0) return;
    ctx.moveCard(cards[cards.length - 1], `${seat}.hand`, { faceUp: true });
  }
}
