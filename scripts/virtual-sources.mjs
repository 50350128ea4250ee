// The browser has no file system, so the app and the browser tests get every format and
// card YAML through one generated module, `virtual:formats`, resolved by this esbuild plugin.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const FORMAT_DIRS = ['formats', 'test/fixtures/formats'];
const CARD_DIRS = ['cards', 'test/fixtures/cards'];

/**
 * Every *.yaml under `dirs` (relative to `root`), as { path, text }, sorted by path; and the
 * folders looked in, so a watching build sees a file added there.
 */
async function yamlSources(root, dirs) {
  const paths = [];
  const folders = [];
  for (const dir of dirs) {
    // A missing folder just means nobody has authored anything there yet.
    const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    folders.push(path.join(root, dir));
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (entry.name.endsWith('.yaml')) paths.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  paths.sort();
  const sources = await Promise.all(paths.map(async (p) => ({ path: p, text: await readFile(path.join(root, p), 'utf8') })));
  return { sources, folders };
}

export function virtualSourcesPlugin({ root = repoRoot } = {}) {
  return {
    name: 'virtual-formats',
    setup(build) {
      build.onResolve({ filter: /^virtual:formats$/ }, () => ({ path: 'virtual:formats', namespace: 'virtual-sources' }));
      build.onLoad({ filter: /.*/, namespace: 'virtual-sources' }, async () => {
        const formats = await yamlSources(root, FORMAT_DIRS);
        const cards = await yamlSources(root, CARD_DIRS);
        return {
          contents:
            `export const formatSources = ${JSON.stringify(formats.sources)};\n` +
            `export const cardSources = ${JSON.stringify(cards.sources)};\n`,
          loader: 'js',
          // `npm start` rebuilds when one of these changes or a file comes or goes.
          watchFiles: [...formats.sources, ...cards.sources].map((s) => path.join(root, s.path)),
          watchDirs: [...formats.folders, ...cards.folders],
        };
      });
    },
  };
}
