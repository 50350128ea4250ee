// Exit codes shared by every command, and the error a command throws for a user mistake.
export const EXIT = { ok: 0, failed: 1, badInput: 2 } as const;

export class BadInput extends Error {}

/** An integer of at least `min` from a command-line flag, or a clear error naming the flag. */
export function intFlag(name: string, value: string, min = -Infinity): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new BadInput(`--${name} must be a whole number${min > -Infinity ? ` ≥ ${min}` : ''}, got "${value}"`);
  return n;
}
