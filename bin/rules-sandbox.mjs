#!/usr/bin/env node
// The CLI runs from a bundle of its TypeScript, rebuilt on first use after any change to it
// (scripts/cli-bundle.mjs). The path is taken from this file's URL (symlinks resolved by
// Node), so it works through npm link and npx too.
const { runEntry } = await import(new URL('../scripts/cli-bundle.mjs', import.meta.url).href);
await runEntry('main');
