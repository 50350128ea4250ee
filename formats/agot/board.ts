// Readings of an AGoT board (BASE-RULES §3 and Shadows), over a full state or a seat's view
// alike: a player's cards in play, a character's strength, the gold a card costs to marshal or
// to bring out of Shadows, total power. Nothing here changes the game.
import type { CardInstance, GameState, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { cardsIn, attachedTo } from '../../core/zones.ts';
import { lastingValues } from '../../core/ability/periods.ts';
import { persistentValues } from '../../core/ability/runtime.ts';
import { agotState, type ChallengeType } from './state.ts';

type Board = Pick<GameState, 'zones' | 'cards' | 'modules' | 'seats'>;

/** The cards in `seat`'s play area: its characters and locations, and what is attached to them. */
export const inPlay = (state: Board, seat: SeatId) => cardsIn(state, `${seat}.play`);

/**
 * The cards in `seat`'s play area that are cards of their own: not the duplicates on them. A
 * duplicate only waits to save its card (BASE-RULES §3): it doesn't attack, defend, count for
 * dominance, make gold or have its text in force.
 */
export const cardsInForce = (state: Board, seat: SeatId) => inPlay(state, seat).filter((c) => !isDuplicate(c));

/** The characters `seat` controls. */
export const charactersOf = (state: Board, seat: SeatId) => cardsInForce(state, seat).filter((c) => c.type === 'character');

/** The locations `seat` controls. */
export const locationsOf = (state: Board, seat: SeatId) => cardsInForce(state, seat).filter((c) => c.type === 'location');

/** Every card in play at the table, of the players still in the game. */
export const everyCardInPlay = (state: Board) => state.seats.flatMap((s) => (s.eliminated ? [] : inPlay(state, s.id)));

/** The house card. */
export const houseCardOf = (state: Board, seat: SeatId): CardInstance | undefined => cardsIn(state, `${seat}.house`)[0];

/** A card's house (`neutral` when it prints none). */
export const houseOf = (defs: RuleContext['format']['cardDefs'], card: CardInstance) =>
  String((defs[card.def] as { house?: string } | undefined)?.house ?? 'neutral');

/** The challenge icons a character prints. */
export function iconsOf(defs: RuleContext['format']['cardDefs'], card: CardInstance): readonly string[] {
  return ((defs[card.def] as { icons?: string[] } | undefined)?.icons ?? []) as string[];
}

export const hasIcon = (defs: RuleContext['format']['cardDefs'], card: CardInstance, type: ChallengeType) =>
  iconsOf(defs, card).includes(type);

/** Is it attached to another card (an attachment, a duplicate)? */
export const isAttached = (card: CardInstance) => typeof card.data.attachedTo === 'string';

/** A duplicate: a second copy of a unique card placed on the first (it saves it from leaving play). */
export const isDuplicate = (card: CardInstance) => card.data.duplicate === true;

/** A character's strength now: printed, plus its attachments', plus effects until the end of the challenge. */
export function strength(state: Board, card: CardInstance): number {
  let total = Number(card.stats.strength ?? 0);
  for (const a of attachedTo(state, card)) if (!isDuplicate(a)) total += Number(a.stats.strength ?? 0);
  for (const n of lastingValues<number>(card, 'modifyStrength')) total += n;
  return Math.max(0, total);
}

/**
 * The Shadows cost, the number after the "s" of a card with the Shadows crest (☞), or null for a
 * card without it. A Shadows card's cost is written `s<N>` (Shadows: "Shadows Cards").
 */
export function shadowsCost(card: CardInstance): number | null {
  const m = /^s(\d+)$/.exec(String(card.stats.cost ?? ''));
  return m ? Number(m[1]) : null;
}

/** Has the card the Shadows crest? */
export const hasShadowsCrest = (card: CardInstance) => shadowsCost(card) !== null;

/** The gold it costs to play any card into Shadows, before effects that reduce that cost. */
export const INTO_SHADOWS = 2;

/**
 * A card's printed cost: its gold cost, or for a Shadows card the cost of playing it into Shadows
 * (two gold) plus the number after the "s" (Shadows: "Playing a card into Shadows", last paragraph).
 */
export function printedCost(card: CardInstance): number {
  const s = shadowsCost(card);
  return s === null ? Number(card.stats.cost ?? 0) : INTO_SHADOWS + s;
}

/** The house `seat` plays (its house card's). */
export function seatHouse(ctx: RuleContext, seat: SeatId): string {
  const card = houseCardOf(ctx.state, seat);
  return card ? houseOf(ctx.format.cardDefs, card) : 'neutral';
}

/** The out-of-house penalty: a card of another house (not neutral) costs 1 more gold (BASE-RULES §3). */
export function outOfHousePenalty(ctx: RuleContext, seat: SeatId, card: CardInstance): number {
  const house = houseOf(ctx.format.cardDefs, card);
  return house !== 'neutral' && house !== seatHouse(ctx, seat) ? 1 : 0;
}

/** The sum of a persistent effect over the cards `seat` controls in play. */
export function persistentTotal(ctx: RuleContext, seat: SeatId, effect: string): number {
  let total = 0;
  // A facedown card (placed at setup, not yet revealed) has no text in force.
  for (const card of cardsInForce(ctx.state, seat))
    if (card.faceUp && card.controller === seat) for (const n of persistentValues<number>(ctx, card, effect)) total += Number(n);
  return total;
}

/** The gold to marshal a card from hand: its cost, the out-of-house penalty, less the reductions in play (never below 0). */
export function marshalCost(ctx: RuleContext, seat: SeatId, card: CardInstance): number {
  return Math.max(0, Number(card.stats.cost ?? 0) + outOfHousePenalty(ctx, seat, card) - persistentTotal(ctx, seat, 'reduceMarshalCost'));
}

/**
 * The gold to play a card into Shadows: two, with no out-of-house penalty, reduced only by effects
 * that reduce that cost specifically (Shadows: "Playing a card into Shadows").
 */
export function intoShadowsCost(ctx: RuleContext, seat: SeatId, param: number): number {
  return Math.max(0, param - persistentTotal(ctx, seat, 'reduceShadowsCost'));
}

/** The gold to bring a card out of Shadows: the number after the "s", plus any gold penalties (out of house). */
export function comingOutCost(ctx: RuleContext, seat: SeatId, card: CardInstance): number {
  return (shadowsCost(card) ?? 0) + outOfHousePenalty(ctx, seat, card);
}

/** A player's power: on its house card, and on the cards it controls in play (renown). */
export function totalPower(ctx: { state: Board }, seat: SeatId): number {
  const house = ctx.state.seats.find((s) => s.id === seat)?.counters.power ?? 0;
  return house + inPlay(ctx.state, seat).reduce((n, c) => n + (c.tokens.power ?? 0), 0);
}

/** The characters taking part in the challenge being made. */
export function participants(state: Board): string[] {
  const c = agotState.read(state).challenge;
  return c ? [...c.attackers, ...c.defenders] : [];
}

/** One side's participants still in play under its player's control: those whose strength counts. */
export const stillParticipating = (state: Board, ids: readonly string[], seat: SeatId) =>
  ids.map((id) => state.cards[id]).filter((c): c is CardInstance => !!c && c.zone === `${seat}.play` && c.controller === seat);

export const isParticipating = (state: Board, card: CardInstance) => participants(state).includes(card.id);

/** The other copies of a card's title in play (duplicates aside), at the whole table. */
export const copiesInPlay = (state: Board, card: CardInstance) =>
  everyCardInPlay(state).filter((c) => c.name === card.name && c.id !== card.id && !isDuplicate(c));

/** Is a copy of this title in `seat`'s dead pile? */
export const inDeadPile = (state: Board, seat: SeatId, card: CardInstance) =>
  cardsIn(state, `${seat}.dead`).some((c) => c.name === card.name);
