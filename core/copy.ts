// Copies and freezing for what a game hands out: events are snapshots of the moment they
// describe, and what subscribers receive is frozen, so nothing they do reaches a game.
import type { Json } from './types.ts';

/** A deep copy of plain data (faster than structuredClone for the small payloads of events). */
export function copyJson<T extends Json | undefined>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => copyJson(v)) as T;
  const out: Record<string, Json> = {};
  for (const key in value) {
    const v = (value as Record<string, Json>)[key];
    if (v !== undefined) out[key] = copyJson(v);
  }
  return out as T;
}

/** Freeze an object and everything under it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
