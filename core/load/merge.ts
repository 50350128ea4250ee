// How `extends` combines a base format with its variant, and which file in the chain a
// merged value came from (so an error in the merged format points into the right file).
import { isPlainObject } from './plain.ts';
import type { Path } from './yaml-source.ts';

type Mapping = Record<string, unknown>;

/** A variant names itself; these keys describe one file and never come from the base. */
const OWN_KEYS = ['id', 'name', 'extends', 'fixture'];

/**
 * Base → variant: mappings merge key by key, at any depth; anything else (lists included)
 * in the variant replaces the base's value wholesale; a `null` in the variant deletes the
 * key, so a variant can drop a phase or an option it does not have.
 */
export function mergeFormat(base: Mapping, variant: Mapping): Mapping {
  const inherited = Object.fromEntries(Object.entries(base).filter(([key]) => !OWN_KEYS.includes(key)));
  return mergeMappings(inherited, variant);
}

function mergeMappings(base: Mapping, override: Mapping): Mapping {
  const merged: Mapping = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    if (value === null) delete merged[key];
    else if (isPlainObject(value) && isPlainObject(current)) merged[key] = mergeMappings(current, value);
    else merged[key] = value;
  }
  return merged;
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
