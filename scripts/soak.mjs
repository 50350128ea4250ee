// `npm run soak`: long samples that don't belong in `npm test` (which must stay short on a
// two-core machine): test/soak/**/*.soak.ts in Chromium, as the browser tests run. Ends with
// the same plain line as `npm test`: `tests: N passed, N failed`.
import { runWtr } from './wtr-run.mjs';

const { passed, failed } = await runWtr(['--config', 'test/soak/web-test-runner.config.mjs']);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
