// Plain-data shapes shared by the engine, the loaders, the CLI and the web app.
// Everything under GameState must survive JSON.stringify/parse unchanged.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export type SeatId = string; // "p1", "p2", ...
export type TeamId = string;
export type CardId = string;
/** A game's seed: a whole number, or a text (see core/rng.ts). */
export type Seed = number | string;
/** A position in a ChaCha20 keystream (core/rng.ts): its key, 64 hex digits, and the 32-bit words drawn so far. */
export interface RandomStream {
  key: string;
  drawn: number;
}
export type ZoneKey = string; // "<owner>.<zone>" e.g. "p1.hand", "table.pool", "red.claimed"

/** Who a zone's contents are shown to. */
export type Visibility = 'public' | 'owner' | 'team' | 'hidden';

export interface CardInstance {
  id: CardId;
  def: string; // card definition id
  name: string;
  type: string;
  owner: SeatId | null;
  controller: SeatId | null;
  zone: ZoneKey;
  faceUp: boolean;
  /** Turned sideways after use — L5R bows, AGoT kneels, LotR exhausts; each family names it in its UI. */
  turned: boolean;
  tokens: Record<string, number>;
  status: string[]; // e.g. honored, dishonored, tainted
  stats: Record<string, number | string>;
  data: Record<string, Json>; // rules-module bookkeeping (attachedTo, duplicates, ...)
}

export interface SeatState {
  id: SeatId;
  index: number; // clockwise position around the table
  role: string;
  team: TeamId;
  controller: string; // 'human' | 'bot:random' | 'automaton:<name>' ...
  eliminated: boolean;
  counters: Record<string, number>;
  data: Record<string, Json>;
}

export interface TeamState {
  id: TeamId;
  seats: SeatId[];
  counters: Record<string, number>;
  eliminated: boolean;
}

export interface DecisionOption {
  id: string;
  label: string;
  card?: CardId;
  data?: Json;
}

export interface Decision {
  id: string;
  seat: SeatId;
  team: TeamId;
  kind: string; // 'action' | 'bid' | 'choose' | 'cards' | format-defined
  prompt: string;
  options: DecisionOption[];
  min: number;
  max: number;
  secret: boolean;
  /**
   * The answer is the player's own words rather than an option (a treaty promise in words):
   * a line of at most `maxLength` characters; `options` is empty.
   */
  text?: { maxLength: number };
}

export type Choice = string | string[];

export interface Winner {
  teams: TeamId[];
  seats: SeatId[];
  reason: string;
}

export interface GameState {
  format: { id: string; version: number };
  options: Record<string, Json>;
  params: Record<string, Json>;
  seed: Seed;
  /** The game's random stream: shuffles, the first player, random choices. */
  rng: RandomStream;
  /** The stream card ids are drawn from, apart from `rng` so ids change no deal. */
  idRng: RandomStream;
  nextId: number;
  round: number;
  phase: string | null;
  seats: SeatState[];
  teams: TeamState[];
  table: { counters: Record<string, number>; data: Record<string, Json> };
  firstPlayer: { kind: 'seat' | 'team'; id: string } | null;
  /** Whose turn it is, in formats with turns (`passTurn`); absent until the first turn. */
  active?: { kind: 'seat' | 'team'; id: string };
  cards: Record<CardId, CardInstance>;
  zones: Record<ZoneKey, CardId[]>;
  stack: Frame[];
  pending: Decision[];
  /**
   * What each seat may take up at any time the game waits, with no one waiting on it (core/aside.ts:
   * proposing a treaty): absent in formats that have none.
   */
  standing?: Decision[];
  answered: number; // count of answers applied so far
  winner: Winner | null;
  ended: boolean;
  /** The format's variables (`var:` refs in YAML, a scenario's `setup.vars`). */
  vars: Record<string, Json>;
  /** Each rules module's own typed record, by name (core/module-state.ts). */
  modules: Record<string, Json>;
}

/** One entry on the resumable flow stack. `step` is the YAML step it runs. */
export interface Frame {
  kind: string;
  step: Json;
  pc: number; // next child index for sequential frames
  data: Record<string, Json>;
}

export interface GameEvent {
  seq: number;
  type: string;
  [k: string]: Json | undefined;
}

export interface AnswerRecord {
  decision: string;
  seat: SeatId;
  choice: Choice;
}

export interface GameLog {
  format: { id: string; version: number };
  options: Record<string, Json>;
  params?: Record<string, Json>;
  seats: { controller: string }[];
  seed: Seed;
  /** The generator that dealt the game (core/rng.ts GENERATOR); logs made before logs named one have none. */
  generator?: string;
  answers: AnswerRecord[];
  /** Scenario board and starting phase, when the game came from a scenario. */
  scenario?: Json;
  startPhase?: string;
}
