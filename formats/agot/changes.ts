// Changes to an AGoT board, each through the RuleContext so it is an event: kneeling and
// standing, drawing, power, and cards leaving play (a duplicate saves its card; attachments and
// power go with a card that leaves).
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { attachedTo, cardsIn } from '../../core/zones.ts';
import { drawCards } from '../../core/decks.ts';
import { isDuplicate } from './board.ts';
import type { Reason } from '../../core/reason.ts';

export function kneel(ctx: RuleContext, card: CardInstance): void {
  if (!card.turned) ctx.changeCard(card.id, { turned: true });
}

export function stand(ctx: RuleContext, card: CardInstance): void {
  if (card.turned) ctx.changeCard(card.id, { turned: false });
}

/** Draw `n` cards; a player whose draw deck is empty draws what is left (our reading: the digest names no loss for it). */
export const draw = (ctx: RuleContext, seat: SeatId, n: number) => drawCards(ctx, seat, 'drawDeck', n);

/** Power onto `seat`'s house card (or off it, for a negative amount). */
export function gainPower(ctx: RuleContext, seat: SeatId, n: number, reason: Reason, by?: SeatId): void {
  if (n !== 0) ctx.addCounter(seat, 'power', n, reason, by);
}

/**
 * A card leaves play for `to` (a zone of its owner's: discard, dead, hand, shadows): the cards
 * attached to it go to their owners' discard piles, its power returns to the pool, its lasting
 * effects end, and it stands, faceup unless it goes into Shadows.
 */
export function leavePlay(ctx: RuleContext, card: CardInstance, to: string): void {
  for (const a of attachedTo(ctx.state, card)) leavePlay(ctx, a, 'discard');
  const owner = card.owner!;
  const clear: Parameters<RuleContext['changeCard']>[1] = {};
  if (card.tokens.power) clear.tokens = { power: -card.tokens.power };
  if (card.turned) clear.turned = false;
  if (card.controller !== owner) clear.controller = owner;
  const data: Record<string, null> = {};
  for (const key of ['attachedTo', 'duplicate', 'lasting']) if (key in card.data) data[key] = null;
  if (Object.keys(data).length > 0) clear.data = data;
  if (Object.keys(clear).length > 0) ctx.changeCard(card.id, clear);
  ctx.moveCard(card.id, `${owner}.${to}`, { faceUp: to !== 'shadows' });
}

/**
 * A character is killed: it goes to its owner's dead pile — unless a duplicate on it is
 * discarded instead to save it (BASE-RULES §3: "extra copies attach as duplicates"; our reading:
 * a duplicate always saves).
 */
export function kill(ctx: RuleContext, card: CardInstance, reason: Reason): void {
  const duplicate = attachedTo(ctx.state, card).find(isDuplicate);
  if (duplicate) {
    leavePlay(ctx, duplicate, 'discard');
    ctx.emit('savedByDuplicate', { ...ctx.cardRef(card), ...ctx.reasonFields(reason) });
    return;
  }
  leavePlay(ctx, card, 'dead');
  ctx.emit('characterKilled', { ...ctx.cardRef(ctx.card(card.id)), ...ctx.reasonFields(reason) });
}

/** `seat` discards `n` cards at random from its hand (intrigue claim). */
export function discardAtRandom(ctx: RuleContext, seat: SeatId, n: number, reason: Reason): void {
  for (let i = 0; i < n; i++) {
    const hand = cardsIn(ctx.state, `${seat}.hand`);
    if (hand.length === 0) return;
    const card = hand[ctx.random(0, hand.length - 1)];
    ctx.moveCard(card.id, `${seat}.discard`, { faceUp: true });
    ctx.emit('discardedAtRandom', { ...ctx.cardRef(ctx.card(card.id)), seat, ...ctx.reasonFields(reason) });
  }
}

/** `seat` takes control of a card in play: it moves to `seat`'s play area with what is attached to it. */
export function takeControl(ctx: RuleContext, card: CardInstance, seat: SeatId): void {
  const attached = attachedTo(ctx.state, card);
  ctx.changeCard(card.id, { controller: seat });
  ctx.moveCard(card.id, `${seat}.play`, { staysInPlay: true });
  for (const a of attached) ctx.moveCard(a.id, `${seat}.play`, { staysInPlay: true });
  ctx.emit('controlTaken', { ...ctx.cardRef(ctx.card(card.id)), seat });
}
