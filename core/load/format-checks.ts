// What the format schema cannot say: names that must refer to something defined elsewhere
// in the (merged) format or the catalog. Runs only on a format that fits the schema.
import type { FormatFile } from '../../formats/schema/format-schema.ts';
import { presetEntryProblem } from './options.ts';
import type { PathError } from './yaml-source.ts';

export function formatReferenceErrors(format: FormatFile, cardSetIds: ReadonlySet<string>): PathError[] {
  const errors: PathError[] = [];
  const phases = Object.keys(format.phases);
  format.round.forEach((phase, index) => {
    if (!phases.includes(phase)) {
      errors.push({ path: ['round', index], message: `round names phase "${phase}", which is not in phases (${phases.join(', ') || 'none'})` });
    }
  });

  const { min, max, default: seatsDefault } = format.seats;
  if (min > max) errors.push({ path: ['seats', 'max'], message: `seats.max ${max} is below seats.min ${min}` });
  if (seatsDefault !== undefined && (seatsDefault < min || seatsDefault > max)) {
    errors.push({ path: ['seats', 'default'], message: `seats.default ${seatsDefault} is outside ${min}..${max}` });
  }

  for (const [preset, entries] of Object.entries(format.presets ?? {})) {
    entries.forEach((entry, index) => {
      const problem = presetEntryProblem(format, entry);
      if (problem) errors.push({ path: ['presets', preset, index], message: `preset "${preset}": ${problem}` });
    });
  }

  const params = Object.keys(format.params ?? {});
  for (const [option, def] of Object.entries(format.options ?? {})) {
    const settings: [(string | number)[], Record<string, unknown> | undefined][] = [
      [['options', option, 'params'], def.params],
      ...Object.entries(def.byValue ?? {}).map(([value, set]): [(string | number)[], Record<string, unknown>] => [['options', option, 'byValue', value], set]),
    ];
    for (const [at, set] of settings) {
      for (const param of Object.keys(set ?? {})) {
        if (!params.includes(param)) {
          errors.push({
            path: [...at, param],
            atKey: true,
            message: `option "${option}" sets param "${param}", which is not in params (${params.join(', ') || 'none'})`,
          });
        }
      }
    }
    for (const value of Object.keys(def.byValue ?? {})) {
      if (def.values && !def.values.map(String).includes(value)) {
        errors.push({ path: ['options', option, 'byValue', value], atKey: true, message: `option "${option}" has no value "${value}" (values: ${def.values.join(', ')})` });
      }
    }
    if (def.values && !def.values.includes(def.default)) {
      errors.push({ path: ['options', option, 'default'], message: `option "${option}" defaults to ${def.default}, which is not in its values` });
    }
  }

  errors.push(...metricErrors(format));

  (format.cards ?? []).forEach((set, index) => {
    if (!cardSetIds.has(set)) {
      errors.push({ path: ['cards', index], message: `unknown card set "${set}" (known: ${[...cardSetIds].join(', ') || 'none'})` });
    }
  });
  return errors;
}

const METRIC_SOURCES = ['counter', 'zone', 'events'] as const;

/** A metric reads exactly one source, and the counter or zone it names exists. */
function metricErrors(format: FormatFile): PathError[] {
  const errors: PathError[] = [];
  const counters = new Set(Object.values(format.counters ?? {}).flatMap((bag) => Object.keys(bag ?? {})));
  const zones = new Set(format.zones.map((z) => z.id));
  const roles = (format.seats.roles ?? [{ role: 'player' }]).map((r) => r.role);
  for (const [name, def] of Object.entries(format.metrics ?? {})) {
    const sources = METRIC_SOURCES.filter((key) => def[key] !== undefined);
    if (sources.length !== 1) {
      const found = sources.length ? sources.join(' and ') : 'none';
      errors.push({ path: ['metrics', name], atKey: true, message: `metric "${name}" reads exactly one of counter, zone or events (found ${found})` });
      continue;
    }
    if (def.counter !== undefined && !counters.has(def.counter)) {
      errors.push({ path: ['metrics', name, 'counter'], message: `metric "${name}": no counter "${def.counter}" (counters: ${[...counters].join(', ') || 'none'})` });
    }
    if (def.zone !== undefined && !zones.has(def.zone)) {
      errors.push({ path: ['metrics', name, 'zone'], message: `metric "${name}": no zone "${def.zone}" (zones: ${[...zones].join(', ')})` });
    }
    const of = def.of ?? 'seats';
    const scopes =
      def.counter !== undefined ? (['seat', 'team', 'table'] as const).filter((scope) => format.counters?.[scope]?.[def.counter!])
      : def.zone !== undefined ? format.zones.filter((z) => z.id === def.zone).map((z) => z.per)
      : [];
    const wanted = of === 'teams' ? 'team' : of === 'table' ? 'table' : 'seat';
    if (scopes.length > 0 && !scopes.includes(wanted)) {
      const what = def.counter !== undefined ? `counter "${def.counter}"` : `zone "${def.zone}"`;
      errors.push({ path: ['metrics', name, def.of === undefined ? (def.counter !== undefined ? 'counter' : 'zone') : 'of'], message: `metric "${name}": the ${what} is kept per ${scopes.join(' and ')}, not read of ${of}` });
    }
    if (of.startsWith('role:') && !roles.includes(of.slice(5))) {
      errors.push({ path: ['metrics', name, 'of'], message: `metric "${name}": no role "${of.slice(5)}" (roles: ${roles.join(', ')})` });
    }
    if (def.events !== undefined && (def.of !== undefined || def.aggregate !== undefined)) {
      errors.push({ path: ['metrics', name], atKey: true, message: `metric "${name}" counts events of the whole table: of and aggregate apply to a counter or zone` });
    }
    if (def.where !== undefined && def.events === undefined) {
      errors.push({ path: ['metrics', name, 'where'], atKey: true, message: `metric "${name}": where filters events, so it needs events:` });
    }
  }
  return errors;
}
