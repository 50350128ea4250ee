// Turns a format's params, options and presets plus a user's choices (from the CLI, a
// scenario or the new-game form) into the concrete values a game starts with.
import type { FormatFile, OptionDef } from '../schema/format-schema.ts';
import { LoadError, type Issue } from './issues.ts';
import { isPlainObject } from './plain.ts';

export type OptionValue = string | number | boolean;

export interface Settings {
  options: Record<string, OptionValue>;
  params: Record<string, OptionValue>;
}

export interface SettingsRequest {
  /** Strings (from the CLI) are read as the option's own type: "true", "3". */
  options?: Record<string, OptionValue>;
  preset?: string;
}

type FormatSettings = Pick<FormatFile, 'id' | 'params' | 'options' | 'presets'> & { path: string };

type Checked = { ok: true; value: OptionValue } | { ok: false; message: string };

/**
 * Params start from the format's values; options from their defaults, then the preset's,
 * then the request's. An option that is on (truthy) applies its `params:` last, and an
 * option's `byValue:` entry for its value likewise, in the order the format declares its options.
 */
export function resolveSettings(format: FormatSettings, request: SettingsRequest = {}): Settings {
  const messages: string[] = [];
  const options: Record<string, OptionValue> = {};
  for (const [name, def] of Object.entries(format.options ?? {})) options[name] = def.default;

  const choose = (name: string, raw: OptionValue, context: string) => {
    const checked = checkOption(format, name, raw);
    if (checked.ok) options[name] = checked.value;
    else messages.push(context + checked.message);
  };

  if (request.preset !== undefined) {
    const entries = format.presets?.[request.preset];
    if (entries) {
      for (const entry of entries) choose(...parseOptionEntry(entry), `preset "${request.preset}": `);
    } else {
      messages.push(`unknown preset "${request.preset}" for ${format.id} (${known(format.presets)})`);
    }
  }
  for (const [name, raw] of Object.entries(request.options ?? {})) choose(name, raw, '');

  if (messages.length > 0) {
    throw new LoadError(messages.map((message): Issue => ({ file: format.path, line: 0, col: 0, message })));
  }

  const params: Record<string, OptionValue> = {};
  for (const [name, def] of Object.entries(format.params ?? {})) params[name] = isPlainObject(def) ? def.default : def;
  for (const [name, def] of Object.entries(format.options ?? {})) {
    if (options[name]) Object.assign(params, def.params);
    Object.assign(params, def.byValue?.[String(options[name])]);
  }
  return { options, params };
}

/** A preset entry or a CLI `--option` argument: `name` means on, `name=value` sets it. */
export function parseOptionEntry(entry: string): [name: string, value: OptionValue] {
  const eq = entry.indexOf('=');
  return eq < 0 ? [entry, true] : [entry.slice(0, eq), entry.slice(eq + 1)];
}

/** A param value typed as text (CLI, variant spec): numbers and true/false as such, else text. */
export function readParamValue(text: string): OptionValue {
  if (text === 'true' || text === 'false') return text === 'true';
  return text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;
}

/** Why a preset entry does not fit the format's options, if it doesn't. */
export function presetEntryProblem(format: Pick<FormatFile, 'id' | 'options'>, entry: string): string | undefined {
  const checked = checkOption(format, ...parseOptionEntry(entry));
  return checked.ok ? undefined : checked.message;
}

function checkOption(format: Pick<FormatFile, 'id' | 'options'>, name: string, raw: OptionValue): Checked {
  const def = format.options?.[name];
  if (!def) return { ok: false, message: `unknown option "${name}" for ${format.id} (${known(format.options)})` };
  const checked = coerce(name, def, raw);
  if (checked.ok && def.values && !def.values.includes(checked.value)) {
    return { ok: false, message: `option "${name}" must be one of: ${def.values.join(', ')} (got ${checked.value})` };
  }
  return checked;
}

function coerce(name: string, def: OptionDef, raw: OptionValue): Checked {
  switch (typeof def.default) {
    case 'boolean':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
      return { ok: false, message: `option "${name}" is true or false (got ${JSON.stringify(raw)})` };
    case 'number': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
      return { ok: false, message: `option "${name}" is a number (got ${JSON.stringify(raw)})` };
    }
    default:
      return { ok: true, value: String(raw) };
  }
}

function known(named: Record<string, unknown> | undefined): string {
  const names = Object.keys(named ?? {});
  return names.length > 0 ? `known: ${names.join(', ')}` : 'it has none';
}
