// One game of a variant, played by its bots, reduced to what a comparison reports on.
// Workers run this; the records travel back as plain data.
import type { Winner } from '../types.ts';
import type { RulesModule } from '../rules-module.ts';
import { playOne } from '../sim.ts';
import { SeriesCollector, type GameAgainst, type GameCardCounts, type GameFirsts, type GameSeries } from './series.ts';
import type { PreparedVariant } from './variant.ts';

export interface GameRecord {
  /** Game i of every variant plays seed + i. */
  index: number;
  seed: number;
  winner: Winner | null;
  rounds: number;
  decisions: number;
  /** Who held the first player token when the game started. */
  firstPlayer: { kind: 'seat' | 'team'; id: string } | null;
  series: GameSeries;
  /** The format's `byCard` metrics over the game: metric → card name → count. */
  byCard: GameCardCounts;
  /** The format's `first` metrics: the value of each whose event this game saw. */
  first: GameFirsts;
  /** The format's `against` metrics: each event with the other metric's value when it came. */
  against: GameAgainst;
  /** The event types and fields the format's event metrics read that this game produced (SeriesCollector.produced). */
  produced: string[];
}

export function playRecorded(variant: PreparedVariant, modules: Record<string, RulesModule>, seed: number, index: number): GameRecord {
  let collector: SeriesCollector | undefined;
  let firstPlayer: GameRecord['firstPlayer'] = null;
  const result = playOne(
    {
      ...variant,
      modules,
      seed,
      games: 1,
      watch: (_, game) => {
        firstPlayer = game.state.firstPlayer && { ...game.state.firstPlayer };
        const c = new SeriesCollector(variant.format.metrics, game.state);
        game.events$.subscribe((e) => c.observe(e));
        collector = c;
      },
    },
    index,
  );
  return {
    index,
    seed: result.seed,
    winner: result.winner,
    rounds: result.rounds,
    decisions: result.decisions,
    firstPlayer,
    series: collector!.series(),
    byCard: collector!.byCard(),
    first: collector!.first(),
    against: collector!.against(),
    produced: collector!.produced(),
  };
}
