// Enlightenment's draw phase ("Drawing Cards"; "Additional Players › Drawing With 4 or More
// Players"): with three players the dials exchange honor three ways; with four or more each
// player bids 2 (honorable) or 4 (dishonorable) and every 4 gives 1 honor to every 2. The
// count is of the players still in the game; down to two, the standard exchange applies.
import type { DecisionOption, SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { drawBids, exchangeHonor, honorBidChoices, revealedBids } from '../draw.ts';

const HONORABLE = 2;
const DISHONORABLE = 4;

/** Players still in the game: the table size the draw phase's rules go by. */
function playersLeft(ctx: RuleContext): number {
  return ctx.state.seats.filter((s) => !s.eliminated).length;
}

/** The dial's choices: 2 or 4 at a table of four or more, else 1 to the highest bid. */
export function enlightenmentBidChoices(ctx: RuleContext, seat: SeatId): DecisionOption[] {
  if (playersLeft(ctx) < 4) return honorBidChoices(ctx, seat);
  return [
    { id: String(HONORABLE), label: `${HONORABLE} (honorable)` },
    { id: String(DISHONORABLE), label: `${DISHONORABLE} (dishonorable)` },
  ];
}

/** Rule resolveEnlightenmentBids: the exchange for the table's size, then each draws its bid. */
export function resolveEnlightenmentBids(ctx: RuleContext): void {
  const bids = revealedBids(ctx);
  const seats = Object.keys(bids);
  if (seats.length >= 4) honorableExchange(ctx, bids);
  else if (seats.length === 3) {
    // The odd point of honor left after an even split is someone's choice: the draw waits for it.
    if (threeWayExchange(ctx, bids)) return;
  } else exchangeHonor(ctx, bids);
  drawBids(ctx, bids);
}

/** Four or more: each dishonorable bidder gives 1 honor to each honorable one. */
function honorableExchange(ctx: RuleContext, bids: Record<SeatId, number>): void {
  const order = ctx.seatsInPlayerOrder().filter((s) => s.id in bids);
  for (const giver of order.filter((s) => bids[s.id] === DISHONORABLE))
    for (const taker of order.filter((s) => bids[s.id] === HONORABLE)) ctx.transfer(giver.id, taker.id, 'honor', 1, 'dishonorable bid');
}

/**
 * Three players. All different: the highest gives the lowest the difference. Two low and one
 * high: the high one gives each low one half the difference, and the odd point to the low one
 * it chooses. Two high and one low: each high one gives half to the low one, who chooses which
 * of them gives the odd point. All equal: nothing. True when the odd point waits for a choice.
 */
function threeWayExchange(ctx: RuleContext, bids: Record<SeatId, number>): boolean {
  const order = ctx
    .seatsInPlayerOrder()
    .filter((s) => s.id in bids)
    .map((s) => s.id);
  const values = order.map((s) => bids[s]!);
  const high = Math.max(...values);
  const low = Math.min(...values);
  if (high === low) return false;
  const highs = order.filter((s) => bids[s] === high);
  const lows = order.filter((s) => bids[s] === low);
  const difference = high - low;
  if (highs.length === 1 && lows.length === 1) {
    ctx.transfer(highs[0]!, lows[0]!, 'honor', difference, 'honor bid');
    return false;
  }
  const half = Math.floor(difference / 2);
  const odd = difference % 2 === 1;
  if (highs.length === 1) {
    for (const taker of lows) if (half > 0) ctx.transfer(highs[0]!, taker, 'honor', half, 'honor bid');
    if (!odd) return false;
    askOddPoint(ctx, highs[0]!, lows, { giver: highs[0]! }, bids, 'Give the remaining 1 honor to');
    return true;
  }
  for (const giver of highs) if (half > 0) ctx.transfer(giver, lows[0]!, 'honor', half, 'honor bid');
  if (!odd) return false;
  askOddPoint(ctx, lows[0]!, highs, { taker: lows[0]! }, bids, 'Take the remaining 1 honor from');
  return true;
}

function askOddPoint(
  ctx: RuleContext,
  seat: SeatId,
  among: SeatId[],
  side: { giver: SeatId } | { taker: SeatId },
  bids: Record<SeatId, number>,
  prompt: string,
): void {
  ctx.ask(
    {
      seat,
      kind: 'honorRemainder',
      prompt: `${prompt} which player?`,
      options: among.map((s) => ({ id: s, label: s })),
    },
    'enlightenmentOddPoint',
    { ...side, bids },
  );
}

/** Continuation: the odd point of honor moves as its chooser said, then each draws its bid. */
export function onOddPoint(ctx: RuleContext): void {
  const { giver, taker, bids } = ctx.data as { giver?: SeatId; taker?: SeatId; bids: Record<SeatId, number> };
  const chosen = String(ctx.answer);
  ctx.transfer(giver ?? chosen, taker ?? chosen, 'honor', 1, 'honor bid');
  drawBids(ctx, bids);
}
