// Types for modules that exist only when esbuild bundles (the app build and the browser tests,
// see scripts/virtual-sources.mjs). Node code reads YAML files from disk instead.

declare module 'virtual:formats' {
  /** Every *.yaml under formats/ and test/fixtures/formats/, path relative to the repo root, sorted. */
  export const formatSources: ReadonlyArray<{ path: string; text: string }>;
  /** Every *.yaml under cards/, the same way. */
  export const cardSources: ReadonlyArray<{ path: string; text: string }>;
}

/** A YAML file imported directly: its text (esbuild loader `.yaml: 'text'`). */
declare module '*.yaml' {
  const text: string;
  export default text;
}
