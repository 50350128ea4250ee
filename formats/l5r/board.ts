// Reading an L5R board: characters in play, provinces and their strength, skills with every
// modifier, rings, the conflict in progress. Pure queries; changes live in the phase modules.
import type { CardInstance, GameState, Json, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { lastingValues } from '../../core/ability/periods.ts';
import { isHidden } from '../../core/view.ts';
import { l5rState } from './state.ts';
import { attachedTo, cardsIn } from '../../core/zones.ts';

export type ConflictType = 'military' | 'political';
export const CONFLICT_TYPES: ConflictType[] = ['military', 'political'];
export const ELEMENTS = ['air', 'earth', 'fire', 'water', 'void'] as const;

/** The conflict being resolved, kept in the module's record (state.ts). */
export interface Conflict {
  type: ConflictType;
  ring: string | null;
  element: string | null;
  attackingTeam: string;
  attackingSeat: SeatId;
  defendingTeam: string;
  defendingSeat: SeatId;
  provinces: string[];
  attackers: string[];
  defenders: string[];
  /** No defending character participated when the conflict resolved. */
  unopposed: boolean;
  [k: string]: Json;
}

export function conflictOf(state: Pick<GameState, 'modules'>): Conflict | null {
  return l5rState.read(state).conflict;
}

/**
 * An honor cost can be chosen only with the honor to pay it (honor never goes below 0); a seat
 * with no honor (the Shadowlands deck) counts honor costs as paid (Under Fu Leng's Shadow,
 * "Honor").
 */
export function canPayHonor(ctx: RuleContext, seat: SeatId, amount: number): boolean {
  return !ctx.hasCounter(seat, 'honor') || ctx.counter(seat, 'honor') >= amount;
}

export function numParam(ctx: RuleContext, name: string): number {
  const v = ctx.param(name);
  return typeof v === 'number' ? v : Number(v);
}

export { cardsIn } from '../../core/zones.ts';

/** A seat's characters in play; a warlord in play is a character like any other. */
export function charactersOf(state: GameState, seat: SeatId): CardInstance[] {
  return cardsIn(state, `${seat}.home`).filter((c) => c.type === 'character' || c.type === 'warlord');
}

export function allCharacters(state: GameState): CardInstance[] {
  return state.seats.flatMap((s) => charactersOf(state, s.id));
}

export function attachmentsOf(state: GameState, card: CardInstance): CardInstance[] {
  return attachedTo(state, card).filter((c) => c.type === 'attachment');
}

/**
 * A seat's provinces left to right (attachments on provinces share their zone). Read over a
 * view, a facedown province is a stub with no type; the row's other cards (tokens,
 * attachments) are faceup, so a stub there is a province.
 */
export function provincesOf(state: GameState, seat: SeatId): CardInstance[] {
  return cardsIn(state, `${seat}.provinces`).filter((c) => c.type === 'province' || isHidden(c));
}

export function strongholdOf(state: GameState, seat: SeatId): CardInstance | undefined {
  return cardsIn(state, `${seat}.stronghold`)[0];
}

export const isBroken = (province: CardInstance) => province.status.includes('broken');
// (`data?`: read over a view, a facedown province is a stub without data.)
export const isStrongholdProvince = (province: CardInstance) => province.data?.slot === 'stronghold';

/** App. III: a team player's broken stronghold province is immune to all card effects. */
export const immuneToCardEffects = (province: CardInstance) => isBroken(province) && isStrongholdProvince(province);

/**
 * Which cards are treated as blank (no text box, 0 strength or bonus strength). Marked ones
 * (a broken stronghold, App. III) always; the rules module adds duplicate unique copies (unique.ts).
 */
export type Blank = (card: CardInstance) => boolean;
export const markedBlank: Blank = (card) => card.data.blank === true;

/** The zone holding the dynasty cards of a province (none for the stronghold province). */
export function slotZone(province: CardInstance): string | null {
  const slot = province.data.slot as string;
  return slot === 'stronghold' ? null : `${province.owner}.${slot}`;
}

/** The faceup holdings in a province (in play, unlike the other cards there). */
export function holdingsIn(state: GameState, province: CardInstance): CardInstance[] {
  const zone = slotZone(province);
  return zone ? cardsIn(state, zone).filter((c) => c.faceUp && c.type === 'holding') : [];
}

/**
 * A seat's cards in play outside its home whose text can be read: the faceup holdings in any
 * of its provinces, its faceup provinces and its stronghold.
 */
export function inPlayOutsideHome(state: GameState, seat: SeatId): CardInstance[] {
  const provinces = provincesOf(state, seat);
  return [...provinces.flatMap((p) => holdingsIn(state, p)), ...provinces.filter((p) => p.faceUp), ...cardsIn(state, `${seat}.stronghold`)];
}

/**
 * Could the card be one whose abilities work where it is (activeSources: its home,
 * inPlayOutsideHome, a warlord out of play)? By its zone and face alone: in a home, a stronghold
 * or a warlord zone, or faceup in a province row or slot.
 */
export function mayBeActiveSource(card: CardInstance): boolean {
  const zone = card.zone.slice(card.zone.indexOf('.') + 1);
  return zone === 'home' || zone === 'stronghold' || zone === 'warlord' || (card.faceUp && zone.startsWith('province'));
}

export function fate(card: CardInstance): number {
  return card.tokens.fate ?? 0;
}

/** Persistent skill bonuses an ability grants while its condition holds. */
export type PersistentSkill = (state: GameState, card: CardInstance, type: ConflictType) => number;

/**
 * A character's skill in `type`, or null for a dash (it can't take part in such conflicts).
 * Printed skill + attachments + honored/dishonored (± glory) + tainted + effects until the
 * end of the conflict + persistent abilities; never below 0.
 */
export function skill(state: GameState, card: CardInstance, type: ConflictType, persistent: PersistentSkill = () => 0): number | null {
  const printed = card.stats[type];
  if (printed === '-' || printed === undefined) return null;
  let total = Number(printed);
  for (const a of attachmentsOf(state, card)) total += Number(a.stats[type] ?? 0);
  const glory = Number(card.stats.glory ?? 0);
  if (card.status.includes('honored')) total += glory;
  if (card.status.includes('dishonored')) total -= glory;
  if (card.status.includes('tainted')) total += 2;
  for (const m of lastingValues<{ military?: number; political?: number }>(card, 'modifySkill')) total += m[type] ?? 0;
  total += persistent(state, card, type);
  return Math.max(0, total);
}

export function canParticipate(card: CardInstance, type: ConflictType): boolean {
  return card.stats[type] !== '-' && card.stats[type] !== undefined;
}

/**
 * Province strength: printed (or token) strength, the stronghold's bonus, holdings in it (with
 * their persistent bonus when the rules pass `persistent`, abilities.ts), effects. A blank
 * province, stronghold or holding counts 0 of its own (`blank`: the marked ones unless the
 * rules module passes its own, `unique.ts` blankIn).
 */
export function provinceStrength(
  state: GameState,
  province: CardInstance,
  blank: Blank = markedBlank,
  persistent: (holding: CardInstance) => number = () => 0,
): number {
  let total = blank(province) ? 0 : Number(province.stats.strength ?? 0);
  const stronghold = isStrongholdProvince(province) ? strongholdOf(state, province.owner!) : undefined;
  if (stronghold && !blank(stronghold)) total += Number(stronghold.stats.strength ?? 0);
  for (const c of holdingsIn(state, province)) if (!blank(c)) total += Number(c.stats.strength ?? 0) + persistent(c);
  if (province.status.includes('tainted')) total += 2;
  for (const n of lastingValues<number>(province, 'provinceStrength')) total += n;
  return Math.max(0, total);
}

export function unclaimedRings(state: GameState): CardInstance[] {
  return cardsIn(state, 'table.unclaimedRings');
}

export function claimedRingsOf(state: GameState, team: string): CardInstance[] {
  return cardsIn(state, `${team}.claimedRings`);
}

/** Which side of the conflict a seat's team is on, if any. */
export function sideOf(state: GameState, seat: SeatId): 'attacker' | 'defender' | null {
  const c = conflictOf(state);
  if (!c) return null;
  const team = state.seats.find((s) => s.id === seat)!.team;
  return team === c.attackingTeam ? 'attacker' : team === c.defendingTeam ? 'defender' : null;
}

export function isParticipating(state: GameState, card: CardInstance): boolean {
  const c = conflictOf(state);
  return !!c && (c.attackers.includes(card.id) || c.defenders.includes(card.id));
}

export function controllerTeam(state: GameState, card: CardInstance): string {
  return state.seats.find((s) => s.id === card.controller)!.team;
}
