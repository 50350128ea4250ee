// Runs every scenario file under test/scenarios/ (any depth): one test per file, named after
// its `scenario:` text, failing with the texts of the checks that failed. Families add
// folders (test/scenarios/<family>/); nothing here needs to change for them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProjectCatalog, readFileSource } from '../cli/node-sources.ts';
import { runScenario } from '../core/scenario.ts';
import { checkScenario } from '../core/scenario-checks.ts';
import { resolveFormat } from '../core/load/catalog.ts';
import { rulesModules, registry } from '../formats/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = 'test/scenarios';

const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml') || file.endsWith('.yml'))
  .map((file) => `${folder}/${file.split(sep).join('/')}`)
  .sort();

const catalog = loadProjectCatalog(root, registry);

test('test/scenarios holds scenario files', () => {
  assert.ok(files.length > 0, `no *.yaml under ${folder}`);
});

for (const file of files) {
  // A file that doesn't load still gets a test of its own, named after the file.
  let scenario: ReturnType<typeof checkScenario> | undefined;
  let loadError: unknown;
  try {
    scenario = checkScenario({ ...readFileSource(join(root, file)), path: file }, (id) => resolveFormat(catalog, id), rulesModules);
  } catch (error) {
    loadError = error;
  }
  test(scenario ? `${scenario.scenario} (${file})` : file, () => {
    if (!scenario) throw loadError;
    const result = runScenario(scenario, catalog, rulesModules);
    const failed = result.checks.filter((check) => !check.ok).map((check) => `  ✗ ${check.text}`);
    assert.ok(result.passed, `${file}: ${failed.length} check(s) failed\n${failed.join('\n')}`);
  });
}
