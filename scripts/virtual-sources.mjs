// The browser has no file system, so the app and the browser tests get every format and
// card YAML through one generated module, `virtual:formats`, resolved by this esbuild plugin.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const FORMAT_DIRS = ['formats', 'test/fixtures/formats'];
const CARD_DIRS = ['cards', 'test/fixtures/cards'];

/** Every *.yaml under `dirs` (relative to `root`), as { path, text }, sorted by path. */
async function yamlSources(root, dirs) {
  const paths = [];
  for (const dir of dirs) {
    // A missing folder just means nobody has authored anything there yet.
    const entries = await readdir(path.join(root, dir), { recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.endsWith('.yaml')) paths.push(path.posix.join(dir, entry.split(path.sep).join('/')));
    }
  }
  paths.sort();
  return Promise.all(paths.map(async (p) => ({ path: p, text: await readFile(path.join(root, p), 'utf8') })));
}

export function virtualSourcesPlugin({ root = repoRoot } = {}) {
  return {
    name: 'virtual-formats',
    setup(build) {
      build.onResolve({ filter: /^virtual:formats$/ }, () => ({ path: 'virtual:formats', namespace: 'virtual-sources' }));
      build.onLoad({ filter: /.*/, namespace: 'virtual-sources' }, async () => {
        const formatSources = await yamlSources(root, FORMAT_DIRS);
        const cardSources = await yamlSources(root, CARD_DIRS);
        return {
          contents:
            `export const formatSources = ${JSON.stringify(formatSources)};\n` +
            `export const cardSources = ${JSON.stringify(cardSources)};\n`,
          loader: 'js',
        };
      });
    },
  };
}
