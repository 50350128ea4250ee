#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so the package needs no compile step. The path is taken
// from this file's URL (symlinks resolved by Node), so it works through npm link and npx too.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../cli/main.ts', import.meta.url).href);
