// The Redis a sweep's queue lives on: the --queue URL checked, and a connection that gives up
// after a few tries instead of retrying forever (ioredis' default), so an unreachable Redis is
// one line on stderr and exit 2, not a hang.
import { Redis } from 'ioredis';
import { BadInput } from '../exit.ts';

export interface QueueAddress {
  url: string;
  /** The URL as messages show it: without a password. */
  shown: string;
}

/** `redis://host:port[/db]` (or `rediss://` for TLS), or a clear error. */
export function queueAddress(value: string): QueueAddress {
  const bad = () => new BadInput(`--queue must be a Redis URL like redis://host:6379, got "${value}"`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad();
  }
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '' || !/^(\/\d*)?$/.test(url.pathname)) throw bad();
  if (url.search || url.hash) throw bad();
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  return { url: url.href, shown: shown.href.replace(/\/$/, '') };
}

/** Tries to reach Redis at the start; then, once connected, tries to get it back after an outage. */
const FIRST_TRIES = 2;
const LATER_TRIES = 20;

/**
 * A connected client, or BadInput naming the address and why. `maxRetriesPerRequest: null` is
 * what BullMQ's blocking connections need (they are copies of this one); the bounded retry
 * strategy is what stops a command from waiting forever. After an outage longer than about
 * half a minute the client ends: `lost` is called with the reason.
 */
export async function connectRedis(address: QueueAddress, lost: (message: string) => void): Promise<Redis> {
  let connected = false;
  let lastError = '';
  const client = new Redis(address.url, {
    maxRetriesPerRequest: null,
    connectTimeout: 5000,
    retryStrategy: (times) => (times > (connected ? LATER_TRIES : FIRST_TRIES) ? null : Math.min(100 * 2 ** times, 2000)),
  });
  client.on('error', (e: Error) => (lastError = e.message));
  await new Promise<void>((resolve, reject) => {
    const ended = () => reject(new BadInput(`cannot reach Redis at ${address.shown}: ${lastError || 'the connection closed'}`));
    client.once('end', ended);
    client.once('ready', () => {
      connected = true;
      client.off('end', ended);
      client.once('end', () => lost(`lost the connection to Redis at ${address.shown}: ${lastError || 'it closed'}`));
      resolve();
    });
  });
  return client;
}

/** Closes a client politely if Redis still answers, at once if not. */
export async function closeRedis(client: Redis): Promise<void> {
  client.removeAllListeners('end');
  await within(
    1000,
    client.quit().catch(() => {}),
  );
  client.disconnect();
}

/** The promise's outcome, or nothing after `ms`: cleanup that must not hang on a lost Redis. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
