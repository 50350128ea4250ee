// The shape the engine runs: a format file with `extends` merged, defaults filled and its
// card sets attached. Produced by resolveFormat in core/load/catalog.ts.
export type { ResolvedFormat } from './load/catalog.ts';
