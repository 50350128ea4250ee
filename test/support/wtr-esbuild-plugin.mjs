// Serves each browser test file (test/web/**/*.test.ts) as one esbuild bundle. Unbundled, the
// browser can't load CommonJS-only dependencies such as ajv, and @rollup/plugin-commonjs did
// not fix that.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { repoRoot, virtualSourcesPlugin } from '../../scripts/virtual-sources.mjs';

export function esbuildBundlePlugin({ root = repoRoot } = {}) {
  return {
    name: 'esbuild-bundle-tests',
    async serve(context) {
      if (!/\.test\.ts$/.test(context.path)) return undefined;
      const file = path.join(root, context.path);
      const result = await esbuild.build({
        absWorkingDir: root,
        entryPoints: [file],
        // Nothing is written; the output location only makes the source map's paths resolve
        // against the test's own URL, so stack traces name the right .ts file.
        outdir: path.dirname(file),
        bundle: true,
        format: 'esm',
        target: 'es2022',
        sourcemap: 'inline',
        write: false,
        loader: { '.yaml': 'text' },
        // The runner's own helper modules are served by the dev server, not bundled.
        external: ['/__web-dev-server__*', '/__web-test-runner__*'],
        plugins: [virtualSourcesPlugin({ root })],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
