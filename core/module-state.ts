// A rules module's own state: one typed record per module (or per part of the core), kept in
// `state.modules` under its name instead of loose keys in `state.vars` (which holds the
// format's YAML variables). Plain data like the rest of the state — saved, hashed, copied
// into views; a record whose name starts with `_` is bookkeeping no view shows.
import type { GameState, Json } from './types.ts';

export interface ModuleRecord<T extends object> {
  readonly name: string;
  /**
   * The record as it stands, or its initial value before anything was written. Reading never
   * stores anything: bots and views read states that must not change by being read.
   */
  read(state: Pick<GameState, 'modules'>): Readonly<T>;
  /** The record to change, stored from its initial value on first use. */
  write(state: Pick<GameState, 'modules'>): T;
}

export function moduleRecord<T extends object>(name: string, initial: () => T): ModuleRecord<T> {
  const unwritten = Object.freeze(initial());
  return {
    name,
    read: (state) => (state.modules[name] as T | undefined) ?? unwritten,
    write: (state) => (state.modules[name] ??= initial() as Json) as T,
  };
}
