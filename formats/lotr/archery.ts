// The archery phase (BASE-RULES §4: "archery totals wound characters"): the fellowship's archery
// total (its archer companions) wounds minions, the minions' total (every archer minion) wounds
// the fellowship's companions. The Free Peoples player places the minions' wounds on its
// companions; the Shadow players place the fellowship's on their own minions, one wound each in
// turn from the first Shadow player, skipping a player with no minion left (ours: the digest
// and the Shadow Phase document don't say who chooses among several Shadow players). A choice of
// one is made without asking.
import type { CardInstance, SeatId } from '../../core/types.ts';
import { RuleError, type RuleContext } from '../../core/context.ts';
import { archeryTotals, companionsOf, freePeoples, minionsOf, vitalityOf, woundsOn } from './board.ts';
import { turnCutShort, wound } from './changes.ts';
import { shadowPlayers } from './shadow.ts';

/** Rule lotrArchery: both totals, then the wounds placed one at a time. */
export function archery(ctx: RuleContext): void {
  const fp = freePeoples(ctx.state)!;
  const totals = archeryTotals(ctx, fp);
  ctx.emit('archeryTotals', totals);
  ctx.call('lotrArcheryWound', { side: 'fellowship', left: totals.fellowship, turn: 0 });
  ctx.call('lotrArcheryWound', { side: 'minions', left: totals.minions, turn: 0 });
}

/** Who places the next wound of `side`'s archery, and on which of their characters. */
function nextPlacement(ctx: RuleContext, side: string, turn: number): { seat: SeatId; candidates: CardInstance[]; turn: number } | null {
  const fp = freePeoples(ctx.state)!;
  if (side === 'minions') {
    const candidates = companionsOf(ctx.state, fp);
    return candidates.length > 0 ? { seat: fp, candidates, turn } : null;
  }
  const order = shadowPlayers(ctx);
  for (let k = 0; k < order.length; k++) {
    const seat = order[(turn + k) % order.length];
    const candidates = minionsOf(ctx.state, seat);
    if (candidates.length > 0) return { seat, candidates, turn: (turn + k) % order.length };
  }
  return null;
}

/** Rule lotrArcheryWound: the next wound of an archery total. */
export function archeryWound(ctx: RuleContext): void {
  const { side, left, turn } = ctx.args as { side: string; left: number; turn: number };
  if (left <= 0) return;
  const next = nextPlacement(ctx, side, turn);
  if (!next) return;
  const data = { side, left, turn: next.turn, seat: next.seat };
  if (next.candidates.length === 1) return placeWound(ctx, next.candidates[0], data);
  ctx.ask(
    {
      seat: next.seat,
      kind: 'archeryWound',
      prompt: `${side === 'fellowship' ? 'Fellowship' : 'Minion'} archery: wound which of your characters? (${left} wound${left > 1 ? 's' : ''} left)`,
      options: next.candidates.map((c) => ({
        id: c.id,
        label: `${c.name} (${woundsOn(c)}/${vitalityOf(ctx, c)} wounds)`,
        card: c.id,
      })),
    },
    'lotrArcheryWounded',
    data,
  );
}

/** Rule lotrArcheryWounded: the chosen character takes the wound. */
export function onArcheryWound(ctx: RuleContext): void {
  placeWound(ctx, ctx.card(String(ctx.answer)), ctx.data as { side: string; left: number; turn: number; seat: SeatId });
}

function placeWound(ctx: RuleContext, card: CardInstance, data: { side: string; left: number; turn: number; seat: SeatId }): void {
  if (card.owner !== data.seat) throw new RuleError(`${card.name} is not ${data.seat}'s to wound`);
  wound(ctx, card, 1, `${data.side === 'fellowship' ? 'fellowship' : 'minion'} archery`);
  // A lost Ring-bearer ends the turn: nothing more is placed.
  if (turnCutShort(ctx)) return;
  ctx.call('lotrArcheryWound', { side: data.side, left: data.left - 1, turn: data.turn + 1 });
}
