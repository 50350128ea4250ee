// Winning (BASE-RULES §4: "wins by surviving site 9 (param)"): the player whose fellowship
// reached its regroup phase at the last site. Losing a Ring-bearer puts a player out
// (changes.ts); the last player left wins by the format's lastTeamStanding.
import type { RuleContext } from '../../core/context.ts';
import type { Winner } from '../../core/types.ts';
import { lotrState } from './state.ts';

export function survivedThePath(ctx: RuleContext): Winner | null {
  const seat = lotrState.read(ctx.state).survived;
  if (!seat) return null;
  return ctx.teamWins(ctx.teamOf(seat).id, `${seat}'s fellowship survived site ${ctx.num({ param: 'winSite' })}`);
}
