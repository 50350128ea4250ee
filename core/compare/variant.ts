// A variant: a format plus the settings a comparison varies (seats, preset, options, params,
// bots). Written inline as one argument, "FORMAT key=value ...", or as a small YAML file;
// both read into the same plain `Variant`, then prepared against a catalog.
import { Type, type Static } from '@sinclair/typebox';
import { Scalar } from '../schema/format-schema.ts';
import type { ResolvedFormat } from '../format.ts';
import type { RulesModule } from '../rules-module.ts';
import { LoadError, sortIssues } from '../load/issues.ts';
import { parseSource, issueAt, type SourceText } from '../load/yaml-source.ts';
import { schemaErrors } from '../load/validate.ts';
import { readParamValue, type OptionValue } from '../load/options.ts';
import { controllerName } from '../bots.ts';
import { botGame } from '../sim.ts';
import { playerCount } from '../seats.ts';
import { Driver } from '../driver.ts';

export interface Variant {
  /** How reports name it: the inline spec as written, or the file's `label`. */
  label: string;
  /** A format id, or a path to a format file (CLI only). */
  format: string;
  seats?: number;
  preset?: string;
  /** Controllers by seat; one entry plays every seat whose role names no controller. */
  bots?: string[];
  options: Record<string, OptionValue>;
  params: Record<string, OptionValue>;
}

export const VariantFile = Type.Object(
  {
    format: Type.String({ description: 'a format id, or a path to a format file' }),
    label: Type.Optional(Type.String()),
    seats: Type.Optional(Type.Integer({ minimum: 1 })),
    preset: Type.Optional(Type.String()),
    bots: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())], { 'x-expected': 'a bot name, or a list of them by seat' })),
    options: Type.Optional(Type.Record(Type.String(), Scalar)),
    params: Type.Optional(Type.Record(Type.String(), Scalar)),
  },
  { additionalProperties: false },
);
type VariantFile = Static<typeof VariantFile>;

const KEYS = 'seats, preset, bots, option.NAME, param.NAME, or an option name';

/** "l5r-shadowlands-coop seats=2 preset=nightmare bots=greedy board=skirmish param.startingHonor=8" */
export function parseVariantSpec(spec: string): Variant {
  const [format, ...entries] = spec.trim().split(/\s+/);
  const problem = (message: string) => new LoadError([{ file: '', line: 0, col: 0, message: `variant "${spec}": ${message}` }]);
  if (!format) throw problem('names no format');
  const variant: Variant = { label: spec.trim().replace(/\s+/g, ' '), format, options: {}, params: {} };
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    const key = eq < 0 ? entry : entry.slice(0, eq);
    const value = eq < 0 ? undefined : entry.slice(eq + 1);
    if (key === 'seats') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw problem(`seats must be a whole number of at least 1 (got "${value ?? ''}")`);
      variant.seats = n;
    } else if (key === 'preset' || key === 'bots') {
      if (!value) throw problem(`${key} needs a value: ${key}=...`);
      if (key === 'preset') variant.preset = value;
      else variant.bots = value.split(',').map(controllerName);
    } else if (key.startsWith('param.')) {
      if (value === undefined) throw problem(`${key} needs a value: ${key}=...`);
      variant.params[key.slice(6)] = readParamValue(value);
    } else if (key.startsWith('option.') || /^[A-Za-z]\w*$/.test(key)) {
      // A bare option name turns it on, as `--option name` does.
      variant.options[key.replace(/^option\./, '')] = value ?? true;
    } else {
      throw problem(`"${entry}" is not key=value (keys: ${KEYS})`);
    }
  }
  return variant;
}

/** A variant YAML file; problems reported at their file:line:col. */
export function loadVariantFile(source: SourceText): Variant {
  const parsed = parseSource(source);
  if (parsed.issues.length) throw new LoadError(parsed.issues);
  const errors = schemaErrors(VariantFile, parsed.value);
  if (errors.length) throw new LoadError(sortIssues(errors.map((e) => issueAt(parsed, e))));
  const file = parsed.value as VariantFile;
  return {
    label: file.label ?? source.path,
    format: file.format,
    seats: file.seats,
    preset: file.preset,
    bots: file.bots === undefined ? undefined : (typeof file.bots === 'string' ? file.bots.split(',') : file.bots).map(controllerName),
    options: file.options ?? {},
    params: file.params ?? {},
  };
}

/** A variant with its format resolved and its settings checked: what a worker is sent. */
export interface PreparedVariant {
  label: string;
  format: ResolvedFormat;
  seats: number;
  preset?: string;
  bots?: string[];
  options: Record<string, OptionValue>;
  params: Record<string, OptionValue>;
  /** Every seat, players and automated ones, as the games will seat them. */
  table: { id: string; role: string; team: string; controller: string }[];
}

/**
 * Resolve the format and check every setting by creating a game and its controllers and
 * running its setup, so a misspelt option, a bad param or an unknown bot is reported before
 * any game runs, not in a worker halfway through.
 */
export function prepareVariant(variant: Variant, format: ResolvedFormat, modules: Record<string, RulesModule>): PreparedVariant {
  const seats = playerCount(format, variant.seats);
  const prepared = {
    label: variant.label,
    format,
    seats,
    preset: variant.preset,
    bots: variant.bots,
    options: variant.options,
    params: variant.params,
  };
  try {
    const game = botGame({ ...prepared, modules }, 1);
    new Driver(game, 1);
    game.start(); // setup reads the params too: decks, province counts
    game.complete();
    const table = game.state.seats.map((s) => ({ id: s.id, role: s.role, team: s.team, controller: s.controller }));
    if (table.some((s) => s.controller === 'human')) throw new Error('compare plays bots only: a human seat would wait forever');
    return { ...prepared, table };
  } catch (e) {
    // Problems without a place in a file (a setting, a bot) are the variant's: say which.
    const named = (message: string) => ({ file: '', line: 0, col: 0, message: `variant "${variant.label}": ${message}` });
    if (e instanceof LoadError) throw new LoadError(e.issues.map((issue) => (issue.line > 0 ? issue : named(issue.message))));
    throw new LoadError([named((e as Error).message)]);
  }
}
