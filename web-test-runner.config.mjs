// Browser tests (test/web/**/*.test.ts), run in Debian's Chromium: test tools can't download
// a browser of their own on these machines. `npm test` runs this; `npx wtr` works alone too.
import * as esbuild from 'esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { workerEntry } from './scripts/build.mjs';
import { repoRoot } from './scripts/virtual-sources.mjs';
import { esbuildBundlePlugin } from './test/support/wtr-esbuild-plugin.mjs';
import { summaryReporter } from './test/support/wtr-reporter.mjs';

const soaking = Boolean(process.env.RULES_SANDBOX_SOAK_GAMES);

export default {
  files: 'test/web/**/*.test.ts',
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox', // we run as root
          '--headless=new',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  // Tests wait on conditions (test/web/helpers.ts until), so mocha's 2 s per test only ever
  // failed a slow machine: the first test of a file also pays for loading its bundle. These
  // limits turn a hang into a failure, nothing more. A soak's sample is as long as asked for.
  testFramework: { config: { timeout: soaking ? 0 : 120_000 } },
  testsFinishTimeout: soaking ? 24 * 60 * 60 * 1000 : 600_000,
  browserStartTimeout: 120_000,
  plugins: [esbuildBundlePlugin(), compareWorkerPlugin()],
  reporters: [defaultReporter(), summaryReporter()],
  testRunnerHtml: soakSettings(),
};

/**
 * Under `npm run soak` (scripts/soak.mjs), a page that tells the tests the soak's sample size
 * and format (test/support/sample.ts reads them); otherwise the runner's own page.
 */
function soakSettings() {
  if (!soaking) return undefined;
  const settings = JSON.stringify({
    games: Number(process.env.RULES_SANDBOX_SOAK_GAMES),
    format: process.env.RULES_SANDBOX_SOAK_FORMAT || undefined,
  });
  return (testFramework) =>
    `<!DOCTYPE html><html><body><script>globalThis.rulesSandboxSoak = ${settings};</script>` +
    `<script type="module" src="${testFramework}"></script></body></html>`;
}

/**
 * The comparison page's Web Worker at /compare-worker.js, where the page looks for it beside
 * itself (the build puts it beside main.js), bundled from source on each request.
 */
function compareWorkerPlugin() {
  return {
    name: 'compare-worker',
    async serve(context) {
      if (context.path !== '/compare-worker.js') return undefined;
      const result = await esbuild.build({
        absWorkingDir: repoRoot,
        entryPoints: [workerEntry.in],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        sourcemap: 'inline',
        write: false,
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
