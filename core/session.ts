// Starting and replaying games from a resolved format: settings (options, preset, params),
// seats and their controllers, seed. Shared by the CLI, scenarios, simulations and the web app.
import type { GameLog, Json, Seed } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import { CORE_MODULE, type RulesModule } from './rules-module.ts';
import { Game, GameError } from './game.ts';
import { resolveSettings } from './load/options.ts';
import { extraSeats, playerCount, playerRange } from './seats.ts';
import { paramProblem } from './params.ts';
import { GENERATOR } from './rng.ts';
import type { ScenarioSetup } from './scenario-setup.ts';

export interface NewGame {
  format: ResolvedFormat;
  modules: Record<string, RulesModule>;
  seed: Seed;
  seats?: number;
  /** One controller per seat (human, bot:random, ...); missing ones use the role's or default. */
  controllers?: string[];
  /** Controller for seats neither `controllers` nor their role names (default human). */
  defaultController?: string;
  options?: Record<string, string | number | boolean>;
  preset?: string;
  params?: Record<string, Json>;
  scenario?: ScenarioSetup;
  startPhase?: string;
}

export function moduleFor(format: ResolvedFormat, modules: Record<string, RulesModule>): RulesModule {
  if (!format.rules) return CORE_MODULE;
  const module = modules[format.rules];
  if (!module)
    throw new GameError(
      `${format.id} names rules module "${format.rules}", which isn't registered (known: ${Object.keys(modules).join(', ')})`,
    );
  return module;
}

export function newGame(req: NewGame): Game {
  const { format } = req;
  const count = playerCount(format, req.seats);
  // Checked before anything is built: a million seats is a typo, not a table to lay out.
  if (!Number.isInteger(count) || count < format.seats.min || count > format.seats.max) {
    throw new GameError(`${format.id} takes ${playerRange(format.seats)}, not ${count}`);
  }
  const settings = resolveSettings(format, { options: req.options, preset: req.preset });
  const params = { ...settings.params, ...(req.params ?? {}) };
  for (const [name, value] of Object.entries(req.params ?? {})) {
    if (!(name in settings.params))
      throw new GameError(`unknown param "${name}" for ${format.id} (known: ${Object.keys(settings.params).join(', ') || 'none'})`);
    // A value of the wrong kind or size would play a different game, or none, without a word.
    const problem = paramProblem(name, format.params![name]!, value);
    if (problem) throw new GameError(`${format.id}: ${problem}`);
  }
  const controllers = req.controllers ?? [];
  const total = count + extraSeats(format);
  if (controllers.length > total) throw new GameError(`${controllers.length} controllers given for ${total} seats`);
  return new Game(format, moduleFor(format, req.modules), {
    seats: Array.from({ length: total }, (_, i) => (controllers[i] ? { controller: controllers[i] } : {})),
    defaultController: req.defaultController,
    options: settings.options,
    params,
    seed: req.seed,
    scenario: req.scenario,
    startPhase: req.startPhase,
  });
}

/** What `module.deckWarnings` says of the decks these params name (a param value naming decks, comma-separated). */
export function settingsWarnings(format: ResolvedFormat, modules: Record<string, RulesModule>, params: Record<string, Json>): string[] {
  const module = moduleFor(format, modules);
  if (!module.deckWarnings) return [];
  const decks = new Set(
    Object.values(params)
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
      .filter((id) => Object.hasOwn(format.decks, id)),
  );
  return [...decks].flatMap((id) => module.deckWarnings!(format, id));
}

/**
 * The game a log describes, created but not started, so a caller can subscribe to its first
 * events. A log from another format or format version is refused: its answers would mean other things.
 */
export function gameFromLog(log: GameLog, format: ResolvedFormat, modules: Record<string, RulesModule>): Game {
  if (log.format.id !== format.id) throw new GameError(`this log is of format "${log.format.id}", not "${format.id}"`);
  if (log.format.version !== format.version) {
    throw new GameError(
      `this log was recorded with ${format.id} version ${log.format.version}; the loaded format is version ${format.version}, so its answers can't be replayed`,
    );
  }
  if (log.generator !== GENERATOR) throw new GameError(generatorProblem(log.generator));
  for (const [name, value] of Object.entries(log.params ?? {})) {
    const def = format.params?.[name];
    const problem = def === undefined ? `unknown param "${name}"` : paramProblem(name, def, value);
    if (problem) throw new GameError(`this log's params don't fit ${format.id}: ${problem}`);
  }
  return new Game(format, moduleFor(format, modules), {
    seats: log.seats.map((s) => ({ controller: s.controller })),
    options: log.options,
    params: log.params ?? resolveSettings(format, { options: log.options as Record<string, string | number | boolean> }).params,
    seed: log.seed,
    scenario: log.scenario as ScenarioSetup | undefined,
    startPhase: log.startPhase,
  });
}

/** Why a log dealt by another generator than this engine's can't be replayed, in one line. */
function generatorProblem(generator: string | undefined): string {
  return generator === undefined
    ? `this log was dealt by the generator used before logs named one (xoroshiro128+, retired: a spectator could solve it for the seed); the same seed deals other cards now, so its answers can't be replayed`
    : `this log was dealt by generator "${generator}"; this engine deals with "${GENERATOR}", so its answers can't be replayed`;
}

/** Rebuild a game from its log, applying the first `upTo` answers (all by default). */
export function replay(log: GameLog, format: ResolvedFormat, modules: Record<string, RulesModule>, upTo = log.answers.length): Game {
  const game = gameFromLog(log, format, modules);
  game.start();
  for (const [i, a] of log.answers.slice(0, upTo).entries()) {
    const outcome = game.answer(a.seat, a.decision, a.choice);
    if (!outcome.ok) throw new GameError(`answer ${i + 1} of the log (${a.decision} by ${a.seat}) no longer applies: ${outcome.reason}`);
  }
  return game;
}
