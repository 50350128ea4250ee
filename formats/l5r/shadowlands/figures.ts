// Figures of the Shadowlands deck that the rules use and a table shows: its waves, the fate it
// collects each round and the dynasty cards it deals. One function each, so the engine and
// the web table (through a reading context over a view) count them the same way.
import type { CardInstance } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { CONFLICT_TYPES, canParticipate, cardsIn, charactersOf, conflictOf, fate, numParam } from '../board.ts';
import { playerCount, shadowlandsProvinces, shadowlandsSeat } from './faction.ts';

export interface Wave {
  fate: number;
  characters: CardInstance[];
  /** The wave the deck sends (or defends with) next. */
  next: boolean;
  /** None of its characters can take part in a conflict: the deck skips it. */
  idle: boolean;
}

/**
 * Waves: the deck's ready characters grouped by the fate on them, fewest first; the next wave
 * is the first with a character that can take part in a conflict. Characters in the conflict
 * now are in no wave until it ends (those left out form the next one).
 */
export function wavesOf(ctx: RuleContext): Wave[] {
  const conflict = conflictOf(ctx.state);
  const inConflict = new Set([...(conflict?.attackers ?? []), ...(conflict?.defenders ?? [])]);
  const ready = charactersOf(ctx.state, shadowlandsSeat(ctx).id).filter((c) => !c.turned && !inConflict.has(c.id));
  let nextGiven = false;
  return [...new Set(ready.map(fate))]
    .sort((a, b) => a - b)
    .map((f) => {
      const characters = ready.filter((c) => fate(c) === f);
      const idle = !characters.some((c) => CONFLICT_TYPES.some((t) => canParticipate(c, t)));
      const next = !idle && !nextGiven;
      if (next) nextGiven = true;
      return { fate: f, characters, next, idle };
    });
}

/** The deck's warlord, out of play or in play. */
export function warlordOf(ctx: RuleContext): CardInstance | undefined {
  const sl = shadowlandsSeat(ctx).id;
  return cardsIn(ctx.state, `${sl}.warlord`)[0] ?? cardsIn(ctx.state, `${sl}.home`).find((c) => c.type === 'warlord');
}

/** Fate the deck collects each dynasty phase: its warlord's fate per player (5 without one), plus Relentless's, times the players. */
export function shadowlandsFate(ctx: RuleContext): { perPlayer: number; extraPerPlayer: number; perRound: number } {
  const perPlayer = Number(warlordOf(ctx)?.stats.fatePerPlayer ?? 5);
  const extraPerPlayer = numParam(ctx, 'extraFatePerPlayer');
  return { perPlayer, extraPerPlayer, perRound: (perPlayer + extraPerPlayer) * playerCount(ctx) };
}

/** Dynasty cards dealt faceup to each Shadowlands province each round: more with 3–4 players. */
export function dynastyCardsPerProvince(ctx: RuleContext): number {
  return numParam(ctx, playerCount(ctx) <= 2 ? 'dynastyCardsPerProvinceFew' : 'dynastyCardsPerProvinceMany');
}

/** Dynasty cards the deck deals each round, over all its provinces. */
export function dynastyCardsPerRound(ctx: RuleContext): number {
  return shadowlandsProvinces(ctx).length * dynastyCardsPerProvince(ctx);
}
