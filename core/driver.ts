// Drives a game forward by asking each seat's controller, until a human must answer or
// the game ends. Used by simulate, the scenario runner and the web table.
import type { Game } from './game.ts';
import { answererFor, type Answerer } from './bots.ts';
import type { Decision, Seed } from './types.ts';
import { NOT_NOW } from './aside.ts';

export class Driver {
  private readonly answerers: (Answerer | null)[];
  /** Per seat: does its bot take asides (a treaty proposed at any time)? */
  private readonly asides: boolean[];
  private readonly seed: Seed;

  /**
   * `seed` seeds the bots. It is not the game's secret: a bot's moves are public, so where
   * people play (the web table, a hosted table) it comes from elsewhere than the game's seed.
   */
  constructor(
    private readonly game: Game,
    seed: Seed,
  ) {
    this.seed = seed;
    this.answerers = game.state.seats.map((s, i) => this.answererOf(s.controller, i));
    this.asides = game.state.seats.map((s) => takesAsides(game, s.controller));
  }

  /**
   * From now on `controller` answers for `seat` instead of the game's own (a bot standing in
   * for a person who left an online table); `human` gives the seat back to its person. The log
   * records answers, not who gave them, so the game replays the same either way.
   */
  setController(seat: string, controller: string): void {
    const i = this.seatIndex(seat);
    this.answerers[i] = this.answererOf(controller, i);
    this.asides[i] = takesAsides(this.game, controller);
  }

  private answererOf(controller: string, seatIndex: number): Answerer | null {
    const { module, format } = this.game.engine;
    return answererFor(controller, module, format, this.seed, seatIndex);
  }

  /** Is some pending decision waiting for a human? */
  waitingForHuman(): boolean {
    return this.game.pending.some((d) => this.answerers[this.seatIndex(d.seat)] === null);
  }

  /** Answer one pending bot/automaton decision. Returns false if none could be answered. */
  step(): boolean {
    const decision = this.game.pending.find((d) => this.answerers[this.seatIndex(d.seat)] !== null);
    if (!decision || this.game.ended) return false;
    const answerer = this.answerers[this.seatIndex(decision.seat)]!;
    const aside = this.asides[this.seatIndex(decision.seat)] ? asideOf(this.game, answerer, decision.seat) : undefined;
    const asked = aside?.decision ?? decision;
    const choice = aside?.choice ?? answerer(this.game.state, decision);
    const outcome = this.game.answer(asked.seat, asked.id, choice);
    if (!outcome.ok)
      throw new Error(
        `${this.game.state.seats[this.seatIndex(asked.seat)].controller} gave an illegal answer to ${asked.id} (${asked.prompt}): ${outcome.reason}`,
      );
    return true;
  }

  /** Play bot and automaton decisions until a human must answer, the game ends, or `max` answers. */
  run(max = Infinity): number {
    let n = 0;
    while (n < max && this.step()) n++;
    return n;
  }

  private seatIndex(seat: string): number {
    return this.game.state.seats.findIndex((s) => s.id === seat);
  }
}

/** Does this controller take asides (core/aside.ts)? A bot its rules module names in `botsTakingAsides`. */
export function takesAsides(game: Game, controller: string): boolean {
  return controller.startsWith('bot:') && (game.engine.module.botsTakingAsides ?? []).includes(controller.slice(4));
}

/** The aside a bot takes before its seat's next decision, if it takes one now: its standing decision offered with "not now". */
export function asideOf(game: Game, answerer: Answerer, seat: string): { decision: Decision; choice: string } | undefined {
  const standing = game.state.standing?.find((d) => d.seat === seat);
  if (!standing) return undefined;
  const choice = answerer(game.state, { ...standing, options: [...standing.options, NOT_NOW] });
  return choice === NOT_NOW.id ? undefined : { decision: standing, choice: String(choice) };
}
