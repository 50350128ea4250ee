// Seeded randomness whose whole state lives in GameState.rng, so a game is a pure
// function of its inputs and a saved state resumes with the same future draws.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState } from './types.ts';

export function seedState(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

/** A random integer in [from, to], advancing the game's generator. */
export function randomInt(state: GameState, from: number, to: number): number {
  const rng = xoroshiro128plusFromState(state.rng);
  const n = uniformInt(rng, from, to);
  state.rng = [...rng.getState()];
  return n;
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
