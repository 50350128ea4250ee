// `rules-sandbox simulate` and `replay`: the same command prints the same stdout every time;
// --log writes JSON lines that `replay` rebuilds to the recorded hash; a log from another
// format version and other user mistakes exit 2 with a clear message listing what is known.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { assertBadInput, cli, scratchDir } from './run.ts';
import type { SimSummary } from '../../core/sim.ts';

const dir = scratchDir();
const logFile = join(dir, 'secret-bid.jsonl');
const simulateArgs = ['simulate', '--format', 'fixture-secret-bid', '--games', '20', '--seed', '3', '--json'];
type LogLine = Record<string, unknown> & { type: string; game: number };
let logLines: LogLine[] = [];
after(() => rmSync(dir, { recursive: true, force: true }));

test('simulate --json twice: identical stdout, exit 0, every game has a winner', () => {
  const a = cli(...simulateArgs, '--log', logFile); // the log goes to the file, not stdout
  const b = cli(...simulateArgs);
  assert.equal(a.status, 0, a.stderr);
  assert.equal(b.status, 0, b.stderr);
  assert.equal(a.stdout, b.stdout);
  const summary = JSON.parse(a.stdout) as SimSummary;
  assert.equal(summary.format, 'fixture-secret-bid');
  assert.equal(summary.games, 20);
  assert.equal(summary.seed, 3);
  assert.equal(
    Object.values(summary.wins).reduce((n, k) => n + k, 0),
    20,
  );
  assert.equal(summary.wins.none, undefined, `games without a winner: ${JSON.stringify(summary.wins)}`);
  for (const reason of Object.keys(summary.reasons)) assert.doesNotMatch(reason, /round limit|unfinished/);
  // Throughput goes to stderr so that stdout stays the same.
  assert.match(a.stderr, /20 games in [\d.]+ s/);
  logLines = readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as LogLine);
});

test('--log writes JSON lines, each with a type and its game; one gameLog line per game', () => {
  assert.ok(logLines.length > 20, 'the log was not written');
  for (const line of logLines) {
    assert.equal(typeof line.type, 'string', JSON.stringify(line));
    assert.equal(typeof line.game, 'number', JSON.stringify(line));
  }
  const ends = logLines.filter((l) => l.type === 'gameLog');
  assert.deepEqual(
    ends.map((l) => l.game),
    Array.from({ length: 20 }, (_, i) => i),
  );
  for (const end of ends) assert.ok((end.winner as { teams: string[] }).teams.length > 0);
  // A game's events are the stream a subscriber saw: gameStarted first, gameEnded last, seq 0, 1, 2, ...
  const game7 = logLines.filter((l) => l.game === 7 && l.type !== 'gameLog');
  assert.equal(game7[0]!.type, 'gameStarted');
  assert.equal(game7.at(-1)!.type, 'gameEnded');
  assert.deepEqual(
    game7.map((l) => l.seq),
    game7.map((_, i) => i),
  );
});

test('replay <log> --game K prints the state hash the game was recorded with, exit 0', () => {
  const recorded = logLines.find((l) => l.type === 'gameLog' && l.game === 7)!.hash as string;
  assert.match(recorded, /^[0-9a-f]{16}$/);
  const r = cli('replay', logFile, '--game', '7');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^fixture-secret-bid seed 10: (\d+) of \1 answers replayed, round \d+$/m);
  assert.match(r.stdout, new RegExp(`^state hash ${recorded}$`, 'm'));
});

test('replay --upto N stops after N answers (undo); --json prints that state', () => {
  const r = cli('replay', logFile, '--game', '7', '--upto', '2', '--json');
  assert.equal(r.status, 0, r.stderr);
  const state = JSON.parse(r.stdout) as { answered: number; ended: boolean; pending: unknown[] };
  assert.equal(state.answered, 2);
  assert.equal(state.ended, false);
  assert.equal(state.pending.length, 1, 'the third bid of round 1 is pending');
});

test('replay of a log whose format version was edited is refused: exit 2, a clear message, no stack trace', () => {
  const edited = logLines.map((entry) => {
    if (entry.type !== 'gameLog') return JSON.stringify(entry);
    const log = entry.log as { format: { version: number } };
    return JSON.stringify({ ...entry, log: { ...log, format: { ...log.format, version: 7 } } });
  });
  const editedFile = join(dir, 'edited.jsonl');
  writeFileSync(editedFile, edited.join('\n') + '\n');
  const r = cli('replay', editedFile, '--game', '1');
  assertBadInput(
    r,
    /^this log was recorded with fixture-secret-bid version 7; the loaded format is version 1, so its answers can't be replayed$/m,
  );
  assert.equal(r.stdout, '');
});

test('replay --upto past the end says how many answers it replayed, not how many were asked for', () => {
  const r = cli('replay', logFile, '--game', '7', '--upto', '100000');
  assert.equal(r.status, 0, r.stderr);
  const [, done, total] = /: (\d+) of (\d+) answers replayed/.exec(r.stdout) ?? [];
  assert.equal(done, total);
  assert.ok(Number(total) < 100000);
});

test('replay of a JSON file that is no game log says what it lacks: exit 2, no stack trace', () => {
  const cases: [string, RegExp][] = [
    ['null', /not a game log: expected a JSON object, not null/],
    ['{"seed": 1, "seats": [{"controller": "human"}], "options": {}, "answers": []}', /format: expected \{id, version\}/],
    [
      '{"format": {"id": "fixture-secret-bid", "version": 1}, "seed": 1, "options": {}, "answers": []}',
      /seats: expected a list of \{controller\}/,
    ],
    [
      '{"format": {"id": "fixture-secret-bid", "version": 1}, "seed": 1, "seats": [{"controller": "human"}], "options": {}, "answers": "all of them"}',
      /answers: expected a list/,
    ],
  ];
  for (const [text, message] of cases) {
    const file = join(dir, 'bad-log.json');
    writeFileSync(file, text);
    assertBadInput(cli('replay', file), message);
  }
});

test('a log of a format read from a file replays from anywhere: the log says where the file is', () => {
  const folder = join(dir, 'format-file');
  mkdirSync(folder);
  const formatFile = join(folder, 'quick-bid.yaml');
  writeFileSync(formatFile, 'id: quick-bid\nextends: fixture-secret-bid\nname: Quick bid\n');
  const log = join(folder, 'logs', 'quick.jsonl');
  mkdirSync(dirname(log));
  const sim = cli('simulate', '--format', formatFile, '--games', '2', '--log', log);
  assert.equal(sim.status, 0, sim.stderr);
  const r = cli('replay', log, '--game', '1');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^quick-bid seed 2: /m);
  // A saved log names only the format's id: one not in the project needs --format.
  const saved = join(folder, 'saved.json');
  writeFileSync(
    saved,
    JSON.stringify(
      (
        readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as LogLine)
          .find((l) => l.type === 'gameLog') as LogLine
      ).log,
    ),
  );
  assertBadInput(cli('replay', saved), /the log's format "quick-bid" is not one of the project's; name its file with --format/);
  const named = cli('replay', saved, '--format', formatFile);
  assert.equal(named.status, 0, named.stderr);
});

test('replay of a file that is not a log is a clear message, exit 2', () => {
  const file = join(dir, 'notes.jsonl');
  writeFileSync(file, 'not json\n{"also": "not a log"}\n');
  assertBadInput(cli('replay', file), /notes\.jsonl:1: not a JSON line/);
});

test('an unknown format exits 2 listing the known formats', () => {
  const r = cli('simulate', '--format', 'fixture-secret-bdi', '--games', '1');
  assertBadInput(r, /unknown format "fixture-secret-bdi" \(known: [^)]*fixture-secret-bid/);
});

test('an unknown option exits 2 listing the known options', () => {
  const r = cli('simulate', '--format', 'test/cli/fixtures/ffa-with-options.yaml', '--option', 'shortGame', '--games', '1');
  assertBadInput(r, /unknown option "shortGame" for cli-ffa-with-options \(known: longGame, handSize\)/);
});

test('an option value outside its values exits 2 naming them', () => {
  const r = cli('simulate', '--format', 'test/cli/fixtures/ffa-with-options.yaml', '--option', 'handSize=6', '--games', '1');
  assertBadInput(r, /option "handSize" must be one of: 5, 7 \(got 6\)/);
});

test('an unknown preset exits 2 listing the known presets', () => {
  const r = cli('simulate', '--format', 'test/cli/fixtures/ffa-with-options.yaml', '--preset', 'sprint', '--games', '1');
  assertBadInput(r, /unknown preset "sprint" for cli-ffa-with-options \(known: marathon\)/);
});

test('an unknown bot exits 2 listing the known bots', () => {
  assertBadInput(
    cli('simulate', '--format', 'fixture-ffa-clockwise', '--bots', 'genius', '--games', '1'),
    /unknown bot "genius" \(known: random\)/,
  );
});

test('a seat count the format does not allow exits 2 with its range', () => {
  assertBadInput(
    cli('simulate', '--format', 'fixture-ffa-clockwise', '--seats', '9', '--games', '1'),
    /fixture-ffa-clockwise takes 2–8 players, not 9/,
  );
});

test('replay of a saved game log written as pretty-printed JSON (.json) rebuilds it', () => {
  const first = logLines.find((l) => l.type === 'gameLog' && l.game === 7)!;
  const file = join(dir, 'saved-game.json');
  writeFileSync(file, JSON.stringify(first.log, null, 2) + '\n');
  const r = cli('replay', file);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`^state hash ${first.hash as string}$`, 'm'));
});

test('simulate --log to a path that cannot be written is a clear message, exit 2', () => {
  assertBadInput(
    cli('simulate', '--format', 'fixture-secret-bid', '--games', '1', '--log', join(dir, 'no-such-dir', 'x.jsonl')),
    /no-such-dir/,
  );
});

test('a deck holding a card the format bans is refused before play, exit 2 naming the card', () => {
  assertBadInput(
    cli('simulate', '--format', 'l5r-shadowlands-coop', '--games', '1', '--param', 'bannedCards=Howling Cliff Watch,Another Title'),
    /deck crab-stronghold holds banned cards for l5r-shadowlands-coop: Howling Cliff Watch/,
  );
});

test('a param value the format cannot use is refused before any game, naming the param, the value and what is allowed', () => {
  const cases: [string, RegExp][] = [
    ['maxBid=0', /param "maxBid" is a whole number from 1 to 10, not 0/],
    ['fatePerRound=1e308', /param "fatePerRound" is a whole number from 0 to 50, or stronghold, not 1e\+308/],
    ['fatePerRound=10000000', /param "fatePerRound" is a whole number from 0 to 50, or stronghold, not 10000000/],
    ['honorVictory=Infinity', /param "honorVictory" is a whole number from 1 to 200, not Infinity/],
    ['startingHonor=banana', /param "startingHonor" is a whole number from 1 to 100, or stronghold, not "banana"/],
  ];
  for (const [param, message] of cases) {
    const r = cli('simulate', '--format', 'l5r-stronghold', '--games', '1', '--param', param);
    assertBadInput(r, message);
    assert.equal(r.stdout, '', param);
  }
});

test('--seats 1000000000 is refused at once, before any seat is built', () => {
  assertBadInput(
    cli('simulate', '--format', 'fixture-secret-bid', '--games', '1', '--seats', '1000000000'),
    /fixture-secret-bid takes 2–5 players, not 1000000000/,
  );
});

test('simulate --help offers only what simulate takes (no human seat) and counts players, as the README does', () => {
  const r = cli('simulate', '--help');
  assert.equal(r.status, 0);
  assert.doesNotMatch(r.stdout, /human/);
  assert.match(r.stdout, /--seats <n> +number of players/);
});
