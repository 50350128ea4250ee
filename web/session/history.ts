// The states of one game after each answer, for the replay slider: any earlier point can be
// shown while the live game waits, and where the event log stood then. The states hold every
// hidden card, so a History is only ever kept in a session's private field.
import type { GameState } from '../../core/types.ts';

export class History {
  /** states[k]: the state after k answers; marks[k]: the log length then. */
  #states: GameState[] = [];
  #marks: number[] = [];
  #shown = 0;

  /** A new game: nothing recorded yet. */
  clear(): void {
    this.#states = [];
    this.#marks = [];
    this.#shown = 0;
  }

  /** After start or an answer: keep the new state and where the log stood, and show it. */
  record(state: GameState, logLength: number): void {
    this.#states.push(state);
    this.#marks.push(logLength);
    this.#shown = this.#states.length - 1;
  }

  /** The state shown, or undefined before the first is recorded. */
  get shown(): GameState | undefined {
    return this.#states[this.#shown];
  }

  /** The log length at the state shown, or undefined before the first is recorded. */
  get logLength(): number | undefined {
    return this.#marks[this.#shown];
  }

  /** Answers applied in the state shown. */
  get at(): number {
    return this.#shown;
  }

  /** Answers applied in the live game. */
  get total(): number {
    return this.#states.length - 1;
  }

  get live(): boolean {
    return this.#shown === this.#states.length - 1;
  }

  /** Show the state after `k` answers (rounded, and kept within the game); false when that one is shown already. */
  seek(k: number): boolean {
    const at = Math.max(0, Math.min(this.#states.length - 1, Math.round(k)));
    if (at === this.#shown) return false;
    this.#shown = at;
    return true;
  }
}

/** The index of the last answer one of `seats` gave (what undo takes back), or -1. */
export function lastAnswerBy(seats: readonly string[], answers: readonly { seat: string }[]): number {
  const of = new Set(seats);
  for (let i = answers.length - 1; i >= 0; i--) if (of.has(answers[i]!.seat)) return i;
  return -1;
}
