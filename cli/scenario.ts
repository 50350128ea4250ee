// scenario: run scenario files and print each expectation; exit 1 if any fails.
import { catalogWith, modules, projectRoot } from './project.ts';
import { findFormat, readFileSource } from './node-sources.ts';
import { runScenario } from '../core/scenario.ts';
import { checkScenario } from '../core/scenario-checks.ts';
import { EXIT } from './exit.ts';

export function scenarioCommand(files: string[], flags: { json?: boolean }): void {
  const catalog = catalogWith();
  const results = files.map((file) => {
    const result = runScenario(
      checkScenario(readFileSource(file), (id) => findFormat(catalog, id, projectRoot), modules),
      catalog,
      modules,
    );
    return { file, name: result.name, passed: result.passed, checks: result.checks, hash: result.game.hash() };
  });
  if (flags.json) console.log(JSON.stringify(results, null, 2));
  else {
    for (const r of results) {
      console.log(`${r.passed ? 'PASS' : 'FAIL'}  ${r.name}  (${r.file})`);
      for (const c of r.checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.text}`);
    }
  }
  if (results.some((r) => !r.passed)) process.exitCode = EXIT.failed;
}
