// Enlightenment's own ring rules on top of personal ring pools (../rings.ts): fate placed on
// another player's ring, and the Enlightenment victory.
import type { Winner } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { ELEMENTS, cardsIn, fate } from '../board.ts';
import { claimedBy, personalPool, printedElement } from '../rings.ts';

/**
 * Rule placeFateOnAnotherPlayersRing, once per player in player order (`each`): "in player
 * order each player chooses a ring token in another player's unclaimed ring pool and places
 * one fate token from the general token pool on it" ("Placing Fate on Rings"). Not the common
 * pool: it is no other player's.
 */
export function placeFateOnAnotherPlayersRing(ctx: RuleContext): void {
  const seat = ctx.seatRef('current');
  const rings = ctx
    .seatsInPlayerOrder()
    .filter((s) => s.id !== seat)
    .flatMap((s) => cardsIn(ctx.state, personalPool(s.id)).map((r) => ({ r, pool: s.id })));
  if (rings.length === 0) return;
  ctx.ask(
    {
      seat,
      kind: 'ringFate',
      prompt: "Place 1 fate on a ring in another player's unclaimed pool",
      options: rings.map(({ r, pool }) => ({
        id: r.id,
        label: `${r.name} of ${pool}${fate(r) ? ` (${fate(r)} fate)` : ''}`,
        card: r.id,
        data: { pool },
      })),
    },
    'enlightenmentRingFate',
  );
}

/** Continuation: one fate from the general token pool on the chosen ring. */
export function onRingFate(ctx: RuleContext): void {
  ctx.changeCard(String(ctx.answer), { tokens: { fate: 1 } });
}

/**
 * "Enlightenment": one ring token of each element on the player's own unbroken provinces wins
 * at once. Only the printed element of a physical ring counts ("Physical Rings"). A ring just
 * claimed counts before its player has chosen which province it sits on: every choice is an
 * unbroken province of theirs.
 */
export function enlightenment(ctx: RuleContext): Winner | null {
  for (const seat of ctx.seatsInPlayerOrder()) {
    const held = new Set(claimedBy(ctx, seat.id).map((r) => printedElement(ctx, r)));
    if (ELEMENTS.every((e) => held.has(e))) return ctx.teamWins(seat.team, 'Enlightenment: a ring of each element on their provinces');
  }
  return null;
}
