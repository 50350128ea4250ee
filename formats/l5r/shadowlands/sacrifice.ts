// Cooperative mode › Making Choices › "Exception: Sacrifice": told to sacrifice a card in play,
// the Shadowlands deck sacrifices the one with the lowest printed fate cost. The document
// gives no tie-break, so a tie is a choice the players make for the deck (or, when
// Unpredictable, chance): ctx.choose.
import type { SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { askSacrifice, sacrificeCandidates } from '../changes.ts';
import { isShadowlands } from './faction.ts';

/** Rule l5rSacrifice, in place of the standard one. */
export function sacrifice(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const source = String(ctx.args.source);
  const cards = sacrificeCandidates(ctx);
  if (!isShadowlands(ctx, seat)) return askSacrifice(ctx, seat, cards, source);
  // Printed: the card definition's cost (a warlord prints none: 0).
  const printed = (id: string) => Number(ctx.format.cardDefs[id]?.cost ?? 0);
  const lowest = Math.min(...cards.map((c) => printed(c.def)));
  askSacrifice(
    ctx,
    seat,
    cards.filter((c) => printed(c.def) === lowest),
    source,
  );
}
