// How `extends` combines a base format with its variant, and which file in the chain a
// merged value came from (so an error in the merged format points into the right file).
import { isPlainObject } from './plain.ts';
import type { Path, PathError } from './yaml-source.ts';

type Mapping = Record<string, unknown>;

/** A variant names itself; these keys describe one file and never come from the base. */
const OWN_KEYS = ['id', 'name', 'extends', 'fixture'];

/**
 * Base → variant: mappings merge key by key, at any depth; a `null` in the variant deletes
 * the key, so a variant can drop a phase or an option it does not have. Lists of entries that
 * each have an `id` (zones) merge by id: a variant entry with a base id changes that entry in
 * place, a new one goes after the entry the variant lists before it. Other lists replace the
 * base's wholesale. A phase's `edit:` changes the base phase's steps one at a time, by step id
 * (editSteps); what can't be applied is pushed to `errors`, at its path in the variant.
 */
export function mergeFormat(base: Mapping, variant: Mapping, errors: PathError[] = []): Mapping {
  const inherited = Object.fromEntries(Object.entries(base).filter(([key]) => !OWN_KEYS.includes(key)));
  const merged = mergeMappings(inherited, variant, [], errors);
  // An edit of a phase the base doesn't have was copied whole: nothing to edit.
  const phases = isPlainObject(merged.phases) ? merged.phases : {};
  for (const [id, phase] of Object.entries(phases)) {
    if (isPlainObject(phase) && 'edit' in phase && !(isPlainObject(base.phases) && id in base.phases)) {
      errors.push({ path: ['phases', id, 'edit'], message: `edit: the format this one extends has no phase "${id}" to edit`, atKey: true });
    }
  }
  return merged;
}

function mergeMappings(base: Mapping, override: Mapping, path: Path, errors: PathError[]): Mapping {
  const merged: Mapping = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    if (value === null) delete merged[key];
    else if (key === 'edit' && path[0] === 'phases' && path.length === 2) {
      merged.steps = editSteps(merged.steps, value, [...path, key], errors);
    } else if (isPlainObject(value) && isPlainObject(current)) merged[key] = mergeMappings(current, value, [...path, key], errors);
    else if (byId(value) && byId(current)) merged[key] = mergeById(current, value, [...path, key], errors);
    else merged[key] = value;
  }
  delete merged.edit;
  return merged;
}

/** A list whose entries are all mappings with a text `id`. */
function byId(value: unknown): value is Mapping[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => isPlainObject(v) && typeof v.id === 'string');
}

function mergeById(base: Mapping[], override: Mapping[], path: Path, errors: PathError[]): Mapping[] {
  const merged = [...base];
  let at = -1;
  override.forEach((entry, index) => {
    const found = merged.findIndex((m) => m.id === entry.id);
    if (found >= 0) {
      merged[found] = mergeMappings(merged[found]!, entry, [...path, index], errors);
      at = found;
    } else merged.splice(++at, 0, entry);
  });
  return merged;
}

/**
 * The id a step answers to in an `edit:`: the `id` of a window or simultaneous, the hook a
 * `rule`/`call` names. Other steps have none and can't be addressed.
 */
export function stepId(step: unknown): string | undefined {
  if (!isPlainObject(step)) return undefined;
  if (typeof step.rule === 'string') return step.rule;
  for (const kind of ['window', 'simultaneous', 'call']) {
    const inner = step[kind];
    if (isPlainObject(inner)) return typeof inner.id === 'string' ? inner.id : typeof inner.rule === 'string' ? inner.rule : undefined;
  }
  return undefined;
}

/**
 * Apply a variant phase's `edit:` to its base steps, in order: `{before: id, insert: [steps]}`,
 * `{after: id, insert: [steps]}`, `{replace: id, with: [steps]}`, `{remove: id}`.
 */
function editSteps(steps: unknown, edits: unknown, path: Path, errors: PathError[]): unknown {
  if (!Array.isArray(steps)) {
    errors.push({ path, message: 'edit: changes the steps of the same phase in the format this one extends, which has none', atKey: true });
    return steps;
  }
  if (!Array.isArray(edits)) {
    errors.push({
      path,
      message: 'edit: expected a list of {before|after: step, insert: [steps]}, {replace: step, with: [steps]} or {remove: step}',
    });
    return steps;
  }
  const out = [...steps];
  edits.forEach((e, index) => {
    const at = [...path, index];
    const target = isPlainObject(e) ? (['before', 'after', 'replace', 'remove'] as const).find((k) => typeof e[k] === 'string') : undefined;
    if (!isPlainObject(e) || !target) {
      errors.push({ path: at, message: 'an edit names its step with before, after, replace or remove' });
      return;
    }
    const id = e[target] as string;
    const found = out.findIndex((s) => stepId(s) === id);
    if (found < 0) {
      const ids = out.map(stepId).filter(Boolean);
      errors.push({ path: [...at, target], message: `no step "${id}" in the phase (its steps with ids: ${ids.join(', ') || 'none'})` });
      return;
    }
    const added = target === 'replace' ? e.with : e.insert;
    if (target !== 'remove' && !Array.isArray(added)) {
      errors.push({ path: at, message: `${target}: "${id}" needs ${target === 'replace' ? 'with' : 'insert'}: a list of steps` });
      return;
    }
    if (target === 'before') out.splice(found, 0, ...(added as unknown[]));
    else if (target === 'after') out.splice(found + 1, 0, ...(added as unknown[]));
    else out.splice(found, 1, ...(target === 'replace' ? (added as unknown[]) : []));
  });
  return out;
}

/**
 * The index in `layers` (variant first, base last) of the file that supplied the value at
 * `path`: the file holding the longest part of the path, the variant winning a tie since
 * its value is the one the merge kept.
 */
export function supplierOf(layers: readonly unknown[], path: Path): number {
  let best = 0;
  let bestDepth = -1;
  layers.forEach((layer, index) => {
    const depth = existingDepth(layer, path);
    if (depth > bestDepth) {
      best = index;
      bestDepth = depth;
    }
  });
  return best;
}

/**
 * Where the value at `path` in the merged format was written: its file (index in `layers`,
 * variant first) and its path in that file. The merge keeps the objects it doesn't merge
 * (a step, a zone, a list a variant replaces) as they were parsed, so the deepest object on
 * the path that is one of a file's own is found in that file by identity — a step an `edit:`
 * inserted is in the variant's edit, a base step after it at its base index. Values merged
 * from several files fall back to supplierOf.
 */
export function locate(layers: readonly unknown[], merged: unknown, path: Path): { layer: number; path: Path } {
  const nodes: unknown[] = [merged];
  for (const segment of path) {
    const node = nodes.at(-1);
    if (Array.isArray(node) && typeof segment === 'number' && segment < node.length) nodes.push(node[segment]);
    else if (isPlainObject(node) && Object.hasOwn(node, segment)) nodes.push(node[segment]);
    else break;
  }
  for (let depth = nodes.length - 1; depth > 0; depth--) {
    const node = nodes[depth];
    if (typeof node !== 'object' || node === null) continue;
    for (let layer = 0; layer < layers.length; layer++) {
      const at = pathTo(layers[layer], node);
      if (at) return { layer, path: [...at, ...path.slice(depth)] };
    }
  }
  return { layer: supplierOf(layers, path), path };
}

/** The path at which `target` itself (not an equal copy) sits inside `value`. */
function pathTo(value: unknown, target: unknown, at: Path = []): Path | undefined {
  if (value === target) return at;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathTo(value[i], target, [...at, i]);
      if (found) return found;
    }
  } else if (isPlainObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      const found = pathTo(v, target, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function existingDepth(value: unknown, path: Path): number {
  let node = value;
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth]!;
    if (Array.isArray(node) && typeof segment === 'number' && segment < node.length) node = node[segment];
    else if (isPlainObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return depth;
  }
  return path.length;
}
