// The Shadow phase (Shadow Phase, all of it): each other player, starting with the player
// immediately to the Free Peoples player's right, has one Shadow phase (the format's `each`
// over seats `rightOf: active`), during which it plays Shadow cards and takes Shadow actions
// from the one twilight pool (playing.ts). This module records whose Shadow phase it is and who
// is next, for the table and for the twilight each Shadow player spends; when the last has
// ended, the format goes to the maneuver phase, or straight to regroup with no minion in play.
import type { RuleContext } from '../../core/context.ts';
import { seatsInOrder } from '../../core/seats.ts';
import { everyMinion } from './board.ts';
import { lotrState } from './state.ts';

/** The Shadow players of the turn, in the order they have their Shadow phases. */
export const shadowPlayers = (ctx: RuleContext) => seatsInOrder(ctx.state, { rightOf: 'active' }, (r) => ctx.seatRef(r)).map((s) => s.id);

/** Rule lotrShadowPhaseBegins: the current seat's Shadow phase. */
export function shadowPhaseBegins(ctx: RuleContext): void {
  const seat = ctx.seatRef('current');
  const order = shadowPlayers(ctx);
  const at = order.indexOf(seat);
  const phase = { seat, next: order[at + 1] ?? null, order: at + 1 };
  lotrState.write(ctx.state).shadowPhase = phase;
  ctx.emit('shadowPhaseStarted', phase);
}

/** Rule lotrShadowPhasesEnd: every Shadow player has had its Shadow phase. */
export function shadowPhasesEnd(ctx: RuleContext): void {
  lotrState.write(ctx.state).shadowPhase = null;
  ctx.emit('shadowPhasesEnded', { minions: everyMinion(ctx.state).length });
}

/** Predicate minionsInPlay: is any minion in play (else the turn skips to the regroup phase)? */
export const minionsInPlay = (ctx: RuleContext) => everyMinion(ctx.state).length > 0;
