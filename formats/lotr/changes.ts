// Changes to a LotR board, each through the RuleContext so it is an event: twilight into and
// out of the one pool, wounds, exertion and healing, characters killed, burdens, drawing, and
// a Ring-bearer lost (BASE-RULES §4: "The FP player loses if the Ring-bearer dies or is
// corrupted").
import type { CardInstance, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { attachedTo } from '../../core/zones.ts';
import { drawCards } from '../../core/decks.ts';
import {
  cardsInPlayOf,
  everyMinion,
  freePeoples,
  isAttached,
  isInPlay,
  isRingBearer,
  ringBearerOf,
  vitalityOf,
  woundsOn,
} from './board.ts';
import { lotrState } from './state.ts';
import { reworded, type Reason } from '../../core/reason.ts';

/** Twilight into the pool: a Free Peoples card's cost, or a move (`seat`: who added it). */
export function addTwilight(ctx: RuleContext, seat: SeatId, amount: number, reason: Reason): void {
  if (amount <= 0) return;
  ctx.addCounter('table', 'twilight', amount, reason);
  ctx.emit('twilightAdded', { seat, amount, ...ctx.reasonFields(reason) });
}

/**
 * Twilight out of the one pool every Shadow player pays from (Shadow phase: "All Shadow players
 * pay for cards by using the same twilight pool"). `shadowOrder`: whose Shadow phase in the
 * turn's order it was spent in (1: the first Shadow player), or null outside a Shadow phase.
 */
export function removeTwilight(ctx: RuleContext, seat: SeatId, amount: number, reason: Reason): void {
  if (amount <= 0) return;
  const phase = lotrState.read(ctx.state).shadowPhase;
  ctx.addCounter('table', 'twilight', -amount, reason);
  ctx.emit('twilightSpent', { seat, amount, ...ctx.reasonFields(reason), shadowOrder: phase?.seat === seat ? phase.order : null });
}

/** Draw `n` cards; an empty deck draws what is left (ours: the digest names no loss for it). */
export const draw = (ctx: RuleContext, seat: SeatId, n: number) => drawCards(ctx, seat, 'deck', n);

/** Wounds on a character; one with as many wounds as vitality is killed. */
export function wound(ctx: RuleContext, card: CardInstance, n: number, reason: Reason): void {
  if (n <= 0 || !isInPlay(ctx.card(card.id))) return;
  ctx.changeCard(card.id, { tokens: { wound: n } });
  ctx.emit('wounded', { ...ctx.cardRef(ctx.card(card.id)), amount: n, ...ctx.reasonFields(reason) });
  const now = ctx.card(card.id);
  if (woundsOn(now) >= vitalityOf(ctx, now)) kill(ctx, now, reason);
}

/** A character exerts: it takes a wound (only one that can exert: board.ts canExert). */
export function exert(ctx: RuleContext, card: CardInstance, reason: Reason): void {
  ctx.changeCard(card.id, { tokens: { wound: 1 } });
  ctx.emit('exerted', { ...ctx.cardRef(ctx.card(card.id)), ...ctx.reasonFields(reason) });
}

export function heal(ctx: RuleContext, card: CardInstance, n: number, reason: Reason): void {
  const healed = Math.min(n, woundsOn(card));
  if (healed <= 0) return;
  ctx.changeCard(card.id, { tokens: { wound: -healed } });
  ctx.emit('healed', { ...ctx.cardRef(ctx.card(card.id)), amount: healed, ...ctx.reasonFields(reason) });
}

/**
 * A card leaves play for its owner's `to` pile: what it bears goes to their owners' discard
 * piles, its wounds and lasting effects go with it.
 */
export function leavePlay(ctx: RuleContext, card: CardInstance, to: 'discard' | 'dead'): void {
  for (const borne of attachedTo(ctx.state, card)) leavePlay(ctx, borne, 'discard');
  const clear: Parameters<RuleContext['changeCard']>[1] = {};
  if (woundsOn(card)) clear.tokens = { wound: -woundsOn(card) };
  if (card.turned) clear.turned = false;
  const data: Record<string, Json> = {};
  for (const key of ['attachedTo', 'lasting', 'roaming']) if (key in card.data) data[key] = null;
  if (Object.keys(data).length > 0) clear.data = data;
  if (Object.keys(clear).length > 0) ctx.changeCard(card.id, clear);
  ctx.moveCard(card.id, `${card.owner}.${to}`, { faceUp: true });
}

/** A turn's end: every minion in play is discarded, with what it bears. */
export function discardMinions(ctx: RuleContext): void {
  for (const minion of everyMinion(ctx.state)) leavePlay(ctx, minion, 'discard');
}

/**
 * A character is killed: a Free Peoples character goes to its owner's dead pile, a minion to its
 * owner's discard pile; the Ring-bearer killed loses its player the game.
 */
export function kill(ctx: RuleContext, card: CardInstance, reason: Reason): void {
  const ringBearer = isRingBearer(ctx, card);
  leavePlay(ctx, card, card.type === 'minion' ? 'discard' : 'dead');
  ctx.emit('characterKilled', { ...ctx.cardRef(ctx.card(card.id)), ...ctx.reasonFields(reason) });
  if (ringBearer)
    ringBearerLost(
      ctx,
      card.owner!,
      reworded(reason, (why) => `the Ring-bearer was killed (${why})`),
    );
}

/** Burdens on `seat`'s Ring-bearer; as many as its resistance corrupt it. */
export function addBurdens(ctx: RuleContext, seat: SeatId, n: number, reason: Reason): void {
  if (n === 0 || ctx.seat(seat).eliminated) return;
  ctx.addCounter(seat, 'burdens', n, reason);
  const bearer = ringBearerOf(ctx, seat);
  if (n > 0 && bearer && ctx.counter(seat, 'burdens') >= resistanceOf(bearer))
    ringBearerLost(
      ctx,
      seat,
      `the Ring-bearer was corrupted (${ctx.counter(seat, 'burdens')} burdens, resistance ${resistanceOf(bearer)})`,
    );
}

export const resistanceOf = (bearer: CardInstance) => Number(bearer.stats.resistance ?? 0);

/** Did the turn end early (its Free Peoples player lost), or the game? Nothing more of the turn is done then. */
export const turnCutShort = (ctx: RuleContext) => ctx.state.ended || lotrState.read(ctx.state).turnPassed;

/**
 * `seat` loses: it is out of the game. On its own turn (it is always the Free Peoples when its
 * Ring-bearer falls) the turn ends at once, its minions discarded as at a turn's end: the rest of
 * the phase is dropped and the round ends.
 * The core passes the turn to its left, so the next turn must not pass it again (`turnPassed`).
 */
export function ringBearerLost(ctx: RuleContext, seat: SeatId, reason: Reason): void {
  if (ctx.seat(seat).eliminated) return;
  const onItsTurn = freePeoples(ctx.state) === seat;
  ctx.emit('ringBearerLost', { seat, ...ctx.reasonFields(reason) });
  ctx.eliminate(seat, reason);
  // Out of the game, its cards leave play (ours): its support-area bonuses no longer help anyone.
  for (const card of cardsInPlayOf(ctx.state, seat)) if (!isAttached(card) && isInPlay(ctx.card(card.id))) leavePlay(ctx, card, 'discard');
  if (!onItsTurn) return;
  // The turn ends as a fellowship that stays ends it.
  discardMinions(ctx);
  const record = lotrState.write(ctx.state);
  record.skirmish = null;
  record.skirmishes = [];
  record.shadowPhase = null;
  if (ctx.state.seats.filter((s) => !s.eliminated).length < 2) return;
  record.turnPassed = true;
  ctx.endPhaseNow();
  ctx.continueRoundAt(null);
}
