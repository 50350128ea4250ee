// The bot and automaton seats of the game on the play page, answering at the speed chosen:
// one answer per Step, one per interval (play), or as many as fit before the page draws
// (fast). It answers only in the live game, and stops at a human decision, the end, or an
// error. It holds the game, so it lives in a session's private field.
import { Driver } from '../../core/driver.ts';
import type { Game } from '../../core/game.ts';
import type { Seed } from '../../core/types.ts';

/** paused: bots answer only on Step; play: one bot answer per interval; fast: as fast as the page can draw. */
export type Speed = 'paused' | 'play' | 'fast';

/** What autoplay needs of the session around it. */
export interface AutoplayHost {
  /** Is the live game shown? (Bots wait while someone replays an earlier point.) */
  live(): boolean;
  /** Why the game can't go on, or null. */
  error(): string | null;
  /** The game can't go on: a bot's answer failed, or no one can answer. */
  fail(reason: string): void;
  /** A bot answered: the new state is to be kept. */
  answered(): void;
  /** Tell the page: bots answered on their own, or autoplay paused at the end. */
  publish(): void;
}

/** At speed `fast`, answer bots for this long before letting the page draw. */
const FAST_BUDGET_MS = 12;

export class Autoplay {
  readonly #host: AutoplayHost;
  /**
   * The bots' seed. Their moves are public, so with a secret game seed they must not be a
   * function of it (the session picks it).
   */
  readonly #botSeed: Seed;
  #game!: Game;
  #driver!: Driver;
  #speed: Speed = 'paused';
  #interval: number;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: AutoplayHost, botSeed: Seed, interval: number) {
    this.#host = host;
    this.#botSeed = botSeed;
    this.#interval = interval;
  }

  get speed(): Speed {
    return this.#speed;
  }

  get interval(): number {
    return this.#interval;
  }

  /** Answer for the bots of `game` from now on (a new game, or the same one rebuilt). */
  drive(game: Game): void {
    this.#game = game;
    this.#driver = new Driver(game, this.#botSeed);
  }

  /** Is a human seat to answer before the game goes on? */
  waitingForHuman(): boolean {
    return this.#driver.waitingForHuman();
  }

  setSpeed(speed: Speed): void {
    this.#speed = speed;
    this.stop();
    this.schedule();
  }

  /** Fast becomes play, the timer left as it is: after an undo the bots would only answer again at once, so the person looks first. */
  slowDown(): void {
    if (this.#speed === 'fast') this.#speed = 'play';
  }

  setInterval(ms: number): void {
    this.#interval = ms;
    this.stop();
    this.schedule();
  }

  /** Answer one pending bot decision now; false when there was none. */
  step(): boolean {
    return this.#advance(1) > 0;
  }

  /** Set the timer for the next bot answers, unless paused, replaying, over, or already set. */
  schedule(): void {
    if (this.#timer !== undefined || this.#speed === 'paused' || !this.#host.live() || this.#game.ended || this.#host.error()) return;
    const fast = this.#speed === 'fast';
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        const answered = this.#advance(fast ? Infinity : 1, fast ? FAST_BUDGET_MS : Infinity);
        if (this.#game.ended || this.#host.error()) this.#speed = 'paused';
        if (answered > 0 || this.#speed === 'paused') this.#host.publish();
        // Waiting for a person: nothing to do until they answer (the session schedules again).
        if (answered > 0) this.schedule();
      },
      fast ? 0 : this.#interval,
    );
  }

  /** Clear the timer (a seek, a restart, the page going away). */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Answer up to `max` bot decisions (live only); stops at a human decision, the end, or an error. */
  #advance(max: number, budgetMs = Infinity): number {
    if (!this.#host.live() || this.#game.ended || this.#host.error()) return 0;
    const start = performance.now();
    let n = 0;
    while (n < max && performance.now() - start < budgetMs) {
      let answered: boolean;
      try {
        answered = this.#driver.step();
      } catch (e) {
        this.#host.fail((e as Error).message);
        break;
      }
      if (!answered) {
        if (!this.#game.ended && !this.#driver.waitingForHuman()) {
          this.#host.fail(
            this.#game.pending.length > 0
              ? `no one can answer the pending decision (${this.#game.pending.map((d) => d.seat).join(', ')})`
              : 'the game is waiting for nothing: no decision is pending and it has not ended',
          );
        }
        break;
      }
      this.#host.answered();
      n++;
    }
    return n;
  }
}
