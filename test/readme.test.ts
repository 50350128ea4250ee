// Every code block in README.md works as written. A `yaml` block whose first line names a file
// (`# examples/hard.yaml — ...`) is that file of the checkout, whole, and one that says
// `# added to examples/pool-race.yaml` is that file's next part: a reader finds every file an
// example names; one that says `# from <file>.yaml` is a part of that file, as it is there. Every
// format and scenario among them validates and every scenario passes (a
// variant file is read by the compare commands). Each command of an `sh` block runs, in the
// order written, in a scratch folder (which sees the checkout's formats/, cards/, examples/ and
// test/), `rules-sandbox` being this checkout's bin, and must exit 0; a replay `--upto N` must
// find N answers to stop after. The one block not run here is "Two commands": `.ci/run` runs `npm ci && npm test`
// itself, and test/serve.test.ts starts `npm start`'s server. "Playing online"'s `npm run serve`
// (after the `npm ci` .ci/run has done) is started from the checkout on a free port, its web app
// built into and its games stored in scratch folders, asked for its page and its table list, and
// stopped with Ctrl-C's SIGINT, without an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const bin = path.join(root, 'bin', 'rules-sandbox.mjs');

interface Block {
  lang: string;
  line: number;
  text: string;
  heading: string;
}

/** The fenced code blocks, with the line each starts on and the section it is in. */
function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const h = /^##+ (.*)/.exec(lines[i]!);
    if (h) heading = h[1]!;
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) body.push(lines[j]!.slice(indent));
    blocks.push({ lang: open[2]!, line: i + 1, text: body.join('\n'), heading });
    i = j;
  }
  return blocks;
}

/** A shell block's commands: continuation lines joined, comments and blank lines dropped. */
function commands(text: string): string[] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

const blocks = codeBlocks(readme);
const scratch = mkdtempSync(path.join(tmpdir(), 'rules-sandbox-readme-'));
for (const dir of ['formats', 'cards', 'examples', 'test']) symlinkSync(path.join(root, dir), path.join(scratch, dir));
test.after(() => rmSync(scratch, { recursive: true, force: true }));

function sandbox(command: string): { status: number | null; output: string } {
  const r = spawnSync('bash', ['-c', command], {
    cwd: scratch,
    encoding: 'utf8',
    // `rules-sandbox` as the README's reader has it on their PATH (npx, npm link): this checkout's bin.
    env: { ...process.env, PATH: `${path.join(scratch, '.bin')}:${process.env.PATH}` },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

test('README: the code blocks are found (and each kind is one this test knows)', () => {
  assert.ok(blocks.length >= 6, `found ${blocks.length}`);
  for (const b of blocks)
    assert.ok(['sh', 'yaml'].includes(b.lang), `README.md:${b.line}: a \`${b.lang}\` block; this test runs sh and yaml`);
});

test('README: every yaml block is a file of the checkout (or its next part); they validate, and every scenario passes', () => {
  const files = new Map<string, string>();
  for (const b of blocks.filter((x) => x.lang === 'yaml')) {
    const first = b.text.split('\n')[0]!;
    const added = /^#\s*added to ([\w./-]+\.yaml)/.exec(first);
    const from = /^#\s*from ([\w./-]+\.yaml)/.exec(first);
    const named = /^#\s*([\w./-]+\.yaml)\b/.exec(first);
    if (from) {
      // A part of a longer file, shown as it is there.
      const part = b.text.split('\n').slice(1).join('\n');
      assert.ok(
        readFileSync(path.join(root, from[1]!), 'utf8').includes(part),
        `README.md:${b.line}: not a part of ${from[1]} as it is there`,
      );
    } else if (added) {
      assert.ok(files.has(added[1]!), `README.md:${b.line}: added to ${added[1]}, which no block before names`);
      files.set(added[1]!, `${files.get(added[1]!)}\n${b.text.split('\n').slice(1).join('\n')}\n`);
    } else if (named) files.set(named[1]!, `${b.text}\n`);
    else
      assert.fail(
        `README.md:${b.line}: a yaml block should start with "# <file>.yaml — what it is", "# added to <file>.yaml" or "# from <file>.yaml"`,
      );
  }
  for (const [file, text] of files) {
    let shipped: string;
    try {
      shipped = readFileSync(path.join(root, file), 'utf8');
    } catch {
      assert.fail(`README.md shows ${file}, which the checkout doesn't have`);
    }
    assert.equal(shipped, text, `${file} is not what README.md shows`);
  }
  mkdirBin();
  // A variant file is no format, card set or scenario: the compare commands below read it.
  const written = [...files.keys()];
  const checked = written.filter((file) => /^(id|set|scenario):/m.test(files.get(file)!));
  const validate = sandbox(`rules-sandbox validate ${checked.join(' ')}`);
  assert.equal(validate.status, 0, `validate ${checked.join(' ')}:\n${validate.output}`);
  for (const file of written) {
    if (!/^scenario:/m.test(files.get(file)!)) continue;
    const run = sandbox(`rules-sandbox scenario ${file}`);
    assert.equal(run.status, 0, `the README's scenario ${file}:\n${run.output}`);
  }
});

const serving = blocks.filter((x) => x.lang === 'sh' && x.heading === 'Playing online');

test('README: "Playing online" has the one command, and it serves the app and the game server until stopped', async () => {
  assert.equal(serving.length, 1, 'one sh block under "Playing online"');
  const [command] = commands(serving[0]!.text);
  assert.equal(command, 'npm ci && npm run serve');
  const child = spawn('bash', ['-c', 'exec npm run serve'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DIST: path.join(scratch, 'dist'), RULES_SANDBOX_DATA: path.join(scratch, 'games') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /Rules Sandbox online: http:\/\/localhost:(\d+)\/#\/online/.exec(output);
        if (m) resolve(Number(m[1]));
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`npm run serve exited (${code}) before serving:\n${output}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /main\.js/);
    assert.deepEqual(await (await fetch(`http://127.0.0.1:${port}/api/tables`)).json(), { tables: [] });
    const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
    // Ctrl-C in the terminal: the signal goes to npm and the server alike; npm itself ends by it.
    process.kill(-child.pid!, 'SIGINT');
    assert.match(await exited, /^(0|SIGINT)$/, `stopped:\n${output}`);
    assert.doesNotMatch(output, /Error|error/, 'stopped without an error');
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
});

for (const b of blocks.filter((x) => x.lang === 'sh' && x.heading !== 'Two commands' && x.heading !== 'Playing online')) {
  test(`README: the commands at README.md:${b.line} (${b.heading}) run as written`, () => {
    mkdirBin();
    for (const command of commands(b.text)) {
      const r = sandbox(command);
      assert.equal(r.status, 0, `README.md:${b.line}: \`${command}\` exited ${r.status}:\n${r.output.slice(-3000)}`);
      const upTo = /--upto (\d+)/.exec(command)?.[1];
      if (upTo)
        assert.match(
          r.output,
          new RegExp(`: ${upTo} of (\\d+) answers replayed`),
          `README.md:${b.line}: \`${command}\`: the game has fewer answers`,
        );
    }
  });
}

/** `rules-sandbox` on the scratch folder's PATH. */
function mkdirBin(): void {
  const dir = path.join(scratch, '.bin');
  spawnSync('mkdir', ['-p', dir]);
  writeFileSync(path.join(dir, 'rules-sandbox'), `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`, { mode: 0o755 });
}
