// Reading a CCG board (BASE-RULES §2): personalities and their units, Force, gold production,
// provinces and their strength, the battlefields of an attack. Pure queries over a state or a
// seat's view; changes live in the turn's modules.
import type { CardInstance, GameState, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { attachedTo, cardsIn } from '../../core/zones.ts';
import { lastingValues } from '../../core/ability/periods.ts';
import { ccgState, type Attack, type Battlefield } from './state.ts';
import { figure } from './rank.ts';

type Board = Pick<GameState, 'zones' | 'cards' | 'modules' | 'seats' | 'params'>;

const teamOfSeat = (state: Board, seat: SeatId) => state.seats.find((s) => s.id === seat)?.team;

/** The role Siege's param `challengeRole` names, where the format has it (none in the classic game). */
export function challengeRole(state: Pick<GameState, 'params'>): string | undefined {
  return state.params.challengeRole === undefined ? undefined : String(state.params.challengeRole);
}

/** Are two seats on one side (the same player, or Siege's Rokugani team)? */
export function sameSide(state: Board, a: SeatId, b: SeatId): boolean {
  return a === b || teamOfSeat(state, a) === teamOfSeat(state, b);
}

/** The total of a trait in force (state.ts TraitInForce) for `seat`'s cards: its own side's, or its opponents' (`enemy`). */
export function traitTotal(state: Board, seat: SeatId, effect: string, whose: 'own' | 'enemy' = 'own'): number {
  let total = 0;
  for (const s of ccgState.read(state).traits ?? [])
    if (s.effect === effect && sameSide(state, s.seat, seat) === (whose === 'own')) total += figure(state, s.value);
  return total;
}

/** The five elements (the LCG family's list: the same five rings); a ring of each in play is the Enlightenment victory. */
export { ELEMENTS } from '../l5r/board.ts';

/** A card's clan, as its card data gives it. */
export function clanOf(ctx: Pick<RuleContext, 'format'>, card: CardInstance): string | undefined {
  return (ctx.format.cardDefs[card.def] as { clan?: string } | undefined)?.clan;
}

/** A seat's personalities in play (its home; the units it leads). */
export function personalitiesOf(state: Board, seat: SeatId): CardInstance[] {
  return cardsIn(state, `${seat}.home`).filter((c) => c.type === 'personality');
}

export function holdingsOf(state: Board, seat: SeatId): CardInstance[] {
  return cardsIn(state, `${seat}.home`).filter((c) => c.type === 'holding');
}

export function strongholdOf(state: Board, seat: SeatId): CardInstance | undefined {
  return cardsIn(state, `${seat}.stronghold`)[0];
}

/** A seat's provinces still standing, left to right (a destroyed one leaves the row). */
export function provincesOf(state: Board, seat: SeatId): CardInstance[] {
  return cardsIn(state, `${seat}.provinces`);
}

/** The zone holding a province's dynasty card. */
export function slotOf(province: CardInstance): string {
  return `${province.owner}.${String(province.data.slot)}`;
}

/** The card in a province (one at most), or undefined when it is empty. */
export function cardInProvince(state: Board, province: CardInstance): CardInstance | undefined {
  return cardsIn(state, slotOf(province))[0];
}

/** The cards in a seat's provinces, left to right. */
export function provinceCards(state: Board, seat: SeatId): CardInstance[] {
  return provincesOf(state, seat).flatMap((p) => cardInProvince(state, p) ?? []);
}

/** The province a card is in, if it is in one. */
export function provinceHolding(state: Board, card: CardInstance): CardInstance | undefined {
  return card.owner ? provincesOf(state, card.owner).find((p) => slotOf(p) === card.zone) : undefined;
}

/** The region on a province, if it has one (a seat's `regions` zone, each naming its province). */
export function regionOf(state: Board, province: CardInstance): CardInstance | undefined {
  return cardsIn(state, `${province.owner}.regions`).find((r) => r.data.province === province.id);
}

/**
 * A province's strength: its own (the stronghold's at setup), its region's bonus and effects on
 * it. An intact territory (Siege) is affected as a province is; its owner is the team's first seat.
 */
export function provinceStrength(state: Board, province: CardInstance): number {
  // A province's strength is set at setup; a territory's is its printed Province Strength.
  let total =
    figure(state, province.stats.strength ?? province.stats.provinceStrength) +
    figure(state, regionOf(state, province)?.stats.provinceStrength);
  for (const n of lastingValues<number>(province, 'provinceStrength')) total += n;
  const owner = province.owner ?? territoryHolder(state, province);
  if (owner && !isDestroyedTerritory(province)) total += traitTotal(state, owner, 'enemyProvinceStrength', 'enemy');
  return Math.max(0, total);
}

/** Territories (Siege): the row of a team's, in order; a destroyed one stays in it, turned to its destroyed side. */
export function territoriesOf(state: Board, team: string): CardInstance[] {
  return cardsIn(state, `${team}.territories`);
}

export const isDestroyedTerritory = (card: CardInstance) => card.status.includes('destroyed');

/** A seat of the team whose territory this is (territories belong to the team together). */
function territoryHolder(state: Board, territory: CardInstance): SeatId | undefined {
  const team = territory.zone.split('.')[0];
  return state.seats.find((s) => s.team === team)?.id;
}

/**
 * Where an attack on `defender` is fought: its team's intact territories where it has a row of
 * them (Siege), else its provinces.
 */
export function battlegrounds(state: Board, defender: SeatId): CardInstance[] {
  const team = teamOfSeat(state, defender);
  const row = team ? territoriesOf(state, team) : [];
  return row.length > 0 ? row.filter((t) => !isDestroyedTerritory(t)) : provincesOf(state, defender);
}

/** The gold an unbowed card would produce now (a stronghold or holding). */
export function goldProduction(state: Board, card: CardInstance): number {
  if (card.turned) return 0;
  const clock = card.type === 'stronghold' && card.controller ? traitTotal(state, card.controller, 'strongholdGold') : 0;
  return figure(state, card.stats.goldProduction) + clock;
}

/** The cards a seat can bow for gold now: its stronghold and holdings, unbowed ones that produce. */
export function producersOf(state: Board, seat: SeatId): CardInstance[] {
  const stronghold = strongholdOf(state, seat);
  return [...(stronghold ? [stronghold] : []), ...holdingsOf(state, seat)].filter((c) => goldProduction(state, c) > 0);
}

export function goldAvailable(state: Board, seat: SeatId): number {
  return producersOf(state, seat).reduce((n, c) => n + goldProduction(state, c), 0);
}

/** A personality's unit: the personality and the followers and items attached to it. */
export function unitOf(state: Board, personality: CardInstance): CardInstance[] {
  return [personality, ...attachedTo(state, personality)];
}

/**
 * A unit's Force in battle: the personality's and its attachments' Force, with effects until
 * the end of the battle; a bowed personality brings none (our reading: bowing takes a unit
 * out of the fight, which is what Fear is for). Never below 0.
 */
export function unitForce(state: Board, personality: CardInstance): number {
  if (personality.turned) return 0;
  return Math.max(
    0,
    unitOf(state, personality).reduce((n, c) => n + printedAndModifiedForce(state, c), 0),
  );
}

/** A personality's own Force (for Fear, Melee and other "Force N or less" tests), with effects. */
export function force(state: Board, personality: CardInstance): number {
  return Math.max(0, printedAndModifiedForce(state, personality));
}

/** A card's printed Force with its effects until the end of the battle (a personality: the clock's too), before any floor. */
function printedAndModifiedForce(state: Board, card: CardInstance): number {
  const clock = card.type === 'personality' && card.controller ? traitTotal(state, card.controller, 'personalityForce') : 0;
  return lastingValues<number>(card, 'modifyForce').reduce((n, m) => n + m, figure(state, card.stats.force) + clock);
}

export function attackOf(state: Pick<GameState, 'modules'>): Attack | null {
  return ccgState.read(state).attack;
}

/** The battlefield being fought, if any. */
export function currentBattlefield(state: Pick<GameState, 'modules'>): Battlefield | null {
  const attack = attackOf(state);
  return attack?.current ? (attack.battlefields.find((b) => b.province === attack.current) ?? null) : null;
}

/** Is the personality (or the one a follower or item is attached to) at the battle being fought? */
export function atCurrentBattle(state: Board, card: CardInstance): boolean {
  const field = currentBattlefield(state);
  if (!field) return false;
  const leader = card.data?.attachedTo ? state.cards[String(card.data.attachedTo)] : card;
  return !!leader && (field.attackers.includes(leader.id) || field.defenders.includes(leader.id));
}

/**
 * Rule of Presence: only a player with a unit at the battlefield takes battle actions there (Siege:
 * each Rokugani player has presence if any of them has a unit there).
 */
export function hasPresence(state: Board, seat: SeatId): boolean {
  const field = currentBattlefield(state);
  if (!field) return false;
  return [...field.attackers, ...field.defenders].some((id) => {
    const controller = state.cards[id]?.controller;
    return !!controller && sameSide(state, controller, seat);
  });
}

/** The total Force of one side's units at a battlefield. */
export function sideForce(state: Board, ids: readonly string[]): number {
  return ids.reduce((n, id) => n + (state.cards[id] ? unitForce(state, state.cards[id]) : 0), 0);
}

/** The seat holding the Imperial Favor, if any. */
export function favorHolder(state: Pick<GameState, 'modules'>): SeatId | null {
  return ccgState.read(state).favor;
}
