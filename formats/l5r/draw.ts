// Draw phase (BASE-RULES §1.2): secret honor dial bids revealed together; the higher bidder
// gives the difference to the lower (two players); each player draws cards equal to the bid.
import type { DecisionOption, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { numParam } from './board.ts';
import { drawConflictCards } from './changes.ts';
import { l5rState } from './state.ts';

/** Bid options for a seat: 1..maxBid, lower for a seat under a team penalty. */
export function honorBidChoices(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  const cap = Math.min(numParam(ctx, 'maxBid'), l5rState.read(ctx.state).penalties[seat]?.bidCap ?? Infinity);
  return Array.from({ length: cap }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));
}

/** Duel bids use the same honor dial: 1..maxBid (skirmish: 1–3). */
export function duelBidChoices(ctx: RuleContext): DecisionOption[] {
  return Array.from({ length: numParam(ctx, 'maxBid') }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));
}

export function resolveHonorBids(ctx: RuleContext): void {
  const bids = revealedBids(ctx);
  exchangeHonor(ctx, bids);
  drawBids(ctx, bids);
}

/** The dials just revealed (a `simultaneous` step's choices), kept as the round's bids. */
export function revealedBids(ctx: RuleContext): Record<SeatId, number> {
  const bids = Object.fromEntries(Object.entries(ctx.data.choices as Record<string, string>).map(([s, b]) => [s, Number(b)]));
  l5rState.write(ctx.state).bids = bids;
  return bids;
}

/** The bidders still in the game, in player order. */
export function biddersInOrder(ctx: RuleContext, bids: Record<SeatId, number>): SeatId[] {
  return ctx
    .seatsInPlayerOrder()
    .filter((s) => s.id in bids)
    .map((s) => s.id);
}

/** Each bidder draws as many conflict cards as it bid, in player order. */
export function drawBids(ctx: RuleContext, bids: Record<SeatId, number>): void {
  for (const seat of biddersInOrder(ctx, bids)) drawConflictCards(ctx, seat, bids[seat]!);
}

/** The two-player honor exchange; formats for more players name their own rule. */
export function exchangeHonor(ctx: RuleContext, bids: Record<SeatId, number>): void {
  const seats = Object.keys(bids);
  if (seats.length !== 2) return;
  const [a, b] = seats;
  if (bids[a] > bids[b]) ctx.transfer(a, b, 'honor', bids[a] - bids[b], 'honor bid');
  if (bids[b] > bids[a]) ctx.transfer(b, a, 'honor', bids[b] - bids[a], 'honor bid');
}
