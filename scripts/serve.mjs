// `npm start`: builds the web app once, then serves dist/ on http://localhost:8080 (PORT or
// --port N to change), rebuilding when a source file changes (esbuild's watch mode; a YAML file
// added under formats/ or cards/ counts). A request never starts a build: it is sent the last
// one, or waits for the one under way. (esbuild's own serve mode builds again for the first
// request, and without watch mode for every one: 13–41 s for a page on a busy machine.)
import * as esbuild from 'esbuild';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { buildOptions, outdir, prepareOutdir, reportBuild } from './build.mjs';

register();
const { staticFiles } = await import('../server/static-files.ts');

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 8080);

let builds = 0;
let settle;
/** Settles when no build is under way (the first is, from the start). */
let built = new Promise((resolve) => (settle = resolve));
/** Says each build, so a change on disk is seen to land (and a test can count the builds). */
const announce = {
  name: 'announce-builds',
  setup(build) {
    build.onStart(() => {
      if (builds > 0) built = new Promise((resolve) => (settle = resolve));
    });
    build.onEnd((result) => {
      builds++;
      if (result.errors.length > 0) console.log('build failed: fix the error and save, the page is built again');
      else if (builds === 1) reportBuild(result);
      else console.log(`rebuilt after a change (build ${builds})`);
      settle();
    });
  },
};

await prepareOutdir();
const ctx = await esbuild.context({ ...buildOptions, plugins: [...buildOptions.plugins, announce] });
await ctx.watch();
await built;
const files = staticFiles(outdir, { online: false });
// A request waits for a build under way (never sees half of one), and says in a header which
// build it was sent: one that started a build would show it.
const server = createServer((req, res) => {
  void built.then(() => {
    res.setHeader('x-rules-sandbox-build', String(builds));
    files(req, res);
  });
});
server.listen(port, () => {
  console.log(`Serving dist/ on http://localhost:${server.address().port}/`);
});
