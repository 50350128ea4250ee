// The L5R CCG module's record in the state (core/module-state.ts): who holds the Imperial
// Favor, and the attack in progress with its battlefields.
import type { SeatId } from '../../core/types.ts';
import { moduleRecord } from '../../core/module-state.ts';

/** One battlefield: an attacked province and the units assigned to it, by personality. */
export interface Battlefield {
  province: string;
  attackers: string[];
  defenders: string[];
  resolved: boolean;
  [k: string]: string | string[] | boolean;
}

/** The attack of the active player's turn, from its declaration to the end of the attack phase. */
export interface Attack {
  attacker: SeatId;
  defender: SeatId;
  battlefields: Battlefield[];
  /** The province whose battle is being fought, or null between battles. */
  current: string | null;
  [k: string]: SeatId | Battlefield[] | string | null;
}

/** A player out of the game, and why (the last one out names the winner's victory). */
export interface Out {
  seat: SeatId;
  reason: string;
  [k: string]: string;
}

/**
 * A trait in force, for `seat` (whose card it is): one effect of a persistent ability of the
 * clock card in play whose number the threat level reaches (Siege), recorded each time the clock
 * moves.
 */
export interface TraitInForce {
  seat: SeatId;
  effect: string;
  /** As printed: a Rank is read at the table's size (board.ts traitTotal). */
  value: number | string;
  [k: string]: string | number;
}

export interface CcgState {
  favor: SeatId | null;
  attack: Attack | null;
  out: Out[];
  /** Siege's clock: written only once a clock card is in play, so the classic game's state is as it was. */
  traits?: TraitInForce[];
  /** The clock abilities those traits come from, as card:ability, to tell which come into force next. */
  traitSources?: string[];
  /** The players who have Lobbied this turn (Lobby: once per turn, each player; written once one has). */
  lobbied?: SeatId[];
  [k: string]: SeatId | Attack | Out[] | TraitInForce[] | string[] | null | undefined;
}

export const ccgState = moduleRecord<CcgState>('l5rCcg', () => ({ favor: null, attack: null, out: [] }));
