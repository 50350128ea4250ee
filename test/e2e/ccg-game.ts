// `npm run play:ccg-game [-- seed]`: a person plays the L5R CCG (l5r-ccg, two players) as p1
// against bot:greedy (p2) in Chromium, by clicking: the new-game form, then every decision of
// p1 answered through the page (buttons, highlighted cards, checkboxes for the Cycle and the
// discard to the hand limit) until someone wins. Checks that the CCG panel is on the table and
// shows the battlefields when p1 attacks or is attacked. Prints the winner, the decisions
// answered by kind, the panel during the first battle and at the end, and any page errors (then
// exits non-zero). Not part of `npm test` (a game takes a while).
//
// `npm run play:siege-game [-- seed [team|challenge] [players]]` (this script with `--format
// l5r-ccg-siege`): Siege: Heart of Darkness, `players` Rokugani (3 unless said) against the
// Challenge player p1. As `team` (the default) the person holds the whole Rokugani team, p2 and
// on, against bot:greedy: the device goes from seat to seat behind the pass screen, and on the
// team's opportunity (each Rokugani asked at once, the first to act using it) the person now and
// then switches to a teammate to act there. As `challenge` the person is p1 against a greedy
// team. Checks that the CCG panel and the Siege panel are on the table; prints besides the
// answers by seat, the pass screens and switches, how the page asked each kind the first time,
// and the Siege panel at the end.
import type { Page } from 'playwright-core';
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers, startFromForm } from './support/play-through.ts';

interface Game {
  seed: number;
  players: number;
  /** The sides a person may take: for a number of players, each seat's controller (the person's seats human). */
  sides: Record<string, (players: number) => Record<string, string>>;
  /** What shows the table is ready: a field of its family panel. */
  ready: string;
  /** Decisions whose first asking is printed. */
  note: RegExp;
}

/** The Rokugani seats of Siege for `players` Rokugani: p2 and on (p1 is the Challenge player). */
const rokugani = (players: number, controller: string) =>
  Object.fromEntries(Array.from({ length: players }, (_, i) => [`p${i + 2}`, controller]));

const GAMES: Record<string, Game> = {
  'l5r-ccg': {
    seed: 7,
    players: 2,
    sides: { p1: () => ({ p1: 'human', p2: 'bot:greedy' }) },
    ready: 'rs-table rs-ccg-panel [data-field="honor-p1"]',
    note: /^assign|^declareAttack$|^payGold$|^cycle$|^recruit$/,
  },
  'l5r-ccg-siege': {
    seed: 7,
    players: 3,
    sides: {
      team: (n) => ({ p1: 'bot:greedy', ...rokugani(n, 'human') }),
      challenge: (n) => ({ p1: 'human', ...rokugani(n, 'bot:greedy') }),
    },
    ready: 'rs-table rs-siege-panel [data-field="clock"]',
    note: /./,
  },
};

const args = process.argv.slice(2);
const FORMAT = args.includes('--format') ? args[args.indexOf('--format') + 1]! : 'l5r-ccg';
const game = GAMES[FORMAT];
if (!game) throw new Error(`no whole-game script for ${FORMAT}: ${Object.keys(GAMES).join(', ')}`);
const sides = Object.keys(game.sides);
const unknown = args.filter((a, i) => !/^\d+$/.test(a) && a !== '--format' && args[i - 1] !== '--format' && !sides.includes(a));
if (unknown.length) throw new Error(`${unknown.join(' ')}? ${FORMAT} is played as ${sides.join(' or ')}`);
const side = args.find((a) => sides.includes(a)) ?? sides[0]!;
const { seed, players } = seedAndPlayers({ seed: game.seed, players: game.players });
const seats = game.sides[side]!(players);
const mine = Object.keys(seats).filter((s) => seats[s] === 'human');
const siege = FORMAT === 'l5r-ccg-siege';

const { page, finish } = await openNewGameForm(FORMAT);
let failure = '';
try {
  await startFromForm(page, { players, seed, seats });
  await page.locator(game.ready).waitFor();
  await page.locator('rs-table rs-ccg-panel section').first().waitFor();
} catch (e) {
  failure = `setup: ${(e as Error).message}`;
}

/** What a family panel (`rs-ccg-panel`, `rs-siege-panel`) says now, its sections joined. */
const panelText = async (p: Page, panel = 'rs-ccg-panel') =>
  (
    await p
      .locator(`rs-table ${panel} section`)
      .allInnerTexts()
      .catch(() => [] as string[])
  )
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .join(' | ');

const person = new Person(page, seed);
const t0 = Date.now();
// The panel as it stands when the person is first asked where a unit goes (attacking or defending).
let atBattle = '';
const played = failure
  ? null
  : await playThrough(
      page,
      person,
      (kind) => {
        if (/^assign/.test(kind) && !atBattle) void panelText(page).then((t) => (atBattle = t));
        return game.note.test(kind);
      },
      mine,
    );
failure ||= played?.failure ?? '';
const { winner = 'no winner', answers = 0, kinds = {}, asked = {}, bySeat = {}, passScreens = 0, switches = 0, slowest } = played ?? {};
const panel = await panelText(page);
const ms = Date.now() - t0;
if (siege) {
  const { cardClicks, keys } = person;
  console.log({
    seed,
    side,
    players,
    seats: mine.join(','),
    winner,
    answers,
    bySeat,
    passScreens,
    switches,
    cardClicks,
    keys,
    kinds,
    ms,
    slowest,
  });
} else console.log({ seed, winner, answers, cardClicks: person.cardClicks, keys: person.keys, kinds, ms });
console.log('asked:', asked);
console.log('panel at the first assignment:', atBattle || '(never asked)');
console.log('panel at the end:', panel || '(missing)');
if (!panel) failure ||= 'the CCG panel is not on the table';
if (siege) {
  const siegePanel = await panelText(page, 'rs-siege-panel');
  console.log('Siege panel at the end:', siegePanel || '(missing)');
  if (!siegePanel) failure ||= 'the Siege panel is not on the table';
}
await finish(failure, winner);
