// A throwaway Redis for the queue tests: Debian's redis-server on 127.0.0.1, on a port nothing
// else uses, saving nothing, stopped (and its folder removed) by stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Why the queue tests can't run here, or false when they can. */
export const noRedis: string | false = existsSync(REDIS_SERVER)
  ? false
  : `${REDIS_SERVER} is missing: apt-get install redis-server (.ci/run installs it)`;

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A port free a moment ago (the OS picks it); redis-server may still lose it to a race: start() tries again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  let lastLog = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'rules-sandbox-redis-'));
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    args.push('--maxmemory-policy', 'noeviction', '--dir', dir, '--daemonize', 'no');
    const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const ready = await new Promise<boolean>((resolve) => {
      let log = '';
      const timer = setTimeout(() => resolve(false), 10_000);
      const read = (chunk: Buffer) => {
        log += chunk;
        lastLog = log;
        if (/Ready to accept connections/.test(log)) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    const stop = () => stopRedis(child, exited, dir);
    if (ready) return { url: `redis://127.0.0.1:${port}`, port, stop };
    await stop();
  }
  throw new Error(`redis-server did not start:\n${lastLog}`);
}

async function stopRedis(child: ChildProcess, exited: Promise<void>, dir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dir, { recursive: true, force: true });
}
