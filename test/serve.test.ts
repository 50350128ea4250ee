// `npm start` (scripts/serve.mjs) builds the web app and serves it: the page and its bundle
// answer on the port asked for, and a request never starts a build (it used to, every one).
// It builds into a scratch folder (DIST) so a test run beside another never shares dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test('npm start serves the web app once built: the page, its script and the comparison worker, no request building it again', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-serve-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, DIST: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, ended whole: esbuild's service, orphaned by a server killed alone,
    // once kept the pipes (and this test's file) open for good under CI's load.
    detached: true,
  });
  let output = '';
  try {
    // Wait for the line that says it serves: a build takes what it takes on a busy machine.
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`http://localhost:${port}/`)) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /main\.js/);
    for (const file of ['main.js', 'compare-worker.js']) {
      const res = await fetch(`http://127.0.0.1:${port}/${file}`);
      assert.equal(res.status, 200, `${file}: ${res.status}`);
      assert.match(res.headers.get('content-type') ?? '', /javascript/);
      assert.equal(res.headers.get('x-rules-sandbox-build'), '1', `${file} was sent build ${res.headers.get('x-rules-sandbox-build')}`);
    }
    // The page is no game server's: it offers no online play.
    assert.match(await (await fetch(`http://127.0.0.1:${port}/`)).text(), /name="rules-sandbox-online" content="no"/);
    // Every request above was sent the first build: the server says each build it makes.
    assert.match(output, /main\.js\s+[\d.]+ KiB/);
    assert.doesNotMatch(output, /rebuilt|build failed/, output);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    child.stdout.destroy();
    child.stderr.destroy();
    rmSync(dist, { recursive: true, force: true });
  }
});
