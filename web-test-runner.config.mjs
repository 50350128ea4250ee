// Browser tests (test/web/**/*.test.ts), run in Debian's Chromium: test tools can't download
// a browser of their own on these machines. `npm test` runs this; `npx wtr` works alone too.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildBundlePlugin } from './test/support/wtr-esbuild-plugin.mjs';
import { summaryReporter } from './test/support/wtr-reporter.mjs';

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
  plugins: [esbuildBundlePlugin()],
  reporters: [defaultReporter(), summaryReporter()],
};
