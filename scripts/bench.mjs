// `npm run bench`: test/bench/run.ts from the CLI bundle, so it measures the code as the CLI
// and its workers run it (see scripts/cli-bundle.mjs).
import { runEntry } from './cli-bundle.mjs';

await runEntry('bench');
