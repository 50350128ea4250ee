// npm run bench: simulated games and decisions per second on one core for every format,
// the cost of an events$ subscriber, and replay speed. Figures, not assertions: compare runs
// by eye or with --json.
import { loadProjectCatalog } from '../../core/load/node-sources.ts';
import { resolveFormat } from '../../core/load/catalog.ts';
import { rulesModules } from '../../formats/index.ts';
import { playOne, type SimRequest } from '../../core/sim.ts';
import { newGame, replay } from '../../core/session.ts';
import { Driver } from '../../core/driver.ts';
import { projectRoot } from '../../core/cli/project.ts';

const json = process.argv.includes('--json');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const catalog = loadProjectCatalog(projectRoot);
const ids = [...catalog.formats.keys()].filter((id) => only.length === 0 || only.includes(id)).sort();

interface Row {
  format: string;
  games: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  subscriberOverhead: number;
  replayAnswersPerSecond: number;
}

/** Play games for at least `ms`, returning games, decisions and elapsed seconds. */
function measure(req: Omit<SimRequest, 'games'>, ms: number): { games: number; decisions: number; seconds: number } {
  const start = performance.now();
  let games = 0;
  let decisions = 0;
  while (performance.now() - start < ms || games < 3) decisions += playOne({ ...req, games: 1 }, games++).decisions;
  return { games, decisions, seconds: (performance.now() - start) / 1000 };
}

const rows: Row[] = [];
for (const id of ids) {
  const format = resolveFormat(catalog, id);
  const base = { format, modules: rulesModules, seed: 1 };
  measure(base, 300); // warm up the JIT so the first figure isn't penalised
  const plain = measure(base, 1500);
  const subscribed = measure({ ...base, onEvent: () => {} }, 1500);
  // Replay: record one game's log, then rebuild it from its answers.
  const game = newGame({ ...base, defaultController: 'bot:random' });
  game.start();
  new Driver(game, 1).run(200_000, true);
  const log = game.log();
  const t = performance.now();
  replay(log, format, rulesModules);
  const replaySeconds = (performance.now() - t) / 1000;
  const perGame = (m: typeof plain) => m.seconds / m.games;
  rows.push({
    format: id,
    games: plain.games,
    gamesPerSecond: round(plain.games / plain.seconds),
    decisionsPerSecond: round(plain.decisions / plain.seconds),
    subscriberOverhead: round(perGame(subscribed) / perGame(plain), 2),
    replayAnswersPerSecond: round(log.answers.length / replaySeconds),
  });
}

function round(n: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

if (json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log('format'.padEnd(26), 'games/s'.padStart(9), 'decisions/s'.padStart(12), 'events$ cost'.padStart(13), 'replay answers/s'.padStart(17));
  for (const r of rows) {
    console.log(r.format.padEnd(26), String(r.gamesPerSecond).padStart(9), String(r.decisionsPerSecond).padStart(12), `×${r.subscriberOverhead}`.padStart(13), String(r.replayAnswersPerSecond).padStart(17));
  }
}
