// Exit codes shared by every command, and the error a command throws for a user mistake.
export const EXIT = { ok: 0, failed: 1, badInput: 2 } as const;

export class BadInput extends Error {}

/** An integer of at least `min` from a command-line flag, or a clear error naming the flag. */
export function intFlag(name: string, value: string, min = -Infinity): number {
  const n = Number(value);
  // Beyond 2^53 a number loses digits: "9007199254740993" would quietly be ...992.
  if (!Number.isSafeInteger(n) || n < min) {
    throw new BadInput(
      `--${name} must be a whole number${min > -Infinity ? ` from ${min}` : ''} up to ${Number.MAX_SAFE_INTEGER}, got "${value}"`,
    );
  }
  return n;
}
