// Victory (BASE-RULES §3): a player with 15 power (param powerToWin) — on its house card and on
// its cards in play — wins; if several reach it at once, the most power (then the first in
// player order: ours).
import type { Winner } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { totalPower } from './board.ts';

export function powerVictory(ctx: RuleContext): Winner | null {
  const goal = ctx.num({ param: 'powerToWin' });
  const alive = ctx.seatsInPlayerOrder().filter((s) => !s.eliminated);
  const best = Math.max(...alive.map((s) => totalPower(ctx, s.id)));
  if (best < goal) return null;
  const winner = alive.find((s) => totalPower(ctx, s.id) === best)!;
  return { teams: [winner.team], seats: [winner.id], reason: `power: ${goal} power reached` };
}
