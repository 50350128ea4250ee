// A worker thread's entry: the core is TypeScript run through tsx (as bin/rules-sandbox.mjs
// does), and a new thread needs tsx registered before it can import it.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./thread.ts', import.meta.url).href);
