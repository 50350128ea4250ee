// The phases after the challenges, and the draw phase (BASE-RULES §3): draw 2 cards; dominance —
// each player's standing characters' strength plus its unspent gold, the highest alone gaining a
// power; standing — every knelt card stands; taxation — unspent gold returns to the treasury,
// then (ours: the digest names the plot's reserve but not when it applies) each player discards
// down to its plot's reserve.
import type { SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { cardsIn } from '../../core/zones.ts';
import { charactersOf, everyCardInPlay, strength } from './board.ts';
import { draw, gainPower, stand } from './changes.ts';
import { plotStat } from './plot.ts';

const inGame = (ctx: RuleContext) => ctx.seatsInPlayerOrder().filter((s) => !s.eliminated);

/** Rule agotDrawPhase: each player draws its cards. */
export function drawPhase(ctx: RuleContext): void {
  for (const s of inGame(ctx)) draw(ctx, s.id, ctx.num({ param: 'drawPhaseCards' }));
}

/** A player's dominance total: its standing characters' strength (a duplicate is none) and its unspent gold. */
export function dominanceTotal(ctx: RuleContext, seat: SeatId): number {
  const standing = charactersOf(ctx.state, seat).filter((c) => c.faceUp && !c.turned);
  return standing.reduce((n, c) => n + strength(ctx.state, c), 0) + ctx.counter(seat, 'gold');
}

/** Rule agotDominance: the highest total alone gains power (a tie: no one). */
export function dominance(ctx: RuleContext): void {
  const totals = Object.fromEntries(inGame(ctx).map((s) => [s.id, dominanceTotal(ctx, s.id)]));
  const best = Math.max(...Object.values(totals));
  const top = Object.keys(totals).filter((s) => totals[s] === best);
  const winner = top.length === 1 ? top[0] : null;
  ctx.emit('dominanceResolved', { totals, winner });
  if (winner) gainPower(ctx, winner, ctx.num({ param: 'dominancePower' }), 'dominance');
}

/** Rule agotStanding: every knelt card in play stands. */
export function standing(ctx: RuleContext): void {
  for (const card of everyCardInPlay(ctx.state)) if (card.turned) stand(ctx, card);
}

/** Rule agotTaxation: unspent gold returns; hands over the plot's reserve are cut down to it. */
export function taxation(ctx: RuleContext): void {
  for (const s of inGame(ctx)) {
    const gold = ctx.counter(s.id, 'gold');
    if (gold > 0) ctx.addCounter(s.id, 'gold', -gold, 'taxation');
  }
  for (const s of inGame(ctx)) askReserve(ctx, s.id);
}

function askReserve(ctx: RuleContext, seat: SeatId): void {
  const hand = cardsIn(ctx.state, `${seat}.hand`);
  const excess = hand.length - plotStat(ctx.state, seat, 'reserve');
  if (excess <= 0 || cardsIn(ctx.state, `${seat}.plot`).length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'discardToReserve',
      prompt: `Reserve: discard ${excess} card${excess === 1 ? '' : 's'} down to your plot's reserve`,
      options: hand.map((c) => ({ id: c.id, label: c.name, card: c.id })),
      min: excess,
      max: excess,
    },
    'agotReserveDiscarded',
    { seat },
  );
}

export function onReserveDiscarded(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  for (const id of (Array.isArray(ctx.answer) ? ctx.answer : [ctx.answer]).map(String))
    ctx.moveCard(id, `${seat}.discard`, { faceUp: true });
}
