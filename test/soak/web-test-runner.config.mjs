// `npm run soak`'s browser half: the long samples under test/soak/, run as the browser tests
// are (web-test-runner.config.mjs), with room for their length: no per-test limit, hours for all.
import base from '../../web-test-runner.config.mjs';

export default {
  ...base,
  files: 'test/soak/**/*.soak.ts',
  testFramework: { config: { timeout: 0 } },
  testsFinishTimeout: 4 * 60 * 60 * 1000,
};
