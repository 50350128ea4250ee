// Shadowlands Ring Effects (Under Fu Leng's Shadow, "Shadowlands Faction", every mode): when
// the Shadowlands wins a conflict as the attacker, each opponent suffers the corrupted effect
// of the ring; when its opponents win, the standard ring effects apply.
import type { SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { cardsIn, conflictOf, provincesOf, slotZone } from '../board.ts';
import { discardAtRandom } from '../changes.ts';
import { eachOpponentChooses } from '../abilities.ts';
import { askRingEffect } from '../conflict.ts';
import { inPlayerOrder } from '../../../core/player-order.ts';
import { isShadowlands, players } from './faction.ts';

/**
 * The ring effect: the deck's corrupted effects when it wins as the attacker (each opponent
 * suffers it), the standard ones when the players do.
 */
export function ringEffect(ctx: RuleContext): void {
  const c = conflictOf(ctx.state)!;
  if (!isShadowlands(ctx, c.attackingSeat)) return askRingEffect(ctx);
  const sl = c.attackingSeat;
  ctx.emit('ringEffectResolved', { element: c.element, seat: sl, choice: 'shadowlands' });
  switch (c.element) {
    case 'air':
      for (const p of players(ctx)) ctx.addCounter(p.id, 'honor', -1, 'Shadowlands air ring');
      break;
    case 'earth':
      // Each opponent's discards are in player order: the players' team picks who goes next.
      inPlayerOrder(
        ctx,
        players(ctx)
          .filter((p) => faceupInProvinces(ctx, p.id).length + ctx.zone(`${p.id}.hand`).length > 0)
          .map((p) => p.id),
        'slEarthRing',
        {},
      );
      break;
    case 'fire':
      eachOpponentChooses(ctx, sl, 'taint', 'Shadowlands fire ring');
      break;
    case 'water':
      eachOpponentChooses(ctx, sl, 'bow', 'Shadowlands water ring');
      break;
    case 'void':
      eachOpponentChooses(ctx, sl, 'removeFate', 'Shadowlands void ring');
      break;
  }
}

const faceupInProvinces = (ctx: RuleContext, seat: SeatId) =>
  provincesOf(ctx.state, seat)
    .flatMap((prov) => {
      const z = slotZone(prov);
      return z ? cardsIn(ctx.state, z) : [];
    })
    .filter((x) => x.faceUp);

/** Earth, one player's turn: it discards a faceup card of its choice from its provinces, then a random card from hand. */
export function earthRing(ctx: RuleContext): void {
  const seat = ctx.args.seat as SeatId;
  const faceup = faceupInProvinces(ctx, seat);
  if (faceup.length > 0)
    ctx.ask(
      {
        seat,
        kind: 'opponentChooses',
        prompt: 'Shadowlands earth ring: discard a faceup card in your provinces',
        options: faceup.map((x) => ({ id: x.id, label: x.name, card: x.id })),
      },
      'slEarthDiscard',
      { seat },
    );
  else discardAtRandom(ctx, seat, 1);
}

/** Earth: the chosen province card goes to its discard pile, then one random card from hand. */
export function onEarthDiscard(ctx: RuleContext): void {
  const card = ctx.card(ctx.answer as string);
  ctx.moveCard(card.id, `${card.owner}.dynastyDiscard`, { faceUp: true });
  discardAtRandom(ctx, ctx.data.seat as SeatId, 1);
}
