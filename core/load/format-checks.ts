// What the format schema cannot say: names that must refer to something defined elsewhere
// in the (merged) format or the catalog. Runs only on a format that fits the schema.
import type { FormatFile } from '../schema/format-schema.ts';
import { MAX_OPTIONS } from '../limits.ts';
import { presetEntryProblem } from './options.ts';
import { paramProblem } from '../params.ts';
import type { Json } from '../types.ts';
import type { PathError } from './yaml-source.ts';
import { forEachStep } from './format-steps.ts';

export function formatReferenceErrors(format: FormatFile, cardSetIds: ReadonlySet<string>): PathError[] {
  const errors: PathError[] = [];
  const phases = Object.keys(format.phases);
  format.round.forEach((phase, index) => {
    if (!phases.includes(phase)) {
      errors.push({
        path: ['round', index],
        message: `round names phase "${phase}", which is not in phases (${phases.join(', ') || 'none'})`,
      });
    }
  });

  const { min, max, default: seatsDefault } = format.seats;
  if (min > max) errors.push({ path: ['seats', 'max'], message: `seats.max ${max} is below seats.min ${min}` });
  if (seatsDefault !== undefined && (seatsDefault < min || seatsDefault > max)) {
    errors.push({ path: ['seats', 'default'], message: `seats.default ${seatsDefault} is outside ${min}..${max}` });
  }

  const roles = (format.seats.roles ?? [{ role: 'player' }]).map((r) => r.role);
  (format.seats.roles ?? []).forEach((r, index) => {
    if (!r.choices) return;
    if (!roles.includes(r.choices.by) || r.choices.by === r.role) {
      errors.push({
        path: ['seats', 'roles', index, 'choices', 'by'],
        message: `choices.by: expected another role of this format (${roles.filter((x) => x !== r.role).join(', ') || 'none'}), got "${r.choices.by}"`,
      });
    }
    const atRandom = r.choices.atRandom;
    if (atRandom !== undefined && !Object.hasOwn(format.options ?? {}, atRandom)) {
      errors.push({
        path: ['seats', 'roles', index, 'choices', 'atRandom'],
        message: `choices.atRandom: no option "${atRandom}" (options: ${Object.keys(format.options ?? {}).join(', ') || 'none'})`,
      });
    }
  });

  errors.push(...redirectErrors(format, roles));

  for (const [preset, entries] of Object.entries(format.presets ?? {})) {
    entries.forEach((entry, index) => {
      const problem = presetEntryProblem(format, entry);
      if (problem) errors.push({ path: ['presets', preset, index], message: `preset "${preset}": ${problem}` });
    });
  }

  for (const [name, def] of Object.entries(format.params ?? {})) {
    if (typeof def !== 'object') continue;
    const bounded = def.min !== undefined || def.max !== undefined;
    if (bounded && def.type !== undefined && def.type !== 'integer' && def.type !== 'number') {
      errors.push({ path: ['params', name, 'type'], message: `param "${name}": min and max bound numbers, not a ${def.type} param` });
    } else if (def.min !== undefined && def.max !== undefined && def.min > def.max) {
      errors.push({ path: ['params', name, 'max'], message: `param "${name}": max ${def.max} is below min ${def.min}` });
    } else {
      const problem = paramProblem(name, def, def.default);
      if (problem) errors.push({ path: ['params', name, 'default'], message: `the default of ${problem.replace(/^param /, '')}` });
    }
  }

  const params = Object.keys(format.params ?? {});
  for (const [option, def] of Object.entries(format.options ?? {})) {
    const settings: [(string | number)[], Record<string, unknown> | undefined][] = [
      [['options', option, 'params'], def.params],
      ...Object.entries(def.byValue ?? {}).map(([value, set]): [(string | number)[], Record<string, unknown>] => [
        ['options', option, 'byValue', value],
        set,
      ]),
    ];
    for (const [at, set] of settings) {
      for (const [param, value] of Object.entries(set ?? {})) {
        if (!params.includes(param)) {
          errors.push({
            path: [...at, param],
            atKey: true,
            message: `option "${option}" sets param "${param}", which is not in params (${params.join(', ') || 'none'})`,
          });
          continue;
        }
        const problem = paramProblem(param, format.params![param]!, value as Json);
        if (problem) errors.push({ path: [...at, param], message: `option "${option}": ${problem}` });
      }
    }
    for (const value of Object.keys(def.byValue ?? {})) {
      if (def.values && !def.values.map(String).includes(value)) {
        errors.push({
          path: ['options', option, 'byValue', value],
          atKey: true,
          message: `option "${option}" has no value "${value}" (values: ${def.values.join(', ')})`,
        });
      }
    }
    if (def.values && !def.values.includes(def.default)) {
      errors.push({
        path: ['options', option, 'default'],
        message: `option "${option}" defaults to ${def.default}, which is not in its values`,
      });
    }
  }

  errors.push(...metricErrors(format, roles), ...winCounterErrors(format), ...rangeErrors(format));

  (format.cards ?? []).forEach((set, index) => {
    if (matchingSets(set, cardSetIds).length === 0) {
      const what = set.endsWith('*') ? `no card set matches "${set}"` : `unknown card set "${set}"`;
      errors.push({ path: ['cards', index], message: `${what} (known: ${[...cardSetIds].join(', ') || 'none'})` });
    }
  });
  return errors;
}

/**
 * The card sets a format's `cards:` entry names: one id, or with a trailing `*` every set whose
 * id starts so, in id order (Siege's `l5r-ccg-siege-clock-*`: a clock deck a designer adds is
 * there to pick by param, no format edited).
 */
export function matchingSets(entry: string, ids: Iterable<string>): string[] {
  if (!entry.endsWith('*')) return [...ids].includes(entry) ? [entry] : [];
  const prefix = entry.slice(0, -1);
  return [...ids].filter((id) => id.startsWith(prefix)).sort();
}

const METRIC_SOURCES = ['counter', 'zone', 'events'] as const;

/** A metric reads exactly one source, and the counter or zone it names exists. */
function metricErrors(format: FormatFile, roles: readonly string[]): PathError[] {
  const errors: PathError[] = [];
  const counters = new Set(Object.values(format.counters ?? {}).flatMap((bag) => Object.keys(bag ?? {})));
  const zones = new Set(format.zones.map((z) => z.id));
  for (const [name, def] of Object.entries(format.metrics ?? {})) {
    const sources = METRIC_SOURCES.filter((key) => def[key] !== undefined);
    if (sources.length !== 1) {
      const found = sources.length ? sources.join(' and ') : 'none';
      errors.push({
        path: ['metrics', name],
        atKey: true,
        message: `metric "${name}" reads exactly one of counter, zone or events (found ${found})`,
      });
      continue;
    }
    if (def.counter !== undefined && !counters.has(def.counter)) {
      errors.push({
        path: ['metrics', name, 'counter'],
        message: `metric "${name}": no counter "${def.counter}" (counters: ${[...counters].join(', ') || 'none'})`,
      });
    }
    if (def.zone !== undefined && !zones.has(def.zone)) {
      errors.push({
        path: ['metrics', name, 'zone'],
        message: `metric "${name}": no zone "${def.zone}" (zones: ${[...zones].join(', ')})`,
      });
    }
    const of = def.of ?? 'seats';
    const scopes =
      def.counter !== undefined
        ? (['seat', 'team', 'table'] as const).filter((scope) => format.counters?.[scope]?.[def.counter!])
        : def.zone !== undefined
          ? format.zones.filter((z) => z.id === def.zone).map((z) => z.per)
          : [];
    const wanted = of === 'teams' ? 'team' : of === 'table' ? 'table' : 'seat';
    if (scopes.length > 0 && !scopes.includes(wanted)) {
      const what = def.counter !== undefined ? `counter "${def.counter}"` : `zone "${def.zone}"`;
      errors.push({
        path: ['metrics', name, def.of === undefined ? (def.counter !== undefined ? 'counter' : 'zone') : 'of'],
        message: `metric "${name}": the ${what} is kept per ${scopes.join(' and ')}, not read of ${of}`,
      });
    }
    if (of.startsWith('role:') && !roles.includes(of.slice(5))) {
      errors.push({ path: ['metrics', name, 'of'], message: `metric "${name}": no role "${of.slice(5)}" (roles: ${roles.join(', ')})` });
    }
    if (def.events !== undefined && (def.of !== undefined || def.aggregate !== undefined)) {
      errors.push({
        path: ['metrics', name],
        atKey: true,
        message: `metric "${name}" counts events of the whole table: of and aggregate apply to a counter or zone`,
      });
    }
    if (def.byCard !== undefined && def.events === undefined) {
      errors.push({
        path: ['metrics', name, 'byCard'],
        atKey: true,
        message: `metric "${name}": byCard counts events by their card, so it needs events:`,
      });
    }
    for (const key of ['by', 'first', 'against'] as const)
      if (def[key] !== undefined && def.events === undefined)
        errors.push({
          path: ['metrics', name, key],
          atKey: true,
          message: `metric "${name}": ${key} reads events, so it needs events:`,
        });
    const kinds = (['byCard', 'by', 'first', 'against'] as const).filter((k) => def[k] !== undefined);
    if (kinds.length > 1)
      errors.push({
        path: ['metrics', name, kinds[1]!],
        atKey: true,
        message: `metric "${name}": ${kinds.join(' and ')} make different figures: a metric takes one of them`,
      });
    if (def.against !== undefined) {
      const other = format.metrics?.[def.against];
      const why = !other
        ? `no metric "${def.against}" (metrics: ${Object.keys(format.metrics ?? {}).join(', ')})`
        : other.counter === undefined && other.zone === undefined
          ? `"${def.against}" counts events: it has no value at a given moment (a counter or zone metric has)`
          : null;
      if (why) errors.push({ path: ['metrics', name, 'against'], message: `metric "${name}": against ${why}` });
    }
    if (def.where !== undefined && def.events === undefined) {
      errors.push({
        path: ['metrics', name, 'where'],
        atKey: true,
        message: `metric "${name}": where filters events, so it needs events:`,
      });
    }
  }
  return errors;
}

/** A win check's counter is one the format keeps: a misspelt one would never win, and every game would run to the round limit. */
function winCounterErrors(format: FormatFile): PathError[] {
  const errors: PathError[] = [];
  format.win.forEach((check, index) => {
    const [kind, ref] = check.reach
      ? ['reach', check.reach.counter]
      : check.eliminateAt
        ? ['eliminateAt', check.eliminateAt.counter]
        : [null, null];
    if (!kind || !ref) return;
    const [scope, name] = ref.split('.') as [string, string];
    const bag = (format.counters as Record<string, Record<string, unknown> | undefined> | undefined)?.[scope];
    if (!bag || !(name in bag)) {
      const known = Object.keys(bag ?? {});
      errors.push({
        path: ['win', index, kind, 'counter'],
        message: `win check ${kind} reads counter "${ref}", which the format does not keep (${scope} counters: ${known.join(', ') || 'none'})`,
      });
    }
  });
  return errors;
}

/** A secret choice's literal range offers at most MAX_OPTIONS numbers (checked again when a param sets it). */
function rangeErrors(format: FormatFile): PathError[] {
  const errors: PathError[] = [];
  forEachStep(format, (step, at) => {
    if (step.goToPhase !== undefined && !format.round.includes(step.goToPhase)) {
      errors.push({
        path: [...at, 'goToPhase'],
        message: `goToPhase names "${step.goToPhase}", which is not a phase of the round (${format.round.join(', ')})`,
      });
    }
    const range = step.simultaneous?.range;
    if (range && typeof range[0] === 'number' && typeof range[1] === 'number' && range[1] - range[0] + 1 > MAX_OPTIONS) {
      errors.push({
        path: [...at, 'simultaneous', 'range'],
        message: `a range from ${range[0]} to ${range[1]} offers ${range[1] - range[0] + 1} choices; at most ${MAX_OPTIONS}`,
      });
    }
  });
  return errors;
}

/** A redirect is a seat counter's, names roles of the format, and sends changes to a team counter that exists. */
function redirectErrors(format: FormatFile, roles: readonly string[]): PathError[] {
  const errors: PathError[] = [];
  for (const scope of ['team', 'table'] as const) {
    for (const [name, def] of Object.entries(format.counters?.[scope] ?? {})) {
      if (def.redirect)
        errors.push({
          path: ['counters', scope, name, 'redirect'],
          atKey: true,
          message: `counter "${name}": only seat counters are redirected (a ${scope} counter has no seat to redirect from)`,
        });
    }
  }
  const teamCounters = Object.keys(format.counters?.team ?? {});
  for (const [name, def] of Object.entries(format.counters?.seat ?? {})) {
    (def.redirect ?? []).forEach((r, i) => {
      const at = ['counters', 'seat', name, 'redirect', i];
      (r.roles ?? []).forEach((role, k) => {
        if (!roles.includes(role))
          errors.push({ path: [...at, 'roles', k], message: `no role "${role}" (roles: ${roles.join(', ') || 'player'})` });
      });
      const counter = r.to.split('.')[1];
      if (counter !== undefined && !teamCounters.includes(counter)) {
        errors.push({ path: [...at, 'to'], message: `no team counter "${counter}" (team counters: ${teamCounters.join(', ') || 'none'})` });
      }
    });
  }
  return errors;
}
