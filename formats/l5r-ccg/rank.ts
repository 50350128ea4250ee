// Rank (Siege: Heart of Darkness, "Rank"): a number in a helmet that counts the Rokugani
// players. A signed number is added to their count, a plain one multiplied by it: Fear ⟨+1⟩ is
// Fear 5 with 4 players; a stronghold of Province Strength ⟨10⟩ gives 30 with 3. Our card data
// writes the helmet as angle brackets, `<+1>` or `<10>`; any other value is a plain number.
import type { GameState } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import { RuleError } from '../../core/context.ts';

type Table = Pick<GameState, 'seats' | 'params'>;

const RANK = /^<([+-]?)(\d+)>$/;

/** Is `value` written as a Rank? */
export const isRank = (value: unknown) => typeof value === 'string' && RANK.test(value.trim());

/**
 * The players Rank counts: those of the role param `rokuganiRole` names (every player without
 * it) still in the game — or, once none is (the game is over), all of them.
 */
export function rankPlayers({ state: table }: { state: Table }): number {
  const role = table.params.rokuganiRole === undefined ? undefined : String(table.params.rokuganiRole);
  const players = table.seats.filter((s) => role === undefined || s.role === role);
  const left = players.filter((s) => !s.eliminated).length;
  return left > 0 ? left : players.length;
}

/** A Rank's value with `players` Rokugani players; null when `value` is no Rank. */
export function rankFor(value: unknown, players: number): number | null {
  const m = typeof value === 'string' ? RANK.exec(value.trim()) : null;
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === '' ? n * players : players + (m[1] === '-' ? -n : n);
}

/** What is wrong with a figure a card writes, if anything: it must be a number or a Rank. */
export function figureProblem(value: unknown): string | undefined {
  if (typeof value === 'number' || isRank(value) || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))))
    return undefined;
  return `${JSON.stringify(value)} is neither a number nor a Rank (<+1>, <10>)`;
}

/** A card's figure (a stat, an effect's number), its Rank resolved for this table now; none is 0. Card sets are checked at load (figureProblem). */
export function figure(table: Table, value: unknown): number {
  if (typeof value === 'number') return value;
  if (value === undefined || value === null) return 0;
  const problem = figureProblem(value);
  if (problem) throw new RuleError(problem);
  return rankFor(value, rankPlayers({ state: table })) ?? Number(value);
}

/** An effect's or cost's number, its Rank resolved for this table. */
export function amount(ctx: RuleContext, value: unknown): number {
  return figure(ctx.state, value);
}

/** How a Rank reads for `players` players: "⟨+1⟩ = 4" (a plain number as it is). */
export function rankLabel(value: unknown, players: number): string {
  const rank = rankFor(value, players);
  return rank === null ? String(value) : `⟨${String(value).trim().slice(1, -1)}⟩ = ${rank}`;
}
