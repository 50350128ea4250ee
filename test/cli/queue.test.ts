// `compare --queue` and `rules-sandbox worker` on a Redis of their own: the same --json as a
// local run whatever the workers, two runs at once kept apart, a worker killed mid-batch,
// Ctrl-C on the caller (its batches leave the queue) and on a worker, and an unreachable or
// malformed Redis URL. Every process and the Redis are stopped at the end, pass or fail.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { assertBadInput, root, type Run } from './run.ts';
import { freePort, noRedis, startRedis, type RedisServer } from '../support/redis-server.ts';
import { QUEUE } from '../../cli/queue/jobs.ts';

const A = 'fixture-shadows';
const B = 'fixture-shadows seats=4';
/** Short enough that a killed worker's batch comes back in a second or two, not 30. */
const LOCK = ['--lock-duration', '1000'];
const WAIT_MS = 30_000;

interface Proc {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  done: Promise<Run>;
}

const running = new Set<Proc>();

/** `node bin/rules-sandbox.mjs ...`, running on while the test goes on. */
function start(...args: string[]): Proc {
  const child = spawn(process.execPath, ['bin/rules-sandbox.mjs', ...args], { cwd: root });
  const done = new Promise<Run>((resolve) =>
    child.on('close', (status) => {
      running.delete(proc);
      resolve({ status, stdout: proc.stdout, stderr: proc.stderr });
    }),
  );
  const proc: Proc = { child, stdout: '', stderr: '', done };
  child.stdout!.on('data', (d) => (proc.stdout += d));
  child.stderr!.on('data', (d) => (proc.stderr += d));
  running.add(proc);
  return proc;
}

/** Resolves once the process has written `pattern` to stderr; fails if it ends first or takes too long. */
function until(proc: Proc, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no ${pattern} on stderr within ${WAIT_MS} ms:\n${proc.stderr}`)), WAIT_MS);
    const check = () => pattern.test(proc.stderr) && finish();
    const ended = () => finish(new Error(`exited before ${pattern}:\n${proc.stderr}`));
    const finish = (error?: Error) => {
      clearTimeout(timer);
      proc.child.stderr!.off('data', check);
      proc.child.off('close', ended);
      if (error) reject(error);
      else resolve();
    };
    proc.child.stderr!.on('data', check);
    proc.child.once('close', ended);
    check();
  });
}

const compare = (...args: string[]) => start('compare', ...args).done;

let redis: RedisServer | undefined;
let client: Redis | undefined;
let workers: Proc[] = [];

function startWorker(): Proc {
  return start('worker', '--queue', redis!.url, '--threads', '1', ...LOCK);
}

before(async () => {
  if (noRedis) return;
  redis = await startRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  workers = [startWorker(), startWorker()];
  await Promise.all(workers.map((w) => until(w, /waiting for batches on redis:\/\/127\.0\.0\.1:\d+ with 1 thread/)));
});

after(async () => {
  for (const proc of running) proc.child.kill('SIGKILL');
  await Promise.all([...running].map((proc) => proc.done));
  client?.disconnect();
  await redis?.stop();
});

/** Nothing of any run is left: no batch waiting or under way, no run's variants. */
async function queueIsEmpty(): Promise<boolean> {
  const [waiting, active, runs] = await Promise.all([
    client!.llen(`bull:${QUEUE}:wait`),
    client!.llen(`bull:${QUEUE}:active`),
    client!.keys('rules-sandbox:run:*'),
  ]);
  return waiting === 0 && active === 0 && runs.length === 0;
}

/** Polls a condition (a Redis query) until it holds, for at most WAIT_MS. */
async function eventually(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`still not ${what} after ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test(
  'compare --queue on two workers prints the same --json as --workers 0; two runs at once keep apart',
  { skip: noRedis, timeout: 120_000 },
  async () => {
    const one = ['--games', '40', '--seed', '3', '--json'];
    const two = ['--games', '30', '--seed', '11', '--json'];
    const [local1, local2] = await Promise.all([compare(A, B, ...one, '--workers', '0'), compare(B, A, ...two, '--workers', '0')]);
    assert.equal(local1.status, 0, local1.stderr);
    const [queued1, queued2] = await Promise.all([
      compare(A, B, ...one, '--queue', redis!.url),
      compare(B, A, ...two, '--queue', redis!.url),
    ]);
    assert.equal(queued1.status, 0, queued1.stderr);
    assert.equal(queued2.status, 0, queued2.stderr);
    assert.equal(queued1.stdout, local1.stdout);
    assert.equal(queued2.stdout, local2.stdout);
    assert.match(queued1.stderr, /^80 games in [\d.]+ s through the queue at redis:\/\/127\.0\.0\.1:\d+ \(/m);
    assert.match(queued1.stderr, /\d+\/80 games · [\d.]+ games\/s · queue at redis:/, 'the progress bar');
    for (const w of workers) assert.match(w.stderr, /worker: run [0-9a-f]+: /, 'both workers played');
    assert.ok(await queueIsEmpty(), 'a finished run leaves nothing in Redis');
  },
);

test(
  'a worker killed mid-batch: another worker plays that batch again, each game counted once, the same result',
  { skip: noRedis, timeout: 120_000 },
  async () => {
    // Coop games take tens of milliseconds, a fresh thread's first one several times that: the
    // kill lands while the doomed worker's first batch is under way.
    const args = ['l5r-shadowlands-coop', 'l5r-shadowlands-coop seats=3', '--games', '16', '--seed', '2', '--json'];
    const local = await compare(...args, '--workers', '0');
    assert.equal(local.status, 0, local.stderr);
    const doomed = startWorker();
    await until(doomed, /waiting for batches/);
    const run = start('compare', ...args, '--queue', redis!.url);
    await until(doomed, /worker: run [0-9a-f]+: /);
    doomed.child.kill('SIGKILL');
    const queued = await run.done;
    assert.equal(queued.status, 0, queued.stderr);
    assert.equal(queued.stdout, local.stdout);
    assert.match(
      queued.stderr,
      /note: \d+ batch(es)? went to another worker when (its|their) worker stopped answering; each game counted once/,
    );
    assert.equal((await doomed.done).status, null, 'killed');
  },
);

test(
  'Ctrl-C on the caller prints the paired games so far, exit 130, and takes its batches off the queue',
  { skip: noRedis, timeout: 120_000 },
  async () => {
    const run = start('compare', A, B, '--games', '20000', '--queue', redis!.url);
    await until(run, /\d+\/40000 games/);
    run.child.kill('SIGINT');
    const r = await run.done;
    assert.equal(r.status, 130, r.stderr);
    const stopped = [...r.stdout.matchAll(/^[AB] {2}fixture-shadows.* \(stopped: (\d+) of 20000\)$/gm)].map((m) => m[1]);
    assert.equal(stopped.length, 2, r.stdout);
    assert.equal(stopped[0], stopped[1], 'both variants report the same games');
    assert.match(r.stderr, /stopped, partial results/);
    assert.doesNotMatch(r.stderr, /\n {4}at /);
    // About 1,600 batches were waiting; the ones under way finish, and nothing is left.
    await eventually('empty', queueIsEmpty);
  },
);

test('Ctrl-C on a worker: it finishes the batch under way and stops, exit 0', { skip: noRedis, timeout: 60_000 }, async () => {
  for (const w of workers) w.child.kill('SIGINT');
  for (const w of workers) {
    const r = await w.done;
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /worker: stopped after \d+ batch(es)? \(\d+ games\)/);
  }
});

test(
  "a worker on other rules code refuses the run, and the caller says so: one code's numbers, never two mixed",
  { skip: noRedis, timeout: 60_000 },
  async () => {
    // Run from the TypeScript, the worker takes the code id it is given (the bundle sets its own).
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'worker', '--queue', redis!.url, '--threads', '1'], {
      cwd: root,
      env: { ...process.env, RULES_SANDBOX_BUILD: 'other-code' },
    });
    const stale: Proc = {
      child,
      stdout: '',
      stderr: '',
      done: new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout: '', stderr: stale.stderr }))),
    };
    child.stderr!.on('data', (d) => (stale.stderr += d));
    running.add(stale);
    await until(stale, /waiting for batches/);
    const r = await compare(A, '--games', '4', '--queue', redis!.url);
    assertBadInput(
      r,
      /this worker runs other rules code \(other-code\) than the caller of run [0-9a-f]+ \([0-9a-f]{16}\): use the same checkout/,
    );
    child.kill('SIGKILL');
    await stale.done;
    running.delete(stale);
  },
);

test('a malformed --queue URL, or a Redis nobody answers at, exits 2 with one line and no stack', { timeout: 60_000 }, async () => {
  const port = await freePort(); // free a moment ago: nothing listens there
  const nobody = `redis://127.0.0.1:${port}`;
  const [malformed, http, unreachable, worker, badWorker, both] = await Promise.all([
    compare(A, '--games', '2', '--queue', 'localhost:6379'),
    start('worker', '--queue', 'http://127.0.0.1:6379').done,
    compare(A, '--games', '2', '--queue', nobody),
    start('worker', '--queue', nobody).done,
    start('worker', '--queue', nobody, '--threads', '0').done,
    compare(A, '--games', '2', '--queue', nobody, '--workers', '2'),
  ]);
  assertBadInput(malformed, /^--queue must be a Redis URL like redis:\/\/host:6379, got "localhost:6379"\n$/);
  assertBadInput(http, /^--queue must be a Redis URL like redis:\/\/host:6379, got "http:\/\/127\.0\.0\.1:6379"\n$/);
  const refused = new RegExp(`^cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: connect ECONNREFUSED[^\\n]*\\n$`);
  assertBadInput(unreachable, refused);
  assertBadInput(worker, refused);
  assertBadInput(badWorker, /--threads must be a whole number from 1/);
  assertBadInput(both, /choose one of --workers and --queue/);
});
