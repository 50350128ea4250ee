// Where the CLI finds the project's formats and rules modules: the folder this package is in.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProjectCatalog, findFormat } from './node-sources.ts';
import { cachedFormat } from './format-cache.ts';
import type { Catalog } from '../core/load/catalog.ts';
import type { ResolvedFormat } from '../core/format.ts';
import { rulesModules, registry } from '../formats/index.ts';

/** The nearest folder above this module with a package.json: the same from cli/ and from the bundle in build/cli/. */
function packageFolder(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = packageFolder(dirname(fileURLToPath(import.meta.url)));
export const modules = rulesModules;

export function catalogWith(files: string[] = []): Catalog {
  return loadProjectCatalog(projectRoot, registry, files);
}

let projectCatalog: Catalog | undefined;

/** A format by id or file, from the cache when no source changed since it was resolved. */
export function formatByIdOrPath(idOrPath: string): ResolvedFormat {
  return cachedFormat(projectRoot, idOrPath, () => findFormat((projectCatalog ??= catalogWith()), idOrPath, projectRoot));
}
