// A scenario checked against its format before it runs: every card, seat, zone and counter
// it names must exist there, each problem at its file:line:col. Without this a misspelt
// card is a RuleError mid-setup with no line, and a misspelt owner a failed expectation.
import type { GameState } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import type { RulesModule } from './rules-module.ts';
import { ScenarioFile } from './scenario-schema.ts';
import { parseSource, issueAt, type PathError, type SourceText } from './load/yaml-source.ts';
import { schemaErrors } from './load/validate.ts';
import { LoadError, sortIssues } from './load/issues.ts';
import { newGame } from './session.ts';
import { GameError } from './game.ts';

/** Parse a scenario, validate it against the schema and check what it names against its format; throws LoadError. */
export function checkScenario(
  source: SourceText,
  formatOf: (id: string) => ResolvedFormat,
  modules: Record<string, RulesModule>,
): ScenarioFile {
  const parsed = parseSource(source);
  if (parsed.issues.length) throw new LoadError(parsed.issues);
  const schema = schemaErrors(ScenarioFile, parsed.value);
  if (schema.length) throw new LoadError(sortIssues(schema.map((e) => issueAt(parsed, e))));
  const scn = parsed.value as ScenarioFile;
  const errors = referenceErrors(scn, formatOf, modules);
  if (errors.length) throw new LoadError(sortIssues(errors.map((e) => issueAt(parsed, e))));
  return scn;
}

function referenceErrors(scn: ScenarioFile, formatOf: (id: string) => ResolvedFormat, modules: Record<string, RulesModule>): PathError[] {
  let format: ResolvedFormat;
  try {
    format = formatOf(scn.format);
  } catch (e) {
    if (e instanceof LoadError) return [{ path: ['format'], message: e.issues.map((i) => i.message).join('; ') }];
    throw e;
  }
  let state: GameState;
  try {
    // The table the scenario is set on, built and not started: its seats, zones and counters.
    state = newGame({
      format,
      modules,
      seed: scn.seed ?? 1,
      seats: scn.seats,
      controllers: scn.controllers,
      options: scn.options,
      preset: scn.preset,
      params: scn.params,
      startPhase: scn.startPhase,
    }).state;
  } catch (e) {
    if (e instanceof GameError || e instanceof LoadError) return [{ path: ['format'], message: e.message }];
    throw e;
  }
  const errors: PathError[] = [];
  const seats = state.seats.map((s) => s.id);
  const owners = [...new Set(['table', ...seats, ...state.teams.map((t) => t.id)])];
  const zones = Object.keys(state.zones);
  const zoneProblem = (key: string) =>
    zones.includes(key)
      ? null
      : `no zone "${key}" in ${format.id} with these seats (zones of ${key.split('.')[0]}: ${zones.filter((z) => z.startsWith(`${key.split('.')[0]}.`)).join(', ') || 'none; owners are ' + owners.join(', ')})`;
  const counterProblem = (path: string) => {
    const [owner, name] = path.split('.') as [string, string | undefined];
    const bag =
      owner === 'table'
        ? state.table.counters
        : (state.seats.find((s) => s.id === owner)?.counters ?? state.teams.find((t) => t.id === owner)?.counters);
    if (!bag) return `no seat, team or table "${owner}" (${owners.join(', ')})`;
    return name !== undefined && name in bag ? null : `${owner} keeps no counter "${name}" (${Object.keys(bag).join(', ') || 'none'})`;
  };
  const setup = scn.setup ?? {};
  (setup.clear ?? []).forEach((zone, i) => {
    const problem = zoneProblem(zone);
    if (problem) errors.push({ path: ['setup', 'clear', i], message: problem });
  });
  (setup.cards ?? []).forEach((spec, i) => {
    if (!(spec.card in format.cardDefs))
      errors.push({
        path: ['setup', 'cards', i, 'card'],
        message: `unknown card "${spec.card}" (not in the card sets of ${format.id}: ${(format.cards ?? []).join(', ') || 'none'})`,
      });
    const problem = zoneProblem(spec.zone);
    if (problem) errors.push({ path: ['setup', 'cards', i, 'zone'], message: problem });
    if (spec.owner !== undefined && !seats.includes(spec.owner))
      errors.push({ path: ['setup', 'cards', i, 'owner'], message: `no seat "${spec.owner}" (${seats.join(', ')})` });
  });
  for (const path of Object.keys(setup.counters ?? {})) {
    const problem = counterProblem(path);
    if (problem) errors.push({ path: ['setup', 'counters', path], atKey: true, message: problem });
  }
  if (setup.firstPlayer !== undefined && !seats.includes(setup.firstPlayer) && !state.teams.some((t) => t.id === setup.firstPlayer)) {
    errors.push({
      path: ['setup', 'firstPlayer'],
      message: `no seat or team "${setup.firstPlayer}" (${[...seats, ...state.teams.map((t) => t.id)].join(', ')})`,
    });
  }
  (scn.answers ?? []).forEach((a, i) => {
    if (a.seat !== undefined && !seats.includes(a.seat))
      errors.push({ path: ['answers', i, 'seat'], message: `no seat "${a.seat}" (${seats.join(', ')})` });
  });
  scn.expect.forEach((e, i) => {
    const counter = e.counter === undefined ? null : counterProblem(e.counter);
    if (counter) errors.push({ path: ['expect', i, 'counter'], message: counter });
    const zone = e.zone === undefined || e.card !== undefined ? null : zoneProblem(e.zone);
    if (zone) errors.push({ path: ['expect', i, 'zone'], message: zone });
    if (e.card !== undefined && !Object.values(format.cardDefs).some((d) => d.name === e.card))
      errors.push({ path: ['expect', i, 'card'], message: `no card named "${e.card}" in the card sets of ${format.id}` });
  });
  return errors;
}
