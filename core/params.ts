// Param values, checked before any game: a value a format can't use (text where a number
// goes, a bid cap of 0, 1e308 fate, Infinity, which JSON logs can't even hold) is refused
// with the param, the value and what is allowed, wherever it comes from (CLI, web form,
// variant, scenario, log).
import type { Json } from './types.ts';
import type { ParamDef } from './schema/format-schema.ts';
import type { Static } from '@sinclair/typebox';

type Declared = Exclude<Static<typeof ParamDef>, string | number | boolean>;

/** What a param's declaration allows, in words: "a whole number from 1 to 20, or stronghold". */
export function allowedValues(def: Static<typeof ParamDef>): string {
  const d = declaration(def);
  const texts = d.values?.filter((v) => typeof v !== 'number').map(String) ?? [];
  const or = texts.length ? `, or ${texts.join(', ')}` : '';
  switch (d.type) {
    case 'boolean':
      return 'true or false';
    case 'text':
      return texts.length ? `one of ${texts.join(', ')}` : 'a text';
    case 'integer':
    case 'number': {
      const noun = d.type === 'integer' ? 'a whole number' : 'a number';
      const bounds =
        d.min !== undefined && d.max !== undefined
          ? ` from ${d.min} to ${d.max}`
          : d.min !== undefined
            ? ` of at least ${d.min}`
            : d.max !== undefined
              ? ` of at most ${d.max}`
              : '';
      return `${noun}${bounds}${or}`;
    }
  }
}

/** Why `value` can't be param `name`, or null when it can. */
export function paramProblem(name: string, def: Static<typeof ParamDef>, value: Json): string | null {
  const d = declaration(def);
  // Infinity and NaN print as themselves (JSON would say null); text in quotes.
  const refuse = () => `param "${name}" is ${allowedValues(def)}, not ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
  if (typeof value === 'number' && !Number.isFinite(value)) return refuse();
  if (typeof value === 'string' && d.values?.includes(value)) return null;
  switch (d.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : refuse();
    case 'text':
      return typeof value === 'string' && !d.values ? null : refuse();
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || (d.type === 'integer' && !Number.isInteger(value))) return refuse();
      if ((d.min !== undefined && value < d.min) || (d.max !== undefined && value > d.max)) return refuse();
      return null;
  }
}

/** The declaration with its type made explicit: declared, else the default's own. */
function declaration(def: Static<typeof ParamDef>): Declared & { type: NonNullable<Declared['type']> } {
  const d: Declared = typeof def === 'object' ? def : { default: def };
  const type = d.type ?? (typeof d.default === 'number' ? 'number' : typeof d.default === 'boolean' ? 'boolean' : 'text');
  return { ...d, type };
}
