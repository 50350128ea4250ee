// Changes to a CCG board, each through RuleContext so it is an event: drawing fate cards,
// refilling provinces facedown, bowing and straightening, destroying units and provinces,
// family honor.
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { attachedTo } from '../../core/zones.ts';
import { cardInProvince, regionOf, slotOf } from './board.ts';
import { ccgState } from './state.ts';
import type { Reason } from '../../core/reason.ts';

/** Draw `n` fate cards; an empty fate deck is shuffled back from the fate discard pile first. */
export function drawFate(ctx: RuleContext, seat: SeatId, n: number): void {
  for (let i = 0; i < n; i++) if (!moveTop(ctx, seat, 'fate', `${seat}.hand`, false)) return;
}

/** The top card of a deck to `to` (an empty deck takes its discard pile back first); false when there is none. */
function moveTop(ctx: RuleContext, seat: SeatId, deck: 'fate' | 'dynasty', to: string, faceUp: boolean): boolean {
  if (ctx.zone(`${seat}.${deck}Deck`).length === 0 && !reshuffle(ctx, seat, deck)) return false;
  const cards = ctx.zone(`${seat}.${deck}Deck`);
  ctx.moveCard(cards[cards.length - 1], to, { faceUp });
  return true;
}

/**
 * A deck that runs out takes its discard pile back, shuffled (the digest names no penalty;
 * our reading). False when both are empty.
 */
function reshuffle(ctx: RuleContext, seat: SeatId, deck: 'fate' | 'dynasty'): boolean {
  const discard = ctx.zone(`${seat}.${deck}Discard`);
  if (discard.length === 0) return false;
  for (const id of [...discard]) ctx.moveCard(id, `${seat}.${deck}Deck`, { faceUp: false });
  ctx.shuffle(`${seat}.${deck}Deck`);
  ctx.emit('deckReshuffled', { seat, deck });
  return true;
}

/** Fill an empty province from the top of its owner's dynasty deck, facedown (faceup at a setup with the Cycle). */
export function refillProvince(ctx: RuleContext, province: CardInstance, faceUp = false): void {
  if (!cardInProvince(ctx.state, province)) moveTop(ctx, province.owner!, 'dynasty', slotOf(province), faceUp);
}

export function bow(ctx: RuleContext, card: CardInstance): void {
  if (!card.turned) ctx.changeCard(card.id, { turned: true });
}

export function straighten(ctx: RuleContext, card: CardInstance): void {
  if (card.turned) ctx.changeCard(card.id, { turned: false });
}

/** A personality is destroyed: out of any battle, to its owner's dynasty discard; its followers and items to the fate discard. */
export function destroyPersonality(ctx: RuleContext, personality: CardInstance, reason: Reason): void {
  leaveBattle(ctx, personality);
  for (const a of attachedTo(ctx.state, personality)) discardAttachment(ctx, a);
  clearForDiscard(ctx, personality);
  ctx.moveCard(personality.id, `${personality.owner}.dynastyDiscard`, { faceUp: true });
  ctx.emit('cardDestroyed', { ...ctx.cardRef(personality), ...ctx.reasonFields(reason) });
}

/** A follower or item leaves play to its owner's fate discard. */
export function discardAttachment(ctx: RuleContext, card: CardInstance): void {
  clearForDiscard(ctx, card);
  ctx.moveCard(card.id, `${card.owner}.fateDiscard`, { faceUp: true });
}

/** A card leaving play loses what play gave it: bowed, statuses, its attachment, effects, another controller. */
function clearForDiscard(ctx: RuleContext, card: CardInstance): void {
  const data: Record<string, null> = {};
  if (card.data.attachedTo !== undefined) data.attachedTo = null;
  if (card.data.lasting !== undefined) data.lasting = null;
  if (card.turned || card.status.length > 0 || Object.keys(data).length > 0 || card.controller !== card.owner)
    ctx.changeCard(card.id, {
      turned: false,
      status: [],
      ...(Object.keys(data).length > 0 ? { data } : {}),
      ...(card.controller !== card.owner ? { controller: card.owner! } : {}),
    });
}

/** Take a personality out of the battle it is in (sent home, destroyed): it no longer counts there. */
export function leaveBattle(ctx: RuleContext, personality: CardInstance): void {
  const attack = ccgState.read(ctx.state).attack;
  if (!attack?.battlefields.some((b) => b.attackers.includes(personality.id) || b.defenders.includes(personality.id))) return;
  const record = ccgState.write(ctx.state).attack!;
  for (const b of record.battlefields) {
    b.attackers = b.attackers.filter((id) => id !== personality.id);
    b.defenders = b.defenders.filter((id) => id !== personality.id);
  }
}

/** A province is destroyed: its dynasty card and its region to the discard pile, the province out of the row. */
export function destroyProvince(ctx: RuleContext, province: CardInstance): void {
  const held = cardInProvince(ctx.state, province);
  if (held) ctx.moveCard(held.id, `${province.owner}.dynastyDiscard`, { faceUp: true });
  const region = regionOf(ctx.state, province);
  if (region) discardRegion(ctx, region);
  ctx.moveCard(province.id, `${province.owner}.destroyedProvinces`, { faceUp: true });
  ctx.emit('provinceDestroyed', ctx.cardRef(province));
}

/** A region leaves its province for its owner's dynasty discard. */
export function discardRegion(ctx: RuleContext, region: CardInstance): void {
  ctx.changeCard(region.id, { data: { province: null } });
  ctx.moveCard(region.id, `${region.owner}.dynastyDiscard`, { faceUp: true });
  ctx.emit('regionDiscarded', ctx.cardRef(region));
}

/** Family honor changes (it may go below zero: the dishonor loss is at −20); `by`: the seat whose card caused it. */
export function gainHonor(ctx: RuleContext, seat: SeatId, n: number, reason: Reason, by?: SeatId): void {
  if (n !== 0) ctx.addCounter(seat, 'honor', n, reason, by);
}

/** A personality is dishonored: its controller loses family honor equal to its personal honor; `by`: whose card did it. */
export function dishonor(ctx: RuleContext, personality: CardInstance, by?: SeatId): void {
  if (personality.status.includes('dishonored')) return;
  ctx.changeCard(personality.id, { addStatus: 'dishonored' });
  gainHonor(
    ctx,
    personality.controller!,
    -Number(personality.stats.personalHonor ?? 0),
    { text: '{card} dishonored', card: personality.id },
    by,
  );
}
