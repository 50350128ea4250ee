// A turn's fellowship (BASE-RULES §4): the turn passes to the left (the first to the first
// player), the Free Peoples player plays its cards, then its fellowship moves to the next site,
// adding the site's shadow number and one per companion to the twilight pool. The Shadow
// phases follow, each Shadow player's in turn (shadow.ts).
import type { RuleContext } from '../../core/context.ts';
import { RuleError } from '../../core/context.ts';
import { fellowshipSite, freePeoples, moveTwilight } from './board.ts';
import { addTwilight } from './changes.ts';
import { lotrState } from './state.ts';

/** Rule lotrTurnBegins: the next fellowship's turn — unless the turn already passed to it when the last player lost on its own turn. */
export function turnBegins(ctx: RuleContext): void {
  const record = lotrState.write(ctx.state);
  const active = freePeoples(ctx.state);
  if (!active) ctx.setActive('seat', ctx.firstPlayerSeat());
  else if (!record.turnPassed) ctx.setActive('seat', ctx.leftOf(active));
  record.turnPassed = false;
  record.moves = 0;
}

/** Rule lotrMove: the active fellowship moves to the next site (BASE-RULES §4). */
export function moveOn(ctx: RuleContext): void {
  const seat = freePeoples(ctx.state);
  if (!seat) throw new RuleError('no fellowship is active to move');
  const to = fellowshipSite(ctx, seat) + 1;
  if (to > ctx.num({ param: 'winSite' })) return;
  ctx.addCounter(seat, 'site', 1, `moved to site ${to}`);
  lotrState.write(ctx.state).moves++;
  const twilight = moveTwilight(ctx, seat, to);
  ctx.emit('fellowshipMoved', { seat, site: to, twilight });
  addTwilight(ctx, seat, twilight, `moved to site ${to}`);
}
