// Seeded randomness whose whole state lives in GameState.rng, so a game is a pure
// function of its inputs and a saved state resumes with the same future draws.
//
// A seed is a whole number or a text. Whole numbers from 0 to 2^64 - 1 use all their bits (a
// number up to 2^53, decimal text beyond), so no two share a deal, and those below 2^32 deal
// as they always have. Other text, negative numbers included, is hashed to the generator's
// 128 bits.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState, Seed } from './types.ts';

export class SeedError extends Error {}

const TWO_64 = 1n << 64n;

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

/** A whole number from 0 to 2^64 - 1 as its bits, or null for anything else. */
function wholeBits(seed: Seed): bigint | null {
  let n: bigint;
  if (typeof seed === 'number') n = BigInt(seed);
  else if (/^-?\d+$/.test(seed.trim())) n = BigInt(seed.trim());
  else return null;
  return n >= 0n && n < TWO_64 ? n : null;
}

/** 32-bit FNV-1a of a text with a given start, for hashing text seeds. */
function fnv32(text: string, start: number): number {
  let h = start;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** The generator's state for a seed (see the top of this file). */
export function seedState(seed: Seed): number[] {
  const checked = checkSeed(seed);
  const bits = wholeBits(checked);
  if (bits !== null) {
    const lo = Number(bits & 0xffffffffn) | 0;
    const hi = Number(bits >> 32n) | 0;
    // pure-rand seeds from 32 bits as (-1, ~lo, lo, 0); the high word goes where that has constants.
    return [~hi, ~lo, lo, hi];
  }
  const text = String(checked);
  const words = [0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35].map((start) => fnv32(text, start));
  // The all-zero state is the one xoroshiro can't leave.
  if (!words.some(Boolean)) words[0] = 1;
  return [...xoroshiro128plusFromState(words).getState()];
}

/**
 * The state of a game's second generator, for card ids only: a jump of 2^64 draws ahead of
 * the game's own, so ids are unpredictable yet drawing them changes no shuffle or choice.
 */
export function idState(seed: Seed): number[] {
  const rng = xoroshiro128plusFromState(seedState(seed));
  rng.jump();
  return [...rng.getState()];
}

/** A whole number for seeding bots from a game's seed (a text seed hashed), where the seed is no secret. */
export function seedNumber(seed: Seed): number {
  return typeof seed === 'number' ? seed : fnv32(seed, 0x811c9dc5);
}

/** A random integer in [from, to], advancing the game's generator. */
export function randomInt(state: GameState, from: number, to: number): number {
  const rng = xoroshiro128plusFromState(state.rng);
  const n = uniformInt(rng, from, to);
  state.rng = [...rng.getState()];
  return n;
}

/**
 * A new card id: "c" and six base-36 letters from the game's id generator. Ids are given
 * in deck-list order, so were they counted, one id would name the same card in every game.
 */
export function randomCardId(state: GameState): string {
  const rng = xoroshiro128plusFromState(state.idRng);
  let id: string;
  do
    id = `c${uniformInt(rng, 0, 36 ** 6 - 1)
      .toString(36)
      .padStart(6, '0')}`;
  while (id in state.cards);
  state.idRng = [...rng.getState()];
  return id;
}

/** Fisher–Yates in place with the game's generator. */
export function shuffleInPlace<T>(state: GameState, items: T[]): void {
  const rng = xoroshiro128plusFromState(state.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  state.rng = [...rng.getState()];
}

/** A generator outside any game state, for bots: seeded, so simulations repeat. */
export class SeededRandom {
  private rng;
  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
}
