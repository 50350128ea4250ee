// `rules-sandbox serve` in a process of its own, for the tests and benches that kill it or load
// it: on a free loopback port, without building the web app, over a database folder (or the
// PostgreSQL a URL names); resolves once it says where it serves.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const bin = path.join(root, 'bin', 'rules-sandbox.mjs');

export interface ServeProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  output(): string;
}

export async function startServe(dir: string, options: { args?: string[]; databaseUrl?: string } = {}): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', '0', '--host', '127.0.0.1', '--no-build', '--data', dir, ...(options.args ?? [])],
    // The embedded database unless a URL is given (not one the person running the test has set).
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: options.databaseUrl ?? '' } },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Rules Sandbox online: http:\/\/localhost:(\d+)\//.exec(output);
      if (m) resolve(Number(m[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited (${code}) before serving:\n${output}`)));
  });
  return { child, port, output: () => output };
}
