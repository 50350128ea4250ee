// The L5R module's own state (core/module-state.ts), in one typed record: the conflict in
// progress and the round's conflict opportunities, the Imperial Favor, the last honor bids,
// a duel being fought, a play teammates support, and the seats some rules treat apart.
import type { SeatId } from '../../core/types.ts';
import { moduleRecord } from '../../core/module-state.ts';
import type { Conflict, ConflictType } from './board.ts';

/** A team's conflict opportunities left this round, by type and of either type. */
export interface Opportunities {
  military: number;
  political: number;
  any: number;
  left: number;
  /** Must alternate military and political (Under Fu Leng's Shadow, Challenge Mode): the type declared last. */
  alternates?: boolean;
  lastType?: ConflictType | null;
}

export interface Duel {
  challenger: string;
  target: string;
  type: ConflictType;
  loser: string;
  /** Bids set by a seat's own rule rather than a dial (the Shadowlands deck: its top card's shadow number). */
  fixedBids?: Record<SeatId, string>;
}

export interface L5rState {
  conflict: Conflict | null;
  /** Conflict opportunities per team this round. */
  opportunities: Record<string, Opportunities>;
  /** The team that had the last conflict opportunity this phase (null before the first): the next is the next in player order. */
  lastConflictTeam: string | null;
  favor: { team: string | null; type: string | null };
  /** Teams that never claim the Imperial Favor (Under Fu Leng's Shadow: the Shadowlands deck). */
  favorBarred: string[];
  /** The honor bids last revealed. */
  bids: Record<SeatId, number>;
  duel: Duel | null;
  /** Teammates' fate pledged toward a card as it is played (Under Fu Leng's Shadow, team play). */
  support: { card: string; pledges: Record<SeatId, number> } | null;
  /**
   * Seats under a team penalty (Under Fu Leng's Shadow, App. III): the highest honor they may
   * bid; they no longer shuffle their conflict discard pile back into their deck.
   */
  penalties: Record<SeatId, { bidCap: number }>;
  /** Seats whose provinces are never refilled from their dynasty deck (the Shadowlands deck deals its own). */
  neverRefill: SeatId[];
  /**
   * Per team, the opponents it attacked this round since it last attacked each one it must (App.
   * III; param `spreadAttacks`, absent without it and at the start of each conflict phase).
   */
  attacked?: Record<string, SeatId[]>;
}

export const l5rState = moduleRecord<L5rState>('l5r', () => ({
  conflict: null,
  opportunities: {},
  lastConflictTeam: null,
  favor: { team: null, type: null },
  favorBarred: [],
  bids: {},
  duel: null,
  support: null,
  penalties: {},
  neverRefill: [],
}));
