// web-test-runner's own summary is wrapped in terminal escape codes and leaves out test files
// that failed to load. This reporter counts every test, plus one failure for each file (per
// browser) that errored or never reported, prints a plain `web: N passed, N failed` line and,
// when WTR_SUMMARY_FILE is set, writes the counts there as JSON for scripts/test.mjs, with each
// file's time in its tests (`npm test -- --timings`) and the names of its failed tests.
import { writeFileSync } from 'node:fs';

function countTests(suite, counts, names = []) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) counts.passed++;
    else {
      counts.failed++;
      counts.failures.push([...names, test.name].join(' > '));
    }
    counts.ms += test.duration ?? 0;
  }
  for (const child of suite?.suites ?? []) countTests(child, counts, [...names, child.name]);
  return counts;
}

export function summaryReporter() {
  return {
    stop({ sessions }) {
      const total = { passed: 0, failed: 0, files: [] };
      for (const session of sessions) {
        const counts = countTests(session.testResults, { passed: 0, failed: 0, ms: 0, failures: [] });
        if (session.errors.length > 0 || (session.passed !== true && counts.failed === 0)) {
          counts.failed++;
          counts.failures.push('(the file did not load or finish)');
        }
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.files.push({ file: session.testFile, ms: counts.ms, failures: counts.failures });
      }
      if (process.env.WTR_SUMMARY_FILE) writeFileSync(process.env.WTR_SUMMARY_FILE, JSON.stringify(total));
      console.log(`web: ${total.passed} passed, ${total.failed} failed`);
    },
  };
}
