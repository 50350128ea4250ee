// Runs ajv against a TypeBox schema and turns its errors into messages an author can act
// on: the path in the file, what was expected (the schema's `x-expected` text where it
// has one) and what was found. A failing union is reported once, not once per branch.
import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import { isPlainObject } from './plain.ts';
import type { Path, PathError } from './yaml-source.ts';

const validators = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    // One ajv per schema: each registers its own hoisted sub-schemas by id.
    const ajv = new Ajv({ allErrors: true, verbose: true, keywords: ['x-expected'] });
    validate = ajv.compile(hoistEmbeddedIds(schema, (sub) => ajv.addSchema(sub)));
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * TypeBox inlines a recursive schema (`$id: 'Step'`) everywhere it is used, and ajv
 * refuses an id that resolves to more than one place. Register each embedded id once and
 * replace its uses with a `$ref`; the recursion inside already refers to it by id.
 */
function hoistEmbeddedIds(root: object, register: (schema: object) => void): object {
  const registered = new Set<string>();
  const walk = (node: unknown, isRoot: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, false));
    if (node === null || typeof node !== 'object') return node;
    const id = (node as { $id?: unknown }).$id;
    if (!isRoot && typeof id === 'string') {
      if (!registered.has(id)) {
        registered.add(id);
        register(walk(node, true) as object);
      }
      return { $ref: id };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, false)]));
  };
  return walk(root, true) as object;
}

/** Schema problems in `value`; the caller positions and sorts them. */
export function schemaErrors(schema: object, value: unknown): PathError[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return relevantErrors(validate.errors ?? []).map(toPathError);
}

function toPath(instancePath: string): (string | number)[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const isAtOrBelow = (path: string, ancestor: string) => path === ancestor || path.startsWith(`${ancestor}/`);

const isSingleKeyLimit = (error: ErrorObject) =>
  (error.keyword === 'maxProperties' || error.keyword === 'minProperties') &&
  (error.parentSchema as SchemaObject | undefined)?.maxProperties === 1;

/**
 * Drops the noise around the real mistake. ajv reports each failing union branch before
 * the union itself, so walking backwards meets the outermost union first: it either keeps
 * the errors of the one branch the value was plainly meant for (an object carrying that
 * branch's required keys), or stands alone with its `x-expected` text. Inside a
 * single-key object with several keys, the contents are not worth checking yet.
 */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  const dropped = new Set<number>();
  for (let i = errors.length - 1; i >= 0; i--) {
    const error = errors[i]!;
    if (dropped.has(i)) continue;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const branchPath = intendedBranchPath(error);
      let keptBranchErrors = false;
      for (let j = 0; j < i; j++) {
        const other = errors[j]!;
        if (dropped.has(j) || !isAtOrBelow(other.instancePath, error.instancePath)) continue;
        if (branchPath !== undefined && other.schemaPath.startsWith(branchPath)) keptBranchErrors = true;
        else dropped.add(j);
      }
      if (keptBranchErrors) dropped.add(i);
    } else if (isSingleKeyLimit(error) && error.keyword === 'maxProperties') {
      errors.forEach((other, j) => {
        if (other.instancePath.startsWith(`${error.instancePath}/`)) dropped.add(j);
      });
    }
  }
  return errors.filter((_, i) => !dropped.has(i));
}

/** The schema path of the one object branch whose required keys the value has, if any. */
function intendedBranchPath(error: ErrorObject): string | undefined {
  const data = error.data;
  if (!isPlainObject(data)) return undefined;
  const branches = (error.schema as SchemaObject[] | undefined) ?? [];
  const matches = branches.flatMap((branch, index) => {
    const required: string[] = branch.required ?? [];
    const fits = branch.type === 'object' && required.length > 0 && required.every((key) => Object.hasOwn(data, key));
    return fits ? [index] : [];
  });
  return matches.length === 1 ? `${error.schemaPath}/${matches[0]}/` : undefined;
}

function toPathError(error: ErrorObject): PathError {
  const path = toPath(error.instancePath);
  const parent = (error.parentSchema ?? {}) as SchemaObject;
  const at = (message: string) => (path.length > 0 ? `${describePath(path)}: ${message}` : message);
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      return {
        path: [...path, key],
        atKey: true,
        message: `unknown key "${key}" in ${describePlace(path)} (expected ${allowedKeys(parent)})`,
      };
    }
    case 'required':
      return { path, message: `missing key "${error.params.missingProperty}" in ${describePlace(path)}` };
    case 'maxProperties':
    case 'minProperties':
      if (isSingleKeyLimit(error)) {
        const keys = Object.keys(error.data as object);
        const got = keys.length === 0 ? 'got none' : `got ${keys.join(', ')}`;
        return { path, message: at(`expected exactly one key (${got}): ${parent['x-expected'] ?? allowedKeys(parent)}`) };
      }
      return { path, message: at(error.message ?? error.keyword) };
    case 'type':
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf':
      return { path, message: at(`expected ${describeSchema(parent)}, got ${describeValue(error.data)}`) };
    case 'pattern':
      return { path, message: at(`${JSON.stringify(error.data)} does not match ${parent.description ?? error.params.pattern}`) };
    default:
      return { path, message: at(`${describeValue(error.data)} ${error.message ?? `fails ${error.keyword}`}`) };
  }
}

function allowedKeys(schema: SchemaObject): string {
  const keys = Object.keys(schema.properties ?? {});
  return keys.length > 0 ? `one of: ${keys.join(', ')}` : 'no keys here';
}

/** What a schema accepts, in the words an author would use. */
function describeSchema(schema: SchemaObject, inUnion = false): string {
  if (typeof schema['x-expected'] === 'string') return schema['x-expected'];
  if ('const' in schema) return String(schema.const);
  if (Array.isArray(schema.enum)) return orList(schema.enum.map(String));
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return orList(union.map((branch: SchemaObject) => describeSchema(branch, true)));
  if (schema.type === 'array') return 'a list';
  if (schema.type === 'object') return inUnion && schema.required?.length ? `{${schema.required.join(', ')}}` : 'a mapping';
  return String(schema.type ?? 'something else');
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  return `${typeof value} ${String(value)}`;
}

function orList(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** `phases.dynasty.steps[2]` — the way the path reads in the YAML. */
function describePath(path: Path): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

function describePlace(path: Path): string {
  return path.length === 0 ? 'the top level' : describePath(path);
}
