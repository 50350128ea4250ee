// rules-sandbox: validate, simulate, compare, scenario, replay, worker, serve, export.
// Exit codes: 0 ok, 1 a failed expectation, 2 bad input. User mistakes print a message, never a stack.
import { Command, CommanderError, Option } from 'commander';
import { validateCommand } from './validate.ts';
import { simulateCommand } from './simulate.ts';
import { scenarioCommand } from './scenario.ts';
import { replayCommand } from './replay.ts';
import { compareCommand } from './compare.ts';
import { serveCommand } from './serve.ts';
import { PER_CLIENT } from '../server/ws-server.ts';
import { exportCommand } from './export.ts';
import { workerCommand } from './queue/worker.ts';
import { BadInput, EXIT } from './exit.ts';
import { LoadError } from '../core/load/issues.ts';
import { GameError } from '../core/game.ts';
import { ControllerError } from '../core/bots.ts';

const collect = (value: string, previous: string[]) => [...previous, value];

const program = new Command('rules-sandbox')
  .description('A sandbox for multiplayer card-game rules: formats in YAML, played and simulated.')
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) })
  .showHelpAfterError('(run rules-sandbox --help for usage)');

program
  .command('validate')
  .description('check format, card set and scenario YAML files against their schemas')
  .argument('<files...>', 'YAML files')
  .action((files: string[]) => validateCommand(files));

program
  .command('simulate')
  .description('play N games with bots and summarise winners and reasons')
  .requiredOption('--format <format>', 'a format id found under formats/, or a path to a format file')
  .option('--games <n>', 'number of games', '100')
  .option('--seed <s>', 'seed of the first game (game i uses seed + i)', '1')
  .option('--seats <n>', "number of players; an automated opponent (the Shadowlands deck) comes on top (default: the format's default)")
  .option('--option <name[=value]>', 'set a format option (repeatable); a bare name means true', collect, [])
  .option('--preset <name>', 'turn on a named preset of options')
  .option('--param <name=value>', 'override a format param (repeatable), e.g. --param startingHonor=8', collect, [])
  .option(
    '--bots <list>',
    'bots, comma-separated: one for every player, or one per player (random, greedy, automaton:shadowlands, ...; default: random)',
  )
  .option('--log <file>', 'write every event of every game as JSON lines')
  .addOption(new Option('--json', 'print the summary as JSON'))
  .action((opts) => simulateCommand(opts));

program
  .command('compare')
  .description('play N bot games of each variant with the same seeds, on every core, and compare them')
  .argument(
    '<variants...>',
    'each "FORMAT key=value ..." (keys: seats, preset, bots, option.NAME or NAME, param.NAME) or a variant YAML file',
  )
  .option('--games <n>', 'games per variant', '100')
  .option('--seed <s>', 'seed of the first game (game i of every variant uses seed + i)', '1')
  .option('--workers <n>', 'worker threads (default: one per core; 0 plays in this thread)')
  .option('--queue <url>', 'put the games on a Redis queue, redis://host:port, for `rules-sandbox worker` processes on any machines')
  .option('--json', 'print the comparison as JSON')
  .option('--csv', 'print the comparison as CSV, one figure per line')
  .option('--no-progress', 'no progress on stderr')
  .action((variants: string[], opts) => compareCommand(variants, opts));

program
  .command('worker')
  .description('play the games `compare --queue` puts on a Redis queue, for any run, until Ctrl-C')
  .requiredOption('--queue <url>', 'the Redis the runs use, redis://host:port')
  .option('--threads <n>', 'games played at once (default: one per core)')
  .option(
    '--lock-duration <ms>',
    'how long a batch of a worker that stopped answering (killed, its machine gone) waits before another worker plays it',
    '30000',
  )
  .action((opts) => workerCommand(opts));

program
  .command('scenario')
  .description('run scenario files: set up a board, answer, check expectations')
  .argument('<files...>', 'scenario YAML files')
  .option('--json', 'print results as JSON')
  .action((files: string[], opts) => scenarioCommand(files, opts));

program
  .command('replay')
  .description('replay a log (from simulate --log, or a saved game) and print its final state hash')
  .argument('<log>', 'a .jsonl event log or a .json game log')
  .option('--game <i>', 'which game of a multi-game log', '0')
  .option('--upto <n>', 'stop after n answers (undo = replay to an earlier answer)')
  .option('--format <id|file>', "the log's format: an id, or its YAML file (a simulate --log of a format file records the file)")
  .option('--json', 'print the final state as JSON')
  .action((file: string, opts) => replayCommand(file, opts));

program
  .command('serve')
  .description('serve the web app and host online games: the lobby, tables for people and bots, games stored and restored')
  .option('--port <n>', 'the port (default: PORT, else 8080)', process.env.PORT ?? '8080')
  .option('--host <address>', 'the address to listen on: 0.0.0.0 for friends on your network, 127.0.0.1 for this machine alone', '0.0.0.0')
  .option(
    '--data <dir>',
    'the folder of the embedded database the games are stored in (default: RULES_SANDBOX_DATA, else rules-sandbox-games)',
    process.env.RULES_SANDBOX_DATA ?? 'rules-sandbox-games',
  )
  .option('--database-url <url>', 'store the games in PostgreSQL instead (default: DATABASE_URL)')
  .option('--no-build', 'serve dist/ as it is, without building the web app first')
  .option('--frame-rate <n>', 'frames a second each connection may send, twice that at once (0: no limit)', '10')
  .option('--client-connections <n>', 'WebSocket connections one address may hold at once', String(PER_CLIENT.connections))
  .option('--client-tables <n>', 'tables one address may have made whose games are not over', String(PER_CLIENT.tables))
  .action((opts) => serveCommand(opts));

program
  .command('export')
  .description("write a stored online game's log, which `replay` and the web app's Load log read")
  .argument('<game>', 'the game (its table id, as the finished games list and the table page show it)')
  .option(
    '--data <dir>',
    'the folder of the embedded database (default: RULES_SANDBOX_DATA, else rules-sandbox-games)',
    process.env.RULES_SANDBOX_DATA ?? 'rules-sandbox-games',
  )
  .option('--database-url <url>', 'read from PostgreSQL instead (default: DATABASE_URL)')
  .option('-o, --out <file>', 'the file to write (default: standard output)')
  .action((id: string, opts) => exportCommand(id, opts));

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exitCode = e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
  } else if (e instanceof LoadError || e instanceof GameError || e instanceof BadInput || e instanceof ControllerError) {
    process.stderr.write(`${e.message}\n`);
    process.exitCode = EXIT.badInput;
  } else {
    throw e;
  }
}
