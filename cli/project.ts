// Where the CLI finds the project's formats and rules modules: the folder this package is in.
import { fileURLToPath } from 'node:url';
import { loadProjectCatalog, findFormat } from './node-sources.ts';
import type { Catalog } from '../core/load/catalog.ts';
import type { ResolvedFormat } from '../core/format.ts';
import { rulesModules, registry } from '../formats/index.ts';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const modules = rulesModules;

export function catalogWith(files: string[] = []): Catalog {
  return loadProjectCatalog(projectRoot, registry, files);
}

export function formatByIdOrPath(idOrPath: string): ResolvedFormat {
  return findFormat(catalogWith(), idOrPath, projectRoot);
}
