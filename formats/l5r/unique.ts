// Unique cards by the team rules (Under Fu Leng's Shadow, App. III "Unique Cards", used in
// place of the standard ones; a two-player game is the case of one-player teams): who may
// bring a unique card into play, duplicate unique strongholds, provinces and holdings, and
// discarding a copy of a unique character to place fate on the team's copy in play.
import type { CardInstance, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { ActionProvider } from '../../core/rules-module.ts';
import { cardsIn, charactersOf, inPlayOutsideHome, markedBlank, provincesOf, slotZone, type Blank } from './board.ts';
import { discardPileFor, placeFate, refillProvince } from './changes.ts';
import { isUnique } from '../../core/card-index.ts';

const teamOf = (ctx: RuleContext, seat: SeatId | null) => (seat ? ctx.seat(seat).team : null);

/**
 * May `seat` bring `card` into play? Not a unique card while another copy (same title) is in
 * play under the control or ownership of anyone on its team; nor a unique card its opponents
 * own while one of them controls a copy.
 */
export function uniqueAllowed(ctx: RuleContext, seat: SeatId, card: CardInstance): boolean {
  if (!isUnique(ctx.format, card)) return true;
  const team = ctx.seat(seat).team;
  const copies = ctx.state.seats.flatMap((s) => cardsIn(ctx.state, `${s.id}.home`)).filter((c) => c.name === card.name && c.id !== card.id);
  if (copies.some((c) => teamOf(ctx, c.controller) === team || teamOf(ctx, c.owner) === team)) return false;
  return teamOf(ctx, card.owner) === team || !copies.some((c) => teamOf(ctx, c.controller) !== team);
}

const DUPLICATE_BLANK = ['stronghold', 'province', 'holding'];

/**
 * The cards treated as blank: those marked so, and every copy of a unique stronghold, province
 * or holding while the players of one team control more than one.
 */
export function blankIn(ctx: RuleContext): Blank {
  return (card) => markedBlank(card) || duplicated(ctx, card);
}

function duplicated(ctx: RuleContext, card: CardInstance): boolean {
  if (!DUPLICATE_BLANK.includes(card.type) || !card.controller || !isUnique(ctx.format, card)) return false;
  const copies = ctx
    .teamOf(card.controller)
    .seats.flatMap((s) => inPlayOutsideHome(ctx.state, s))
    .filter((c) => c.name === card.name);
  return copies.length > 1;
}

/**
 * A dynasty action: discard a copy (by title) of a unique character from hand or from one's
 * provinces to place 1 fate on the copy in play that a player of one's team controls.
 */
export const discardDuplicate: ActionProvider = {
  options(ctx, seat) {
    const inPlay = ctx.teamOf(seat).seats.flatMap((s) => charactersOf(ctx.state, s));
    const inProvinces = provincesOf(ctx.state, seat)
      .map(slotZone)
      .flatMap((z) => (z ? cardsIn(ctx.state, z) : []))
      .filter((c) => c.faceUp);
    return [...cardsIn(ctx.state, `${seat}.hand`), ...inProvinces]
      .filter((c) => c.type === 'character' && isUnique(ctx.format, c))
      .flatMap((copy) =>
        inPlay
          .filter((x) => x.name === copy.name)
          .map((onto) => ({
            id: `duplicate:${copy.id}:${onto.id}`,
            label: `Discard ${copy.name} to place 1 fate on the one ${onto.controller} controls`,
            card: copy.id,
            data: { onto: onto.id },
          })),
      );
  },
  perform(ctx, seat, option) {
    const copy = ctx.card(option.card!);
    const onto = ctx.card(String((option.data as { onto: string }).onto));
    const province = provincesOf(ctx.state, seat).find((p) => slotZone(p) === copy.zone);
    ctx.moveCard(copy.id, discardPileFor(copy, ctx), { faceUp: true });
    if (province) refillProvince(ctx, province);
    placeFate(ctx, onto, 1);
    ctx.emit('duplicateDiscarded', { ...ctx.cardRef(copy), onto: onto.id, seat });
  },
};
