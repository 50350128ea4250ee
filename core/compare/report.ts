// A variant's games summarised: win rates per team, seat and reason with 95% intervals,
// game length, first-player advantage, balance between seats of one role, and the format's
// series per round (or turn). Records are taken in game order, so the report doesn't depend on
// which worker finished first.
import { mean, rate, ratesDifferP, spread, type Mean, type Rate, type Spread } from './stats.ts';
import type { GameRecord } from './record.ts';
import type { PreparedVariant } from './variant.ts';
import { isSeries, keyField, perOf } from './series.ts';

export interface SeriesReport {
  doc: string;
  /** What each value is of: a round, or a turn. */
  per: 'round' | 'turn';
  /** Index 0 = round (or turn) 1: mean over the games that reached it, and how many did. */
  mean: number[];
  lo: number[];
  hi: number[];
  games: number[];
}

export type FirstPlayerReport =
  | { kind: 'seat' | 'team'; wins: Rate; share: number; advantage: number }
  | { kind: 'seat' | 'team'; fixed: string };

export interface VariantReport {
  label: string;
  /** What the label stands for: the settings the games were played with. */
  settings: Pick<PreparedVariant, 'preset' | 'bots' | 'options' | 'params'>;
  format: string;
  version: number;
  seats: number;
  table: PreparedVariant['table'];
  seed: number;
  /** Games played; fewer than planned when the run was stopped. */
  games: number;
  planned: number;
  /** By team id; `none` counts games nobody won. A shared win counts for each team. */
  teamWins: Record<string, Rate>;
  seatWins: Record<string, Rate>;
  reasons: Record<string, Rate>;
  rounds: Mean;
  decisions: Mean;
  firstPlayer: FirstPlayerReport | null;
  /** One minus the largest gap in win rate between two seats of one role; null if no role has two seats. */
  balance: number | null;
  series: Record<string, SeriesReport>;
  /**
   * Per game, in game order: its length (`rounds`, `decisions`) and each metric's value at its
   * end (a counter or zone metric: its last value; an events metric: its count over the game; a
   * `first` metric: its value in each game that saw its event), for distributions (a metric a
   * game never recorded is left out of that game's).
   */
  atEnd: Record<string, number[]>;
  /** Where each of `atEnd`'s samples lies (percentiles, extremes, mean). */
  distributions: Record<string, Spread>;
  /**
   * Each `byCard` (or `by: field`) metric: per card (or field value), its count a game (mean, with
   * its interval) and the share of games it counted in; `by` names the field (absent: the card).
   */
  byCard: Record<string, { doc: string; by?: string; cards: Record<string, { perGame: Mean; games: Rate }> }>;
  /**
   * Each `against` metric: its mean per event at each value the other metric had when the event
   * came, over every game, by that value in ascending order.
   */
  against: Record<string, AgainstReport>;
  /** The event types and fields the format's event metrics read that any of its games produced (`type`, `type.field`). */
  produced: string[];
}

export interface AgainstReport {
  doc: string;
  /** The metric whose values group this one's events. */
  against: string;
  /** Per value of the other metric: the mean of this one's events, over how many events. */
  groups: { value: number; mean: Mean; n: number }[];
}

export interface Comparison {
  seed: number;
  variants: VariantReport[];
  /** Each later variant's team win rates against the first variant's (two-sided p-values). */
  differences: { variant: number; team: string; p: number; significant: boolean }[];
}

export const SIGNIFICANCE = 0.05;

export function reportVariant(variant: PreparedVariant, seed: number, planned: number, records: readonly GameRecord[]): VariantReport {
  const games = [...records].sort((a, b) => a.index - b.index);
  const n = games.length;
  const count = (won: (g: GameRecord) => boolean) => rate(games.filter(won).length, n);
  const teams = [...new Set(variant.table.map((s) => s.team))];

  const teamWins: Record<string, Rate> = {};
  for (const team of teams) teamWins[team] = count((g) => !!g.winner?.teams.includes(team));
  const none = count((g) => !g.winner || g.winner.teams.length === 0);
  if (none.count > 0) teamWins.none = none;

  const seatWins: Record<string, Rate> = {};
  for (const s of variant.table) seatWins[s.id] = count((g) => !!g.winner?.seats.includes(s.id));

  const reasons: Record<string, Rate> = {};
  for (const reason of [...new Set(games.map((g) => g.winner?.reason ?? 'unfinished'))].sort()) {
    reasons[reason] = count((g) => (g.winner?.reason ?? 'unfinished') === reason);
  }

  return {
    label: variant.label,
    settings: { preset: variant.preset, bots: variant.bots, options: variant.options, params: variant.params },
    format: variant.format.id,
    version: variant.format.version,
    seats: variant.seats,
    table: variant.table,
    seed,
    games: n,
    planned,
    teamWins,
    seatWins,
    reasons,
    rounds: mean(games.map((g) => g.rounds)),
    decisions: mean(games.map((g) => g.decisions)),
    firstPlayer: firstPlayerReport(variant, games),
    balance: balance(variant, seatWins),
    series: seriesReport(variant, games),
    ...gameEnds(variant, games),
    byCard: cardCounts(variant, games),
    against: againstReport(variant, games),
    produced: [...new Set(games.flatMap((g) => g.produced))].sort(),
  };
}

/**
 * How often the first player won, against the share it would win if going first didn't
 * matter (one in as many seats or teams as could have been first). A format that always
 * gives the token to the same seat or team has no advantage to measure.
 */
function firstPlayerReport(variant: PreparedVariant, games: GameRecord[]): FirstPlayerReport | null {
  const first = games.find((g) => g.firstPlayer)?.firstPlayer;
  if (!first) return null;
  if (games.every((g) => g.firstPlayer?.id === first.id)) return { kind: first.kind, fixed: first.id };
  const won = (g: GameRecord) =>
    !!g.firstPlayer && !!g.winner && (g.firstPlayer.kind === 'seat' ? g.winner.seats : g.winner.teams).includes(g.firstPlayer.id);
  const candidates = new Set(games.map((g) => g.firstPlayer?.id).filter(Boolean));
  const roleOf = (id: string) => variant.table.find((s) => (first.kind === 'seat' ? s.id : s.team) === id)?.role;
  const role = roleOf(first.id);
  const units = new Set(variant.table.filter((s) => s.role === role).map((s) => (first.kind === 'seat' ? s.id : s.team)));
  const share = 1 / Math.max(units.size, candidates.size);
  const wins = rate(games.filter(won).length, games.length);
  return { kind: first.kind, wins, share, advantage: wins.rate - share };
}

function balance(variant: PreparedVariant, seatWins: Record<string, Rate>): number | null {
  let gap: number | null = null;
  for (const role of new Set(variant.table.map((s) => s.role))) {
    const rates = variant.table.filter((s) => s.role === role).map((s) => seatWins[s.id].rate);
    if (rates.length < 2) continue;
    gap = Math.max(gap ?? 0, Math.max(...rates) - Math.min(...rates));
  }
  return gap === null ? null : 1 - gap;
}

function seriesReport(variant: PreparedVariant, games: GameRecord[]): Record<string, SeriesReport> {
  const out: Record<string, SeriesReport> = {};
  for (const [name, def] of Object.entries(variant.format.metrics ?? {})) {
    if (!isSeries(def)) continue;
    const length = Math.max(0, ...games.map((g) => g.series[name]?.length ?? 0));
    const s: SeriesReport = { doc: def.doc, per: perOf(def), mean: [], lo: [], hi: [], games: [] };
    for (let r = 0; r < length; r++) {
      const values = games.map((g) => g.series[name]?.[r]).filter((v): v is number => v !== undefined);
      const m = mean(values);
      s.mean.push(m.mean);
      s.lo.push(m.lo);
      s.hi.push(m.hi);
      s.games.push(values.length);
    }
    out[name] = s;
  }
  return out;
}

function gameEnds(variant: PreparedVariant, games: GameRecord[]): Pick<VariantReport, 'atEnd' | 'distributions'> {
  const atEnd: Record<string, number[]> = { rounds: games.map((g) => g.rounds), decisions: games.map((g) => g.decisions) };
  for (const [name, def] of Object.entries(variant.format.metrics ?? {})) {
    if (def.first) atEnd[name] = games.flatMap((g) => (name in g.first ? [g.first[name]!] : []));
    if (!isSeries(def)) continue;
    const values = games.map((g) => g.series[name] ?? []).filter((s) => s.length > 0);
    atEnd[name] = values.map((s) => (def.events !== undefined ? s.reduce((a, b) => a + b, 0) : s.at(-1)!));
  }
  return { atEnd, distributions: Object.fromEntries(Object.entries(atEnd).map(([k, xs]) => [k, spread(xs)])) };
}

function cardCounts(variant: PreparedVariant, games: GameRecord[]): VariantReport['byCard'] {
  const out: VariantReport['byCard'] = {};
  for (const [name, def] of Object.entries(variant.format.metrics ?? {})) {
    if (!keyField(def)) continue;
    const names = [...new Set(games.flatMap((g) => Object.keys(g.byCard[name] ?? {})))].sort();
    const count = (g: GameRecord, card: string) => g.byCard[name]?.[card] ?? 0;
    out[name] = {
      doc: def.doc,
      ...(def.by === undefined ? {} : { by: def.by }),
      cards: Object.fromEntries(
        names.map((card) => [
          card,
          { perGame: mean(games.map((g) => count(g, card))), games: rate(games.filter((g) => count(g, card) > 0).length, games.length) },
        ]),
      ),
    };
  }
  return out;
}

function againstReport(variant: PreparedVariant, games: GameRecord[]): VariantReport['against'] {
  const out: VariantReport['against'] = {};
  for (const [name, def] of Object.entries(variant.format.metrics ?? {})) {
    if (def.against === undefined) continue;
    const byValue = new Map<number, number[]>();
    for (const g of games)
      for (const [at, v] of g.against[name] ?? []) {
        const group = byValue.get(at);
        if (group) group.push(v);
        else byValue.set(at, [v]);
      }
    const groups = [...byValue.entries()].sort(([a], [b]) => a - b).map(([value, xs]) => ({ value, mean: mean(xs), n: xs.length }));
    out[name] = { doc: def.doc, against: def.against, groups };
  }
  return out;
}

export function compareVariants(seed: number, variants: VariantReport[]): Comparison {
  const differences: Comparison['differences'] = [];
  const [base, ...rest] = variants;
  rest.forEach((v, i) => {
    for (const [team, r] of Object.entries(v.teamWins)) {
      const b = base?.teamWins[team];
      if (!b) continue;
      const p = ratesDifferP(b, r);
      differences.push({ variant: i + 1, team, p, significant: p < SIGNIFICANCE });
    }
  });
  return { seed, variants, differences };
}
