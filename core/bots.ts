// Seat controllers: who answers a decision. Humans answer through a UI or the API;
// bots and automata answer here, deterministically from their seed.
import type { Choice, Decision, DecisionOption, GameState, Seed } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { BotStrategy, RulesModule } from './rules-module.ts';
import { SeededRandom } from './rng.ts';

export class ControllerError extends Error {}

/**
 * The options a bot weighs: a bot has no words of its own to promise (a promise in words,
 * `data.words`, is for people at the table). It starts no negotiation (the driver offers it no
 * aside, core/driver.ts) and answers those put to it like anything else.
 */
export function botOptions(decision: Decision): Decision {
  const talk = (o: DecisionOption) => (o.data as Record<string, unknown> | undefined)?.words === true;
  // Most decisions hold neither: no copy for them (this runs for every bot answer).
  if (!decision.options.some(talk)) return decision;
  const options = decision.options.filter((o) => !talk(o));
  return options.length === 0 ? decision : { ...decision, options };
}

/** The id of the option with the highest score (ties keep the first): the families' greedy bots weigh their options with it. */
export function bestOption(options: readonly DecisionOption[], score: (o: DecisionOption) => number): string {
  let top = options[0]!;
  let topScore = -Infinity;
  for (const o of options) {
    const s = score(o);
    if (s > topScore) [top, topScore] = [o, s];
  }
  return top.id;
}

/** Any legal answer, uniformly: one option, or a random-sized random subset. */
export const randomBot: BotStrategy = (_state, decision, random) => {
  if (decision.max === 1) {
    const { options } = botOptions(decision);
    return options[random.int(0, options.length - 1)].id;
  }
  const ids = decision.options.map((o) => o.id);
  const n = random.int(decision.min, Math.min(decision.max, ids.length));
  for (let i = ids.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, n);
};

export type Answerer = (state: GameState, decision: Decision) => Choice;

/** The answerer for a controller string, or null for a human seat. */
/** `seed` and `seat` seed a bot's own stream (core/rng.ts SeededRandom). */
export function answererFor(controller: string, module: RulesModule, format: ResolvedFormat, seed: Seed, seat = 0): Answerer | null {
  if (controller === 'human') return null;
  const [kind, name] = controller.split(':', 2);
  if (kind === 'bot') {
    const strategy = name === 'random' ? randomBot : module.bots?.[name];
    if (!strategy)
      throw new ControllerError(
        `unknown bot "${name}" (known: random${Object.keys(module.bots ?? {})
          .map((b) => ', ' + b)
          .join('')})`,
      );
    const random = new SeededRandom(seed, seat);
    return (state, decision) => strategy(state, decision, random, format);
  }
  if (kind === 'automaton') {
    const automaton = module.automata?.[name];
    if (!automaton) throw new ControllerError(`rules module ${module.name} has no automaton "${name}"`);
    return (state, decision) => automaton(state, decision, format);
  }
  throw new ControllerError(`unknown controller "${controller}" (human, bot:<name> or automaton:<name>)`);
}

/** `greedy` → `bot:greedy`; full names (`bot:x`, `automaton:x`) and `human` stay as they are. */
export function controllerName(short: string): string {
  return short.includes(':') || short === 'human' ? short : `bot:${short}`;
}

export function knownBots(module: RulesModule): string[] {
  return ['random', ...Object.keys(module.bots ?? {})];
}
