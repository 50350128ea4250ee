// Readings of a LotR board (BASE-RULES §4), shared by the rules, the bots and the web panel:
// characters and their strength and vitality, wounds and exertion, the path's sites and where
// the active fellowship stands, roaming minions, archery totals and the twilight a move adds.
// Each reads only what every seat sees, so a panel may call it on a view.
import type { CardInstance, GameState, SeatId } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { attachedTo, cardsIn } from '../../core/zones.ts';
import { lastingValues } from '../../core/ability/periods.ts';
import { persistentValues } from '../../core/ability/runtime.ts';

export const FREE_PEOPLES_CHARACTERS = ['companion', 'ally'];
export const ATTACHABLE = ['possession', 'artifact', 'condition'];

/** The zones of a seat's cards in play: its fellowship, its support area, its minions. */
export const PLAY_ZONES = ['fellowship', 'support', 'minions'] as const;

/** Is the card in play (in one of those zones)? */
export const isInPlay = (card: CardInstance) => PLAY_ZONES.some((z) => card.zone.endsWith(`.${z}`));

/** `seat`'s cards in play, the borne ones among them. */
export const cardsInPlayOf = (state: GameState, seat: SeatId) => PLAY_ZONES.flatMap((z) => cardsIn(state, `${seat}.${z}`));

/** A card attached to a character (a possession, artifact or condition borne by it). */
export const isAttached = (card: CardInstance) => typeof card.data.attachedTo === 'string';

/** The cards in a seat's zone that stand on their own (not borne by another). */
const standing = (state: GameState, zone: string) => cardsIn(state, zone).filter((c) => !isAttached(c));

/** `seat`'s companions, the Ring-bearer among them. */
export const companionsOf = (state: GameState, seat: SeatId) => standing(state, `${seat}.fellowship`).filter((c) => c.type === 'companion');

/** `seat`'s allies, in its support area. */
export const alliesOf = (state: GameState, seat: SeatId) => standing(state, `${seat}.support`).filter((c) => c.type === 'ally');

/** `seat`'s Free Peoples characters: companions and allies. */
export const charactersOf = (state: GameState, seat: SeatId) => [...companionsOf(state, seat), ...alliesOf(state, seat)];

/** `seat`'s minions in play (played to the centre of the table, across from the active fellowship). */
export const minionsOf = (state: GameState, seat: SeatId) => standing(state, `${seat}.minions`).filter((c) => c.type === 'minion');

/** Every minion in play, the Shadow players' in seat order. */
export const everyMinion = (state: GameState) => state.seats.flatMap((s) => minionsOf(state, s.id));

/** The Ring-bearer of `seat`, while in play. */
export const ringBearerOf = (ctx: RuleContext, seat: SeatId) => companionsOf(ctx.state, seat).find((c) => isRingBearer(ctx, c));

export const isRingBearer = (ctx: RuleContext, card: CardInstance) => hasKeyword(ctx, card, 'ringBearer');

export function hasKeyword(ctx: RuleContext, card: CardInstance, keyword: string): boolean {
  return ctx.format.cardDefs[card.def]?.keywords?.includes(keyword) ?? false;
}

/** How many of a keyword a card prints (`damage` twice is damage +2). */
export function keywordCount(ctx: RuleContext, card: CardInstance, keyword: string): number {
  return ctx.format.cardDefs[card.def]?.keywords?.filter((k) => k === keyword).length ?? 0;
}

/** A card's culture (its family field). */
export const cultureOf = (ctx: RuleContext, card: CardInstance) =>
  (ctx.format.cardDefs[card.def] as { culture?: string } | undefined)?.culture;

/** Where a possession, artifact or condition plays (its `playsOn`; BASE-RULES §4: "state in their game text where they play"). */
export const playsOn = (ctx: RuleContext, card: CardInstance) =>
  (ctx.format.cardDefs[card.def] as { playsOn?: string } | undefined)?.playsOn ?? 'support';

/** The side a card belongs to: `free` (Free Peoples) or `shadow`. */
export const sideOf = (ctx: RuleContext, card: CardInstance) => ctx.format.cardDefs[card.def]?.side ?? 'free';

/** Support-area persistent bonuses in force: each faceup card in a support area, any player's. */
function supportCards(ctx: RuleContext): CardInstance[] {
  return ctx.state.seats.flatMap((s) => cardsIn(ctx.state, `${s.id}.support`)).filter((c) => c.faceUp);
}

/**
 * A character's strength now: printed, plus what the cards it bears add, plus every support-area
 * bonus to its culture — whoever played it ("Shadow cards may give bonuses … to other players'
 * Shadow cards") — plus lasting effects (a skirmish's pump). Never below 0.
 */
export function strengthOf(ctx: RuleContext, card: CardInstance): number {
  let total = Number(card.stats.strength ?? 0);
  for (const borne of attachedTo(ctx.state, card)) total += Number(borne.stats.strength ?? 0);
  const culture = cultureOf(ctx, card);
  for (const source of supportCards(ctx)) {
    for (const bonus of persistentValues<{ culture: string; amount: number }>(ctx, source, 'cultureStrength'))
      if (bonus.culture === culture) total += bonus.amount;
  }
  for (const n of lastingValues<number>(card, 'modifyStrength')) total += n;
  return Math.max(0, total);
}

/** A character's vitality: printed, plus what the cards it bears add. */
export function vitalityOf(ctx: RuleContext, card: CardInstance): number {
  let total = Number(card.stats.vitality ?? 1);
  for (const borne of attachedTo(ctx.state, card)) total += Number(borne.stats.vitality ?? 0);
  return Math.max(1, total);
}

export const woundsOn = (card: CardInstance) => card.tokens.wound ?? 0;

/** A character may exert (take a wound to pay or to act) only if that won't kill it: one vitality left is exhausted. */
export const canExert = (ctx: RuleContext, card: CardInstance) => vitalityOf(ctx, card) - woundsOn(card) >= 2;

/** The sites of the adventure path, in site-number order. */
export const pathSites = (state: GameState) => cardsIn(state, 'table.path');

export const siteNumber = (site: CardInstance) => Number(site.stats.number ?? 0);

/** The site of the path numbered `n`. */
export const siteAt = (state: GameState, n: number) => pathSites(state).find((s) => siteNumber(s) === n);

/** The site number `seat`'s fellowship is at. */
export const fellowshipSite = (ctx: RuleContext, seat: SeatId) => ctx.counter(seat, 'site');

/** The seat whose fellowship is the Free Peoples this turn (the active seat). */
export const freePeoples = (state: GameState): SeatId | null => (state.active?.kind === 'seat' ? state.active.id : null);

/** The site number the active fellowship is at (where minions are played). */
export function currentSite(ctx: RuleContext): number {
  const fp = freePeoples(ctx.state);
  return fp ? fellowshipSite(ctx, fp) : 1;
}

/** A minion's site number. */
export const minionSite = (card: CardInstance) => Number(card.stats.site ?? 1);

/**
 * A minion played to, or at, a site numbered below its own is roaming (Shadow phase: "Playing
 * Shadow cards").
 */
export const isRoaming = (ctx: RuleContext, minion: CardInstance) => minion.type === 'minion' && currentSite(ctx) < minionSite(minion);

/** Twilight to play a Shadow card now: its cost, and the roaming penalty for a minion that would be roaming. */
export function shadowCost(ctx: RuleContext, card: CardInstance): number {
  const cost = Number(card.stats.cost ?? 0);
  return card.type === 'minion' && isRoaming(ctx, card) ? cost + ctx.num({ param: 'roamingPenalty' }) : cost;
}

/** The twilight a move to site `n` adds: the site's shadow number plus one per companion (BASE-RULES §4). */
export function moveTwilight(ctx: RuleContext, seat: SeatId, n: number): number {
  const site = siteAt(ctx.state, n);
  return Number(site?.stats.shadow ?? 0) + companionsOf(ctx.state, seat).length;
}

/** Archery totals: the fellowship's (its archer companions) and the minions' (every archer minion). */
export function archeryTotals(ctx: RuleContext, seat: SeatId): { fellowship: number; minions: number } {
  const archers = (cards: CardInstance[]) => cards.filter((c) => hasKeyword(ctx, c, 'archer')).length;
  return { fellowship: archers(companionsOf(ctx.state, seat)), minions: archers(everyMinion(ctx.state)) };
}

/** Is `card` in the skirmish under way? */
export function inSkirmish(skirmish: { character: string; minions: string[] } | null, card: CardInstance): boolean {
  return !!skirmish && (skirmish.character === card.id || skirmish.minions.includes(card.id));
}
