// The regroup phase (BASE-RULES §4: "Shadow players discard minions; the FP player may move
// again or stay"). A fellowship at the last site (param winSite) that reaches its regroup phase
// has survived it: its player wins. Otherwise each Shadow player reconciles its hand; the Free
// Peoples player moves again (back to the Shadow phases, the minions staying in play) while it
// has moves left (param moveLimit), or stays: every minion is discarded, it reconciles, and the
// turn ends. Reconciling (ours, param handSize): draw up to the hand size, or discard down to it.
import type { SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { cardsIn } from '../../core/zones.ts';
import { fellowshipSite, freePeoples } from './board.ts';
import { discardMinions, draw } from './changes.ts';
import { moveOn } from './turn.ts';
import { shadowPlayers } from './shadow.ts';
import { lotrState } from './state.ts';

const MOVE = 'move';
const STAY = 'stay';

/** Rule lotrRegroup. */
export function regroup(ctx: RuleContext): void {
  const fp = freePeoples(ctx.state)!;
  const site = fellowshipSite(ctx, fp);
  const last = ctx.num({ param: 'winSite' });
  if (site >= last) {
    lotrState.write(ctx.state).survived = fp;
    ctx.emit('survivedThePath', { seat: fp, site });
    return;
  }
  for (const seat of shadowPlayers(ctx)) reconcile(ctx, seat);
  if (lotrState.read(ctx.state).moves >= ctx.num({ param: 'moveLimit' })) return stay(ctx, fp);
  ctx.ask(
    {
      seat: fp,
      kind: 'moveOrStay',
      prompt: `Move again to site ${site + 1}, or stay at site ${site} (the turn ends)?`,
      options: [
        { id: MOVE, label: `Move to site ${site + 1}` },
        { id: STAY, label: `Stay at site ${site}` },
      ],
    },
    'lotrMoveOrStay',
  );
}

/** Rule lotrMoveOrStay. */
export function onMoveOrStay(ctx: RuleContext): void {
  const fp = freePeoples(ctx.state)!;
  if (ctx.answer === STAY) return stay(ctx, fp);
  ctx.emit('fellowshipMovesAgain', { seat: fp });
  moveOn(ctx);
  ctx.continueRoundAt('shadow');
}

/** The fellowship stays: the minions are discarded, the Free Peoples player reconciles; the turn ends. */
function stay(ctx: RuleContext, fp: SeatId): void {
  ctx.emit('fellowshipStayed', { seat: fp, site: fellowshipSite(ctx, fp) });
  discardMinions(ctx);
  reconcile(ctx, fp);
}

/** Draw up to the hand size, or discard down to it (the player chooses what). */
function reconcile(ctx: RuleContext, seat: SeatId): void {
  const size = ctx.num({ param: 'handSize' });
  const hand = cardsIn(ctx.state, `${seat}.hand`);
  if (hand.length <= size) return draw(ctx, seat, size - hand.length);
  const over = hand.length - size;
  ctx.ask(
    {
      seat,
      kind: 'reconcile',
      prompt: `Reconcile: discard ${over} card${over > 1 ? 's' : ''} down to ${size}`,
      options: hand.map((c) => ({ id: c.id, label: c.name, card: c.id })),
      min: over,
      max: over,
    },
    'lotrReconciled',
    { seat },
  );
}

/** Rule lotrReconciled: the chosen cards go to the discard pile. */
export function onReconciled(ctx: RuleContext): void {
  const seat = ctx.data.seat as SeatId;
  // One card to discard is answered as its id, several as a list.
  for (const id of [ctx.answer as string | string[]].flat()) ctx.moveCard(id, `${seat}.discard`, { faceUp: true });
}
