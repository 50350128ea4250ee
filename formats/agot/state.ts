// The AGoT module's record in the state (core/module-state.ts): the challenge being made, the
// challenges each player has made this phase, and who has had this phase's chance to bring a card
// out of Shadows.
import type { SeatId } from '../../core/types.ts';
import { moduleRecord } from '../../core/module-state.ts';

export type ChallengeType = 'military' | 'intrigue' | 'power';
export const CHALLENGE_TYPES: readonly ChallengeType[] = ['military', 'intrigue', 'power'];

/** A challenge from its declaration to its claim. */
export interface Challenge {
  type: ChallengeType;
  attacker: SeatId;
  defender: SeatId;
  attackers: string[];
  defenders: string[];
  [k: string]: string | string[];
}

export interface AgotState {
  challenge: Challenge | null;
  /** The challenge types each player has initiated this challenges phase. */
  made: Record<SeatId, ChallengeType[]>;
  [k: string]: Challenge | Record<SeatId, ChallengeType[]> | null;
}

export const agotState = moduleRecord<AgotState>('agot', () => ({ challenge: null, made: {} }));
