// `rules-sandbox serve`'s mistakes a person can make, each one sentence and exit 2, nothing
// left running: a port in use, a database folder another server is using (two servers on one
// embedded database would corrupt it), a PostgreSQL that can't be reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, startServe } from '../support/serve-process.ts';

const serveOnce = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [bin, 'serve', '--no-build', '--host', '127.0.0.1', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

test('a port in use, a folder another server stores in, or a PostgreSQL not there: one sentence each, exit 2', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-serve-'));
  const first = await startServe(path.join(dir, 'a'));
  try {
    const busy = serveOnce(['--port', String(first.port), '--data', path.join(dir, 'b')]);
    assert.equal(busy.status, 2, busy.stderr);
    assert.equal(busy.stderr.trim(), `port ${first.port} is in use: choose another with --port`);

    const shared = serveOnce(['--port', '0', '--data', path.join(dir, 'a')]);
    assert.equal(shared.status, 2, shared.stderr);
    assert.match(
      shared.stderr.trim(),
      new RegExp(
        `^another rules-sandbox serve \\(process ${first.child.pid}\\) stores its games in .*: stop it, or give this one another --data$`,
      ),
    );

    const nowhere = serveOnce(['--port', '0'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/games' });
    assert.equal(nowhere.status, 2, nowhere.stderr);
    assert.match(nowhere.stderr.trim(), /^can't use PostgreSQL at 127\.0\.0\.1:9\/games: .*ECONNREFUSED[^\n]*$/);
  } finally {
    first.child.kill('SIGTERM');
    await new Promise((resolve) => first.child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
