// Seeded randomness whose whole state lives in the game state, so a game is a pure function of
// its inputs and a saved state resumes with the same future draws.
//
// The seed is the game's secret: from it and the format anyone could deal every hidden card.
// So every stream here is ChaCha20 (RFC 8439, @noble/ciphers), a cipher's keystream, keyed
// by SHA-256 of the seed and what the stream is for: its outputs say nothing of the key or of
// each other, however many a seat sees (card ids, revealed shuffles, first players, bots'
// moves). A generator made for simulation (xoroshiro, PCG, Mersenne Twister) is linear or
// nearly so: a spectator who saw enough of its outputs solved for its state and dealt the
// game again. Hashing also mixes the seed, so neighbouring seeds give unrelated games.
//
// A seed is a whole number (a JSON number up to 2^53, decimal text beyond) or any other text.
// A small seed someone typed is no secret (anyone can deal seeds 1, 2, 3, … until one fits the
// cards on the table); a hosted game's seed is 128 bits from the platform's cryptographic
// generator (`secretSeed`).
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { GameState, RandomStream, Seed } from './types.ts';

export class SeedError extends Error {}

/**
 * The generator this engine deals with, as game logs name it: a log made by another (or none,
 * made before logs named one) would deal other cards, so its answers can't be replayed.
 */
export const GENERATOR = 'chacha20-sha256';

/** The seed as the game keeps it, or a SeedError saying what a seed may be. */
export function checkSeed(seed: unknown): Seed {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed) || !Number.isInteger(seed)) throw new SeedError(`a seed is a whole number or a text, not ${String(seed)}`);
    if (!Number.isSafeInteger(seed))
      throw new SeedError(`seed ${seed} is beyond 2^53, where numbers lose digits: give it as text ("${BigInt(seed)}")`);
    return seed;
  }
  if (typeof seed === 'string') {
    if (seed.trim() === '') throw new SeedError('a seed is a whole number or a text, not an empty text');
    return seed;
  }
  throw new SeedError(`a seed is a whole number or a text, not ${JSON.stringify(seed) ?? String(seed)}`);
}

/** One text per seed: a whole number however written (5, "5", "05"), or the text itself. */
function canonical(seed: Seed): string {
  const checked = checkSeed(seed);
  if (typeof checked === 'number' && checked >= 0) return `n:${checked}`;
  const text = String(checked).trim();
  return /^\d+$/.test(text) ? `n:${BigInt(text)}` : `t:${String(checked)}`;
}

/** What a stream is for: each gets its own key, so none of them tells of another. */
type Purpose = 'deal' | 'ids' | 'bot';

function streamFor(seed: Seed, purpose: Purpose, extra = ''): RandomStream {
  const key = sha256(utf8ToBytes(`rules-sandbox/${purpose}\n${canonical(seed)}\n${extra}`));
  return { key: bytesToHex(key), drawn: 0 };
}

/** The game's own stream (shuffles, first player, random choices). */
export const dealStream = (seed: Seed): RandomStream => streamFor(seed, 'deal');
/** The stream card ids come from, apart from the deal's so that drawing ids changes no deal. */
export const idStream = (seed: Seed): RandomStream => streamFor(seed, 'ids');

const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(64);
const WORDS_PER_BLOCK = 16;

/**
 * Keystream blocks computed lately, by key: a pure cache (a block is a function of its key
 * and index), so a game draws a block's sixteen words for the price of one ChaCha20 block.
 */
const blocks = new Map<string, { keyBytes: Uint8Array; index: number; words: number[] }>();
const CACHED_KEYS = 256;

function keystreamWord(stream: RandomStream, n: number): number {
  const index = Math.floor(n / WORDS_PER_BLOCK);
  let entry = blocks.get(stream.key);
  if (!entry) {
    if (blocks.size >= CACHED_KEYS) blocks.clear();
    entry = { keyBytes: hexToBytes(stream.key), index: -1, words: [] };
    blocks.set(stream.key, entry);
  }
  if (entry.index !== index) {
    const bytes = chacha20(entry.keyBytes, NONCE, ZEROS, new Uint8Array(64), index);
    // Little-endian whatever the host, so every machine draws the same numbers.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    entry.words = Array.from({ length: WORDS_PER_BLOCK }, (_, i) => view.getUint32(i * 4, true));
    entry.index = index;
  }
  return entry.words[n % WORDS_PER_BLOCK]!;
}

const TWO_32 = 2 ** 32;

/** A uniform integer in [from, to] (a range of at most 2^32), advancing the stream. */
export function drawInt(stream: RandomStream, from: number, to: number): number {
  const range = to - from + 1;
  if (!Number.isInteger(range) || range < 1 || range > TWO_32) throw new RangeError(`no uniform draw from ${from} to ${to}`);
  if (range === 1) return from;
  // Words past the last whole multiple of the range are drawn again, so no value is likelier.
  const limit = TWO_32 - (TWO_32 % range);
  let word: number;
  do word = keystreamWord(stream, stream.drawn++);
  while (word >= limit);
  return from + (word % range);
}

/** A random integer in [from, to], advancing the game's stream. */
export function randomInt(state: GameState, from: number, to: number): number {
  return drawInt(state.rng, from, to);
}

const ID_SPACE = 36 ** 6;

/**
 * A new card id: "c" and six base-36 letters from the game's id stream. Ids are given in
 * deck-list order, so were they counted, one id would name the same card in every game.
 */
export function randomCardId(state: GameState): string {
  let id: string;
  do
    id = `c${drawInt(state.idRng, 0, ID_SPACE - 1)
      .toString(36)
      .padStart(6, '0')}`;
  while (id in state.cards);
  return id;
}

/** Fisher–Yates in place with the game's stream. */
export function shuffleInPlace<T>(state: GameState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = drawInt(state.rng, 0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
}

/**
 * A generator outside any game state, for bots: seeded, so simulations repeat. A bot's moves
 * are public, so its seed must not be the game's where the game's is a secret.
 */
export class SeededRandom {
  private readonly stream: RandomStream;
  /** `seat` gives each seat of one seed its own stream, so adding a seat doesn't change the others' play. */
  constructor(seed: Seed, seat = 0) {
    this.stream = streamFor(seed, 'bot', String(seat));
  }
  int(from: number, to: number): number {
    return drawInt(this.stream, from, to);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
}

/**
 * A seed no one can guess or enumerate: 128 bits from the platform's cryptographic generator
 * (Web Crypto, in Node and in the browser), as 32 hex digits.
 */
export function secretSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}
