// `npm start`: builds, then serves dist/ on http://localhost:8080 (PORT or --port N to change).
// esbuild's serve API rather than its CLI `--serve`, which exits once stdin closes (background runs);
// it also rebuilds the bundle in memory on each request, so a reload picks up source edits.
import * as esbuild from 'esbuild';
import { parseArgs } from 'node:util';
import { build, buildOptions, outdir } from './build.mjs';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 8080);

await build();
const ctx = await esbuild.context(buildOptions);
await ctx.serve({ servedir: outdir, port });
console.log(`Serving dist/ on http://localhost:${port}/`);
