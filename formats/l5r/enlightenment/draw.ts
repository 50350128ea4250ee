// Enlightenment's draw phase ("Drawing Cards"; "Additional Players › Drawing With 4 or More
// Players"): with three players the dials exchange honor three ways; with four or more each
// player bids 2 (honorable) or 4 (dishonorable) and every 4 gives 1 honor to every 2. The
// count is of the players still in the game; down to two, the standard exchange applies
// (the document doesn't say: COVERAGE.md lists it). Three steps of the format's draw phase,
// so a player the exchange puts out of the game (0 honor) is out before the odd point of
// honor is placed and before anyone draws: the win checks run between steps.
import type { DecisionOption, SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { biddersInOrder, drawBids, exchangeHonor, honorBidChoices, revealedBids } from '../draw.ts';
import { l5rState } from '../state.ts';

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

/** Rule exchangeEnlightenmentBids: the dials revealed, honor exchanged for the table's size (bar an odd point). */
export function exchangeEnlightenmentBids(ctx: RuleContext): void {
  const bids = revealedBids(ctx);
  const bidders = Object.keys(bids).length;
  if (bidders >= 4) honorableExchange(ctx, bids);
  else if (bidders === 3) threeWayExchange(ctx, bids);
  else exchangeHonor(ctx, bids);
}

/** Four or more: each dishonorable bidder gives 1 honor to each honorable one, in player order. */
function honorableExchange(ctx: RuleContext, bids: Record<SeatId, number>): void {
  const order = biddersInOrder(ctx, bids);
  for (const giver of order.filter((s) => bids[s] === DISHONORABLE))
    for (const taker of order.filter((s) => bids[s] === HONORABLE)) ctx.transfer(giver, taker, 'honor', 1, 'dishonorable bid');
}

/**
 * Three players, as their bids stand: who gives whom. All different: the highest gives the
 * lowest the difference. Two low and one high: the high one gives each low one half the
 * difference, the odd point to the low one it chooses. Two high and one low: each high one
 * gives half to the low one, who chooses which of them gives the odd point. All equal: nothing.
 */
function threeWay(bids: Record<SeatId, number>, order: SeatId[]) {
  const values = order.map((s) => bids[s]!);
  const high = Math.max(...values);
  const low = Math.min(...values);
  const highs = order.filter((s) => bids[s] === high);
  const lows = order.filter((s) => bids[s] === low);
  const difference = high - low;
  if (difference === 0) return { pairs: [], odd: null };
  if (highs.length === 1 && lows.length === 1) return { pairs: [{ giver: highs[0]!, taker: lows[0]!, amount: difference }], odd: null };
  const half = Math.floor(difference / 2);
  const pairs = highs.flatMap((giver) => lows.map((taker) => ({ giver, taker, amount: half })));
  if (difference % 2 === 0) return { pairs, odd: null };
  // The single bidder on its side chooses among the other side.
  return highs.length === 1
    ? { pairs, odd: { chooser: highs[0]!, among: lows, chosenTakes: true } }
    : { pairs, odd: { chooser: lows[0]!, among: highs, chosenTakes: false } };
}

function threeWayExchange(ctx: RuleContext, bids: Record<SeatId, number>): void {
  for (const { giver, taker, amount } of threeWay(bids, biddersInOrder(ctx, bids)).pairs)
    if (amount > 0) ctx.transfer(giver, taker, 'honor', amount, 'honor bid');
}

/**
 * Rule oddPointOfHonor: after a three-player exchange that split an odd difference, its chooser
 * places the last point — among the players of the other side still in the game. A chooser
 * who is out of the game (it gave its last honor) places nothing.
 */
export function oddPointOfHonor(ctx: RuleContext): void {
  const bids = l5rState.read(ctx.state).bids;
  const order = ctx.state.seats.filter((s) => s.id in bids).map((s) => s.id);
  if (order.length !== 3) return;
  const { odd } = threeWay(bids, order);
  if (!odd || ctx.seat(odd.chooser).eliminated) return;
  const among = odd.among.filter((s) => !ctx.seat(s).eliminated);
  if (among.length === 0) return;
  ctx.choose(
    {
      seat: odd.chooser,
      kind: 'honorRemainder',
      prompt: odd.chosenTakes ? 'Give the remaining 1 honor to which player?' : 'Take the remaining 1 honor from which player?',
      options: among.map((s) => ({ id: s, label: s })),
    },
    'enlightenmentOddPoint',
    { chooser: odd.chooser, chosenTakes: odd.chosenTakes },
  );
}

/** Continuation: the odd point moves between the chooser and the player it chose. */
export function onOddPoint(ctx: RuleContext): void {
  const { chooser, chosenTakes } = ctx.data as { chooser: SeatId; chosenTakes: boolean };
  const chosen = String(ctx.answer);
  if (chosenTakes) ctx.transfer(chooser, chosen, 'honor', 1, 'honor bid');
  else ctx.transfer(chosen, chooser, 'honor', 1, 'honor bid');
}

/** Rule drawHonorBids: each player still in the game draws its bid. */
export function drawHonorBids(ctx: RuleContext): void {
  drawBids(ctx, l5rState.read(ctx.state).bids);
}
