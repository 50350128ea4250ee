// The LotR module's record in the state (core/module-state.ts): whose Shadow phase it is, the
// skirmishes the assignment phase made and the one under way, the fellowship's moves this turn,
// and the fellowship that survived the last site.
import type { SeatId } from '../../core/types.ts';
import { moduleRecord } from '../../core/module-state.ts';

/** A skirmish: one Free Peoples character and the minions assigned to it. */
export interface Skirmish {
  character: string;
  minions: string[];
  [k: string]: string | string[];
}

/** The Shadow phase under way: whose it is, who has the next one (null: the last), and its place in the turn's order (1 first). */
export interface ShadowPhase {
  seat: SeatId;
  next: SeatId | null;
  order: number;
  [k: string]: SeatId | number | null;
}

export interface LotrState {
  shadowPhase: ShadowPhase | null;
  /** The skirmishes the assignment phase made, not yet fought, in assignment order. */
  skirmishes: Skirmish[];
  skirmish: Skirmish | null;
  /** Times the active fellowship moved this turn. */
  moves: number;
  /** A fellowship that survived to the regroup phase at the last site: its player wins. */
  survived: SeatId | null;
  /** The turn already passed to the left of a player who lost on its own turn (the core passes it): the next turn begins there. */
  turnPassed: boolean;
  [k: string]: ShadowPhase | Skirmish[] | Skirmish | number | boolean | SeatId | null;
}

export const lotrState = moduleRecord<LotrState>('lotr', () => ({
  shadowPhase: null,
  skirmishes: [],
  skirmish: null,
  moves: 0,
  survived: null,
  turnPassed: false,
}));
