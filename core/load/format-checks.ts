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

  (format.cards ?? []).forEach((set, index) => {
    if (!cardSetIds.has(set)) {
      errors.push({ path: ['cards', index], message: `unknown card set "${set}" (known: ${[...cardSetIds].join(', ') || 'none'})` });
    }
  });
  return errors;
}
