// End-to-end support for online play: the web app built and served by the game server itself
// (server/ws-server.ts, an in-memory store), Chromium with one browser context per person (so
// each has its own storage, as separate people at separate computers have), each page's
// WebSocket frames kept raw as the page received them, the steps a person takes on the pages
// (host from the new-game form, take a seat by link or from the lobby, start), a spy at the
// server that checks every frame against the game as it is when the frame is sent, and the loop
// in which whichever person is asked answers through their own page until the game is over.
import { rm } from 'node:fs/promises';
import { connect, createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { viewFor, type Viewer } from '../../../core/view.ts';
import type { GameState } from '../../../core/types.ts';
import type { ServerFrame } from '../../../server/protocol.ts';
import { openEmbeddedStore } from '../../../server/store.ts';
import type { HostedTable } from '../../../server/table.ts';
import { startGameServer, type GameServer } from '../../../server/ws-server.ts';
import { format, modules } from '../../core/support.ts';
import { buildApp, launch } from './app.ts';
import { Person } from './person.ts';

/** The game server serving the freshly built app, and Chromium. */
export interface Online {
  url: string;
  server: GameServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startOnline(): Promise<Online> {
  const dir = await buildApp();
  // People at their pages answer at a person's pace: the server's own rate limit (protocol.ts RATE) holds.
  // A beat every 5 s rather than 30: a page notices a silent network within seconds (Wire.freeze),
  // and a busy machine's late timer is still far from the 12.5 s a page waits.
  const server = await startGameServer({
    modules,
    formatById: format,
    store: await openEmbeddedStore(),
    staticDir: dir,
    heartbeatMs: 5000,
  });
  const browser = await launch();
  return {
    url: `http://127.0.0.1:${server.port}/`,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A person's own network to the server: a TCP relay on another loopback port that can be cut
 * (every connection through it dropped, new ones refused at once, as when a laptop's Wi-Fi goes),
 * frozen (connections stay open but carry nothing, and nothing tells either end) and mended.
 * Chromium's offline emulation leaves an open WebSocket on loopback as it is.
 */
export class Wire {
  private readonly relay: NetServer;
  private readonly open = new Set<Socket>();
  private down = false;
  url = '';

  constructor(private readonly port: number) {
    this.relay = createNetServer((client) => {
      if (this.down) return client.destroy();
      const upstream = connect(this.port, '127.0.0.1');
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.open.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.open.delete(a);
          b.destroy();
        });
      }
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.relay.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.relay.address() as AddressInfo).port}/`;
    return this;
  }

  cut(): void {
    this.down = true;
    for (const s of this.open) s.destroy();
  }

  /** The network goes silent: open connections carry nothing more and are never closed (until mended); new ones are refused. */
  freeze(): void {
    this.down = true;
    for (const s of this.open) {
      s.unpipe();
      s.pause();
      // The server closing its end must not reach the page either: silence both ways.
      s.removeAllListeners('close');
      s.removeAllListeners('error');
      s.on('error', () => undefined);
    }
  }

  /** The network is back: new connections go through (any frozen one is let go). */
  mend(): void {
    this.down = false;
    for (const s of this.open)
      if (s.isPaused()) {
        this.open.delete(s);
        s.destroy();
      }
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.relay.close(() => resolve()));
  }
}

/**
 * One person: a browser context of their own, its page (a new one after they close it and open
 * their link again), every frame the page received on a table's WebSocket, and the page's errors.
 */
export class OnlinePerson {
  readonly frames: string[] = [];
  readonly errors: string[] = [];
  /** Console errors expected while the network is off (the page tries to reconnect). */
  offline = false;
  page!: Page;
  readonly person: Person;
  seat = '';
  /** Seats this person's page plays besides `seat`: others at the same screen (hot-seat over the wire). */
  readonly alsoHere: string[] = [];
  /** Times the page hid the board to pass the device to another of its seats. */
  passes = 0;

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    seed: number,
  ) {
    // The person answers on whichever page is theirs now (a new one after they come back).
    const page = new Proxy({} as Page, {
      get: (_, key) => {
        const value = Reflect.get(this.page, key) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(this.page) : value;
      },
    });
    this.person = new Person(page, seed);
  }

  static async open(online: Online, name: string, seed: number): Promise<OnlinePerson> {
    const context = await online.browser.newContext({ viewport: { width: 1400, height: 900 } });
    // Waits are on conditions; the limit only turns a hang into a failure.
    context.setDefaultTimeout(30_000);
    const p = new OnlinePerson(name, context, seed);
    await p.newPage();
    return p;
  }

  /** A fresh page in this person's context (their storage kept), watched for errors and frames. */
  async newPage(): Promise<Page> {
    const page = await this.context.newPage();
    page.on('pageerror', (e) => this.errors.push(`${this.name}: pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !(this.offline && /WebSocket|ERR_INTERNET_DISCONNECTED/.test(m.text())))
        this.errors.push(`${this.name}: console: ${m.text()}`);
    });
    page.on('websocket', (ws) => {
      if (!new URL(ws.url()).pathname.startsWith('/ws')) return;
      ws.on('framereceived', (f) => this.frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8')));
    });
    this.page = page;
    return page;
  }

  /** The frames received, parsed. */
  parsed(): ServerFrame[] {
    return this.frames.map((f) => JSON.parse(f) as ServerFrame);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * The host on the new-game form of `formatId`: `seats` seats, every one a person's, its name,
 * listed in the lobby or not; Host online. Returns the table's id once the host's page is at
 * its seat (the first seat, the form's default).
 */
export async function hostFromForm(
  online: Online,
  host: OnlinePerson,
  o: { format: string; seats: number; listed: boolean },
): Promise<string> {
  const { page } = host;
  await page.goto(`${online.url}#/new/${o.format}`);
  // The "Play online" fieldset shows once the page has found the game server behind it.
  await page.locator('rs-new-game fieldset.online').waitFor();
  await page.locator('select#seats').selectOption(String(o.seats));
  for (let i = 1; i <= o.seats; i++) await page.locator(`select#seat-p${i}`).selectOption('human');
  await page.locator('#host-name').fill(host.name);
  await page.locator('#listed').setChecked(o.listed);
  await page.locator('button.host').click();
  await page.waitForURL(/#\/online\/[^/?]+\?token=/);
  const id = decodeURIComponent(/#\/online\/([^/?]+)\?/.exec(page.url())![1]!);
  await connected(page);
  host.seat = (await page.locator('rs-seating li', { hasText: '(you)' }).getAttribute('data-seat'))!;
  return id;
}

/** The connection state in the table page's header says connected. */
export async function connected(page: Page): Promise<void> {
  await page.locator('rs-online-table [data-link-state="connected"]').waitFor();
}

/** The link the host's page shows for `seat`. */
export async function linkOf(host: OnlinePerson, seat: string): Promise<string> {
  const field = host.page.locator(`rs-seating input[data-link="${seat}"]`);
  await field.waitFor();
  return field.inputValue();
}

/** A person opens a seat's link, types their name and takes the seat. */
export async function takeSeatByLink(person: OnlinePerson, link: string, seat: string): Promise<void> {
  const { page } = person;
  await page.goto(link);
  await connected(page);
  await page.locator('rs-seating #name').fill(person.name);
  await page.locator('rs-seating form button').click();
  await page.locator(`rs-seating li[data-seat="${seat}"]`, { hasText: person.name }).waitFor();
  await page.locator('rs-seating form').waitFor({ state: 'detached' });
  person.seat = seat;
}

/** A person on the lobby page types their name and takes `seat` of `table` from the list. */
export async function takeSeatFromLobby(online: Online, person: OnlinePerson, table: string, seat: string): Promise<void> {
  const { page } = person;
  await page.goto(`${online.url}#/online`);
  await page.locator('rs-lobby #name').fill(person.name);
  await page.locator(`rs-lobby tr[data-table="${table}"] button.join[data-seat="${seat}"]`).click();
  await page.waitForURL(new RegExp(`#/online/${table}\\?token=`));
  await connected(page);
  await page.locator(`rs-seating li[data-seat="${seat}"]`, { hasText: '(you)' }).waitFor();
  person.seat = seat;
}

/** A person on the lobby page follows a listed table's "watch" link: a spectator's place. */
export async function watchFromLobby(online: Online, person: OnlinePerson, table: string): Promise<void> {
  const { page } = person;
  await page.goto(`${online.url}#/online`);
  await page.locator(`rs-lobby tr[data-table="${table}"] a.watch`).click();
  await page.waitForURL(new RegExp(`#/online/${table}\\?token=`));
  await connected(page);
  await page.locator('rs-online-table header', { hasText: 'you are watching' }).waitFor();
  person.seat = 'spectator';
}

/**
 * Someone at the host's screen plays `seat` there as well: the host's page adds the seat's link
 * to its own, goes to that seat (before the deal there is nothing to hide) and takes it under
 * `name`; then the page goes back to the host's seat.
 */
export async function playHereToo(host: OnlinePerson, seat: string, name: string): Promise<void> {
  const { page } = host;
  const tokens = tokensIn(page.url());
  await page.locator(`rs-seating button.play-here[data-seat="${seat}"]`).click();
  await page.waitForURL((url) => tokensIn(url.href) === tokens + 1);
  // The seat's row stays where it was (a second click lands on nothing new), saying so.
  await page.locator('rs-seating .links', { hasText: 'played on this device' }).waitFor();
  await switchSeat(host, seat);
  // The name the host used is not offered again for the second seat.
  if ((await page.locator('rs-seating #name').inputValue()) === host.name) throw new Error(`the name form offers ${host.name} again`);
  await page.locator('rs-seating #name').fill(name);
  await page.locator('rs-seating form button').click();
  await page.locator(`rs-seating li[data-seat="${seat}"]`, { hasText: name }).waitFor();
  await switchSeat(host, host.seat);
  host.alsoHere.push(seat);
}

/** The page of `person` goes to another of its seats, before the deal (no pass screen). */
export async function switchSeat(person: OnlinePerson, seat: string): Promise<void> {
  await person.page.locator(`rs-online-table .here button[data-seat="${seat}"]`).click();
  await person.page.locator(`rs-seating li[data-seat="${seat}"]`, { hasText: '(you)' }).waitFor();
}

/**
 * The person at `seat` of a page playing several leaves before the start: the seat is open again
 * (under a new link) and the page's address keeps only its other seats' links.
 */
export async function leaveHere(person: OnlinePerson, seat: string): Promise<void> {
  const { page } = person;
  const tokens = tokensIn(page.url());
  await switchSeat(person, seat);
  await page.locator('rs-seating button.leave').click();
  await page.waitForURL((url) => tokensIn(url.href) === tokens - 1);
  await page.locator(`rs-seating li[data-seat="${seat}"]`, { hasText: 'open' }).waitFor();
  person.alsoHere.splice(person.alsoHere.indexOf(seat), 1);
}

/** The host adds an open seat to its page by mistake and takes it off again ("Not on this device"): the page is as before. */
export async function notHere(host: OnlinePerson, seat: string): Promise<void> {
  const { page } = host;
  const tokens = tokensIn(page.url());
  await page.locator(`rs-seating button.play-here[data-seat="${seat}"]`).click();
  await page.waitForURL((url) => tokensIn(url.href) === tokens + 1);
  await page.locator(`rs-seating button.not-here[data-seat="${seat}"]`).click();
  await page.waitForURL((url) => tokensIn(url.href) === tokens);
  await page.locator(`rs-seating input[data-link="${seat}"]`).waitFor();
  if (await page.locator('rs-online-table .here').count()) throw new Error('the page still shows the seats on this device');
}

/** How many seats' links a table page's address holds. */
const tokensIn = (href: string) => new URL(href.replace('#', '')).searchParams.getAll('token').length;

/**
 * On a page playing several seats, the person at the asked seat looks at another of the page's
 * seats (the header's switcher: behind the pass screen), and from there passes the device back
 * with that seat's decision panel ("Pass to pN"). False when none of the page's seats is asked.
 */
export async function lookAway(person: OnlinePerson, table: HostedTable): Promise<boolean> {
  const here = [person.seat, ...person.alsoHere];
  const asked = table.game.pending.find((d) => 'options' in d && here.includes(d.seat));
  if (!asked) return false;
  const other = here.find((s) => s !== asked.seat)!;
  const { page } = person;
  await bringUp(person, asked.seat, page.locator(`rs-decision section[data-decision="${asked.id}"]`));
  await page.locator(`rs-online-table .here button[data-seat="${other}"]`).click();
  const pass = page.locator('rs-online-table rs-pass-screen');
  const onOther = page.locator('rs-online-table header .meta', { hasText: `you are ${other}` });
  await onOther.or(pass).first().waitFor();
  if (await pass.isVisible()) await pass.locator('button.reveal').click();
  await onOther.waitFor();
  await page.locator('rs-decision button.switch', { hasText: `Pass to ${asked.seat}` }).click();
  return true;
}

/**
 * A page playing several seats is reloaded mid-game: who is at the device is not known, so it
 * must open behind the pass screen, never showing a seat's board first (each frame is checked).
 */
export async function reloadShared(person: OnlinePerson): Promise<void> {
  const { page } = person;
  // As text: a function here would be sent with the test's compiled helpers it can't reach in the page.
  await page.addInitScript(`
    const find = (root, selector) =>
      !!root.querySelector(selector) || [...root.querySelectorAll('*')].some((e) => !!e.shadowRoot && find(e.shadowRoot, selector));
    window.boardBeforePass = false;
    const check = () => {
      if (find(document, 'rs-pass-screen')) return;
      if (find(document, 'rs-play-board')) window.boardBeforePass = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  `);
  await page.reload();
  await connected(page);
  await page.locator('rs-online-table rs-pass-screen').waitFor();
  if (await page.evaluate(() => (window as unknown as { boardBeforePass: boolean }).boardBeforePass))
    throw new Error('the reloaded page showed a board before the pass screen');
}

/** The host starts the game once every seat is taken; every page then shows the board (a page of several seats may pass first). */
export async function startGame(host: OnlinePerson, people: readonly OnlinePerson[]): Promise<void> {
  const start = host.page.locator('rs-seating button.start');
  await start.and(host.page.locator(':enabled')).waitFor();
  await start.click();
  for (const p of people)
    await p.page.locator('rs-online-table rs-play-board').or(p.page.locator('rs-online-table rs-pass-screen')).first().waitFor();
}

/** The server-side spy's findings: leaks, frames checked, and the events each viewer was told. */
export interface Spy {
  leaks: string[];
  frames: number;
  /** Events told to each viewer so far (a page's log has one line for each). */
  told: Map<Viewer, number>;
  leave(): void;
}

/**
 * A spy at the server: a connection of each viewer joined to the table (as frames.test.ts does),
 * each frame checked when it is sent against `viewFor` the game at that moment: any id of a card
 * that view doesn't show is a leak. Joining counts as a connection of that viewer.
 */
export function spyOn(table: HostedTable, viewers: readonly Viewer[]): Spy {
  const spy: Spy = { leaks: [], frames: 0, told: new Map(), leave: () => undefined };
  const leaves = viewers.map(
    (viewer) =>
      table.join(
        viewer,
        (frame) => {
          spy.frames++;
          if (frame.type === 'welcome') spy.told.set(viewer, frame.events.length);
          if (frame.type === 'update') spy.told.set(viewer, (spy.told.get(viewer) ?? 0) + frame.events.length);
          const shown = viewFor(table.game.state, table.game.format, viewer).cards;
          const text = JSON.stringify(frame);
          for (const id of Object.keys(table.game.state.cards))
            if (!(id in shown) && text.includes(id)) spy.leaks.push(`${viewer}: a ${frame.type} frame names ${id}, hidden from ${viewer}`);
        },
        () => undefined,
      ).leave,
  );
  spy.leave = () => leaves.forEach((leave) => leave());
  return spy;
}

/**
 * Wait until `person`'s page shows the game as the server has it now: its seat's hand (the card
 * ids the server's state holds there) and a log of every event the seat was told. Returns them.
 */
export async function caughtUp(person: OnlinePerson, table: HostedTable, spy: Spy): Promise<{ hand: string[]; lines: number }> {
  const hand = [...table.game.state.zones[`${person.seat}.hand`]!].sort();
  const lines = spy.told.get(person.seat)!;
  const end = Date.now() + 20_000;
  let shown = { hand: [] as string[], lines: 0 };
  while (Date.now() < end) {
    shown = { hand: await shownHand(person.page, person.seat), lines: await logLength(person.page) };
    if (shown.lines === lines && shown.hand.join() === hand.join()) return shown;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `${person.seat}'s page never caught up: it shows ${JSON.stringify(shown)}, the server has ${JSON.stringify({ hand, lines })}`,
  );
}

/**
 * What a person's page received, read against the game at its end: every card id in its frames
 * was shown by one of the views it was sent, and no card in another seat's hand is named in them
 * (by id, or by a name none of its views showed). `unseenNames`: the cards in others' hands whose
 * names the page's views never showed (the names the check could catch).
 */
export function pageLeaks(person: OnlinePerson, state: GameState): { leaks: string[]; unseenNames: number } {
  const leaks: string[] = [];
  let unseenNames = 0;
  const frames = person.parsed();
  const views = frames.flatMap((f) => ((f.type === 'welcome' || f.type === 'update') && f.view ? [f.view] : []));
  const shownIds = new Set(views.flatMap((v) => Object.keys(v.cards)));
  const shownNames = new Set(views.flatMap((v) => Object.values(v.cards).flatMap((c) => ('name' in c ? [c.name] : []))));
  const all = person.frames.join('\n');
  for (const seat of state.seats.map((s) => s.id).filter((s) => s !== person.seat))
    for (const id of state.zones[`${seat}.hand`] ?? []) {
      const card = state.cards[id]!;
      if (shownIds.has(id)) continue;
      if (all.includes(id)) leaks.push(`${person.seat}'s page was sent ${id}, in ${seat}'s hand`);
      const name = new RegExp(`(?<![\\w'’-])${card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w'’-])`);
      if (shownNames.has(card.name)) continue;
      unseenNames++;
      if (name.test(all)) leaks.push(`${person.seat}'s page was sent the name ${card.name}, in ${seat}'s hand`);
    }
  for (const id of Object.keys(state.cards))
    if (all.includes(id) && !shownIds.has(id)) leaks.push(`${person.seat}'s page was sent ${id}, which none of its views showed`);
  return { leaks, unseenNames };
}

export interface Played {
  answers: number;
  /** Answers by seat. */
  bySeat: Record<string, number>;
  /** The longest wait for a page to ask after the decision came up at the server, in ms. */
  slowest: number;
}

/**
 * Whichever person the game asks answers through their own page (as a person would: buttons,
 * cards, the keyboard), then the loop waits until that page's decision has gone, until the
 * server's game is over. `between` runs after each answer (a reconnection, say). Fails clearly
 * after `maxAnswers`, or when a page doesn't show its seat's decision or keeps it after answering.
 */
export async function playToEnd(
  table: HostedTable,
  people: readonly OnlinePerson[],
  maxAnswers: number,
  between: (answers: number) => Promise<void> = async () => undefined,
): Promise<Played> {
  const bySeat = new Map(people.flatMap((p) => [p.seat, ...p.alsoHere].map((seat) => [seat, p])));
  const played: Played = { answers: 0, bySeat: {}, slowest: 0 };
  while (!table.game.ended) {
    if (played.answers >= maxAnswers)
      throw new Error(
        `the game is not over after ${maxAnswers} answers (round ${table.game.state.round}, phase ${table.game.state.phase})`,
      );
    const decision = table.game.pending.find((d) => 'options' in d && bySeat.has(d.seat));
    if (!decision) throw new Error(`the game waits, but for no person's decision: ${JSON.stringify(table.game.pending)}`);
    const person = bySeat.get(decision.seat)!;
    const section = person.page.locator(`rs-decision section[data-decision="${decision.id}"]`);
    const asked = Date.now();
    try {
      await bringUp(person, decision.seat, section);
    } catch (e) {
      throw new Error(`${decision.seat}'s page doesn't show its decision ${decision.id} (${decision.kind}): ${(e as Error).message}`);
    }
    played.slowest = Math.max(played.slowest, Date.now() - asked);
    const kind = (await section.getAttribute('data-kind')) ?? decision.kind;
    await person.person.answer(kind);
    try {
      await section.waitFor({ state: 'detached', timeout: 20_000 });
    } catch {
      const said = await person.page
        .locator('rs-decision')
        .innerText()
        .catch(() => '');
      throw new Error(`${decision.seat}'s answer to ${decision.id} (${kind}) didn't take: the page still asks. It says: ${said}`);
    }
    played.answers++;
    played.bySeat[decision.seat] = (played.bySeat[decision.seat] ?? 0) + 1;
    await between(played.answers);
  }
  return played;
}

/**
 * Wait until the person's page shows `section`, the decision of `seat`. A page playing several
 * seats goes to the one asked behind the pass screen, which shows no board and no card: the
 * person there presses it, as the seat's player would once only they see the screen.
 */
async function bringUp(person: OnlinePerson, seat: string, section: Locator): Promise<void> {
  const { page } = person;
  const pass = page.locator('rs-online-table rs-pass-screen');
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    await section
      .or(pass)
      .first()
      .waitFor({ timeout: end - Date.now() });
    if (await section.isVisible()) return;
    if (!(await pass.isVisible())) continue;
    const [boards, cards] = [
      await page.locator('rs-online-table rs-play-board').count(),
      await page.locator('rs-online-table [data-card]').count(),
    ];
    if (boards + cards > 0) throw new Error(`the pass screen shows ${boards} boards and ${cards} cards`);
    const to = /Pass the device to (?:.*\()?(p\d+)\b/.exec(await pass.innerText())?.[1];
    person.passes++;
    await pass.locator('button.reveal').click();
    // Passed to another seat of this page that is asked too: that player hands over to this one.
    if (to !== seat) await page.locator(`rs-online-table .here button[data-seat="${seat}"]`).click();
  }
  throw new Error('not after 20 s');
}

/** The card ids the page shows in `seat`'s hand. */
export async function shownHand(page: Page, seat: string): Promise<string[]> {
  const cards = page.locator(`rs-table rs-zone[zone-key="${seat}.hand"] .card[data-card]`);
  return (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!))).sort();
}

/** How many events the page's log holds, as its count says (-1: no log on the page). */
export async function logLength(page: Page): Promise<number> {
  const count = page.locator('rs-event-log .count');
  if ((await count.count()) === 0) return -1;
  const text = await count.innerText();
  return Number(/(\d+) events/.exec(text)![1]);
}
