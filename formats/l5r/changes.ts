// The L5R changes every phase and card effect is made of: drawing, discarding, status,
// fate on cards, honor, refilling provinces. Each goes through RuleContext so it is an event.
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { CardChange, RuleContext } from '../../core/context.ts';
import {
  attachmentsOf,
  canParticipate,
  cardsIn,
  conflictOf,
  isParticipating,
  numParam,
  provincesOf,
  sideOf,
  slotZone,
  type Conflict,
} from './board.ts';
import { l5rState } from './state.ts';
import { hasKeyword } from '../../core/card-index.ts';

/** Draw `n` conflict cards; an empty deck costs honor and reshuffles the discard pile. */
export function drawConflictCards(ctx: RuleContext, seat: SeatId, n: number): void {
  if (!ctx.state.zones[`${seat}.hand`]) return; // the cooperative Shadowlands deck has no hand
  for (let i = 0; i < n; i++) {
    const deck = ctx.zone(`${seat}.conflictDeck`);
    if (deck.length === 0 && !reshuffle(ctx, seat, 'conflict')) return;
    const top = ctx.zone(`${seat}.conflictDeck`);
    ctx.moveCard(top[top.length - 1], `${seat}.hand`);
  }
}

/**
 * BASE-RULES §1: an empty conflict deck — lose honor, shuffle the discard pile back in. The base
 * game treats an empty dynasty deck the same when a province must be refilled from it (the
 * digest names only the conflict deck; without it, a long game at a table of five or six can
 * leave players with empty provinces and nothing to do until the round limit). A seat under a
 * team elimination penalty (App. III) can't reshuffle.
 */
function reshuffle(ctx: RuleContext, seat: SeatId, side: 'conflict' | 'dynasty'): boolean {
  if (l5rState.read(ctx.state).penalties[seat]) return false;
  ctx.addCounter(seat, 'honor', -numParam(ctx, 'emptyDeckHonorLoss'), `${side} deck ran out`);
  const discard = [...ctx.zone(`${seat}.${side}Discard`)];
  if (discard.length === 0) return false;
  for (const id of discard) ctx.moveCard(id, `${seat}.${side}Deck`, { faceUp: false });
  ctx.shuffle(`${seat}.${side}Deck`);
  return true;
}

/** A card's own discard pile, by its card definition's `side`. */
export function discardPileFor(card: CardInstance, ctx: RuleContext): string {
  const side = ctx.format.cardDefs[card.def]?.side;
  return `${card.owner}.${side === 'conflict' ? 'conflictDiscard' : 'dynastyDiscard'}`;
}

/**
 * A card leaves play to its owner's discard pile: fate and status go, attachments follow.
 * A warlord returns to the out-of-play zone it started in instead (Under Fu Leng's Shadow).
 */
export function discardFromPlay(ctx: RuleContext, card: CardInstance, reason: string): void {
  for (const a of attachmentsOf(ctx.state, card)) discardFromPlay(ctx, a, 'its character left play');
  const c = conflictOf(ctx.state);
  if (c) removeFromConflict(c, card.id);
  // Leaving play, a card loses its fate, statuses, attachment and effects, and goes back to its owner.
  const reset: CardChange = {};
  if (card.tokens.fate) reset.tokens = { fate: -card.tokens.fate };
  if (card.status.length > 0) reset.status = [];
  if (card.turned) reset.turned = false;
  if (card.controller !== card.owner) reset.controller = card.owner!;
  const data = Object.fromEntries(['attachedTo', 'lasting'].filter((key) => key in card.data).map((key) => [key, null]));
  if (Object.keys(data).length > 0) reset.data = data;
  if (Object.keys(reset).length > 0) ctx.changeCard(card.id, reset);
  const outOfPlay = `${card.owner}.warlord`;
  ctx.moveCard(card.id, card.type === 'warlord' && ctx.state.zones[outOfPlay] ? outOfPlay : discardPileFor(card, ctx), { faceUp: true });
  ctx.emit('cardLeftPlay', { ...ctx.cardRef(card), reason });
}

/** A participating character leaves the conflict, bowed or ready as it is. */
export function sendHome(ctx: RuleContext, card: CardInstance): void {
  const c = conflictOf(ctx.state);
  if (!c) return;
  removeFromConflict(c, card.id);
  ctx.emit('sentHome', ctx.cardRef(card));
}

/** A character joins its controller's side of the conflict (moved in, or played into it), when it can. */
export function moveToConflict(ctx: RuleContext, card: CardInstance): void {
  const c = conflictOf(ctx.state);
  const side = sideOf(ctx.state, card.controller!);
  if (!c || !side || isParticipating(ctx.state, card) || !canParticipate(card, c.type)) return;
  (side === 'attacker' ? c.attackers : c.defenders).push(card.id);
  ctx.emit('movedToConflict', { ...ctx.cardRef(card), side });
}

export function removeFromConflict(c: Conflict, id: string): void {
  c.attackers = c.attackers.filter((x) => x !== id);
  c.defenders = c.defenders.filter((x) => x !== id);
}

/** How a character enters play: who played it, who controls it, its fate, whether it joins the conflict. */
export interface Entry {
  seat: SeatId;
  controller: SeatId;
  fate: number;
  /** Played during a conflict, it joins its controller's side (put into play, it stays home). */
  intoConflict: boolean;
}

/**
 * A character enters play, played or put into play, its cost already paid: the change of a
 * `played` event (core/event-window.ts), so reactions to it being played follow it.
 */
export function enterPlay(ctx: RuleContext, card: CardInstance, entry: Entry): void {
  ctx.raise({ name: 'played', card: card.id }, { rule: 'l5rEnterPlay', args: { card: card.id, ...entry } });
}

/**
 * Rule l5rEnterPlay {card, seat, controller, fate, intoConflict}: to its controller's home
 * faceup, with its fate; the province it left refills.
 */
export function onEnterPlay(ctx: RuleContext): void {
  const { seat, controller, fate, intoConflict } = ctx.args as unknown as Entry;
  const card = ctx.card(String(ctx.args.card));
  const from = card.zone;
  ctx.moveCard(card.id, `${controller}.home`, { faceUp: true });
  if (card.controller !== controller) ctx.changeCard(card.id, { controller });
  enterPlayStatus(ctx, card);
  placeFate(ctx, card, fate);
  ctx.emit('characterPlayed', { ...ctx.cardRef(card), seat, controller, extraFate: fate });
  const province = provincesOf(ctx.state, card.owner!).find((p) => slotZone(p) === from);
  if (province) refillProvince(ctx, province);
  if (intoConflict) moveToConflict(ctx, card);
}

/** Fill an empty province from the top of its owner's dynasty deck, facedown. */
export function refillProvince(ctx: RuleContext, province: CardInstance): void {
  const zone = slotZone(province);
  // Some seats' provinces are never refilled (the Shadowlands deck's receive cards only at the start of the dynasty phase).
  if (!zone || ctx.zone(zone).length > 0 || l5rState.read(ctx.state).neverRefill.includes(province.owner!)) return;
  if (ctx.zone(`${province.owner}.dynastyDeck`).length === 0 && !reshuffle(ctx, province.owner!, 'dynasty')) return;
  const deck = ctx.zone(`${province.owner}.dynastyDeck`);
  ctx.moveCard(deck[deck.length - 1], zone, { faceUp: false });
}

export function honorCard(ctx: RuleContext, card: CardInstance): void {
  if (card.status.includes('dishonored')) ctx.changeCard(card.id, { removeStatus: 'dishonored' });
  else if (!card.status.includes('honored')) ctx.changeCard(card.id, { addStatus: 'honored' });
}

export function dishonorCard(ctx: RuleContext, card: CardInstance): void {
  if (card.status.includes('honored')) ctx.changeCard(card.id, { removeStatus: 'honored' });
  else if (!card.status.includes('dishonored')) ctx.changeCard(card.id, { addStatus: 'dishonored' });
}

export const canBeHonored = (card: CardInstance) => !card.status.includes('honored');
export const canBeDishonored = (card: CardInstance) => !card.status.includes('dishonored');

export function placeFate(ctx: RuleContext, card: CardInstance, n: number): void {
  if (n > 0) ctx.changeCard(card.id, { tokens: { fate: n } });
}

export function removeFate(ctx: RuleContext, card: CardInstance, n: number): void {
  const k = Math.min(n, card.tokens.fate ?? 0);
  if (k > 0) ctx.changeCard(card.id, { tokens: { fate: -k } });
}

export function bow(ctx: RuleContext, card: CardInstance): void {
  if (!card.turned) ctx.changeCard(card.id, { turned: true });
}

export function ready(ctx: RuleContext, card: CardInstance): void {
  if (card.turned) ctx.changeCard(card.id, { turned: false });
}

/** Discard `n` random cards from a hand. */
export function discardAtRandom(ctx: RuleContext, seat: SeatId, n: number): void {
  if (!ctx.state.zones[`${seat}.hand`]) return; // the Shadowlands deck has no hand
  for (let i = 0; i < n; i++) {
    const hand = ctx.zone(`${seat}.hand`);
    if (hand.length === 0) return;
    const card = ctx.card(hand[ctx.random(0, hand.length - 1)]);
    ctx.moveCard(card.id, discardPileFor(card, ctx), { faceUp: true });
  }
}

export function handOf(ctx: RuleContext, seat: SeatId): CardInstance[] {
  return cardsIn(ctx.state, `${seat}.hand`);
}

/**
 * `seat` sacrifices one of `cards` (its own, in play), of its choice; a format may narrow the
 * choice first (the Shadowlands deck: the lowest printed cost).
 */
export function askSacrifice(ctx: RuleContext, seat: SeatId, cards: CardInstance[], source: string): void {
  if (cards.length === 1) return discardFromPlay(ctx, cards[0], `sacrificed to ${source}`);
  ctx.choose(
    {
      seat,
      kind: 'sacrifice',
      prompt: `${source}: choose a character to sacrifice`,
      options: cards.map((c) => ({ id: c.id, label: `${c.name} (${c.stats.cost ?? 0} fate)`, card: c.id })),
    },
    'l5rSacrificed',
    { source },
  );
}

/** The cards rule l5rSacrifice {seat, cards, source} offers. */
export const sacrificeCandidates = (ctx: RuleContext) => (ctx.args.cards as string[]).map((id) => ctx.card(id));

/** Rule l5rSacrifice: a card effect makes `seat` sacrifice one of `cards`. */
export function sacrifice(ctx: RuleContext): void {
  askSacrifice(ctx, ctx.args.seat as SeatId, sacrificeCandidates(ctx), String(ctx.args.source));
}

export function onSacrificed(ctx: RuleContext): void {
  discardFromPlay(ctx, ctx.card(ctx.answer as string), `sacrificed to ${String(ctx.data.source)}`);
}

/** Taint a character or province (App. I): +2 skills / +2 strength; a tainted card can't be tainted again. */
export function taint(ctx: RuleContext, card: CardInstance): void {
  if (!card.status.includes('tainted')) ctx.changeCard(card.id, { addStatus: 'tainted' });
}

/**
 * Cards entering play: the corrupted keyword (App. I) means already tainted, with no trigger.
 * The status list is set whole, as it enters, not added as a "became tainted" change.
 */
export function enterPlayStatus(ctx: RuleContext, card: CardInstance): void {
  if (hasKeyword(ctx.format, card, 'corrupted') && !card.status.includes('tainted'))
    ctx.changeCard(card.id, { status: [...card.status, 'tainted'] });
}
