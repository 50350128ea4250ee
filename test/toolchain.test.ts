// The YAML-to-`virtual:formats` plugin is shared by the app build and the browser tests;
// a mistake here would silently hand both an empty or misnamed rule set.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { virtualSourcesPlugin } from '../scripts/virtual-sources.mjs';

describe('virtual:formats esbuild plugin', () => {
  let root = '';

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'virtual-formats-'));
    const files: Record<string, string> = {
      'formats/l5r/rules.yaml': 'name: l5r\n',
      'formats/basic.yaml': 'name: basic\n',
      'formats/notes.md': 'not a format',
      'test/fixtures/formats/tiny.yaml': 'name: tiny\n',
      'cards/l5r/core.yaml': '- id: 1\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
  });

  after(() => rm(root, { recursive: true, force: true }));

  it('bundles every format and card YAML with its repo-relative path, sorted', async () => {
    const result = await esbuild.build({
      stdin: { contents: "export * from 'virtual:formats';", resolveDir: root },
      bundle: true,
      format: 'esm',
      write: false,
      plugins: [virtualSourcesPlugin({ root })],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);

    assert.deepEqual(mod.formatSources, [
      { path: 'formats/basic.yaml', text: 'name: basic\n' },
      { path: 'formats/l5r/rules.yaml', text: 'name: l5r\n' },
      { path: 'test/fixtures/formats/tiny.yaml', text: 'name: tiny\n' },
    ]);
    assert.deepEqual(mod.cardSources, [{ path: 'cards/l5r/core.yaml', text: '- id: 1\n' }]);
  });
});
