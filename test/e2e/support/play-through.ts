// The whole-game scripts' shared parts: their arguments, the new-game form filled in, and
// the loop in which a Person answers the viewing seat's every decision through the page until
// someone wins (or the page gets stuck), counting what it was asked. A person holding several
// seats (hot-seat, or a whole team) takes the device at each pass screen, and on a team's
// opportunity sometimes passes it to a teammate with the seat switcher to act with that seat.
import type { Page } from 'playwright-core';
import type { Person } from './person.ts';
import { launch, openPage, startApp } from './app.ts';

/** The app served, Chromium launched, and a page on the new-game form of `format`. */
export async function openNewGameForm(format: string) {
  const app = await startApp();
  const browser = await launch();
  const { page, errors } = await openPage(browser, `${app.url}#/new/${format}`);
  /** Report the end: why it failed, and the page's errors (then the exit code is 1); close all. */
  const finish = async (failure: string, winner: string) => {
    if (failure) console.error(`FAILED: ${failure}`);
    if (errors.length) console.error(`page errors (${errors.length}):\n${errors.join('\n')}`);
    else console.log('page errors: none');
    process.exitCode = failure || errors.length || winner === 'no winner' ? 1 : 0;
    await browser.close();
    await app.close();
  };
  return { page, finish };
}

/** A script's `[seed [players]]` arguments. */
export function seedAndPlayers(defaults: { seed: number; players: number }): { seed: number; players: number } {
  const [seed = defaults.seed, players = defaults.players] = process.argv
    .slice(2)
    .filter((a) => /^\d+$/.test(a))
    .map(Number);
  return { seed, players };
}

/**
 * On the new-game form (#/new/<format>): `players` players, each seat's controller as `seats`
 * says (the others as the form has them), the seed; start, and let the bots play fast.
 */
export async function startFromForm(page: Page, o: { players: number; seed: number; seats: Record<string, string> }): Promise<void> {
  await page.locator('select#seats').selectOption(String(o.players));
  await page.locator('select.controller').last().waitFor();
  for (const [seat, controller] of Object.entries(o.seats))
    await page.locator(`select.controller[data-seat="${seat}"]`).selectOption(controller);
  await page.locator('input#seed').fill(String(o.seed));
  await page.locator('input#seed').dispatchEvent('change');
  await page.locator('button.start').click();
  await page.waitForURL(/#\/play\//);
  await page.locator('rs-play-controls button.fast').click();
}

export interface PlayedThrough {
  winner: string;
  answers: number;
  /** Decisions answered, by kind. */
  kinds: Record<string, number>;
  /** Decisions answered, by the seat on screen. */
  bySeat: Record<string, number>;
  /** How the page put the first decision of each kind `note` picks: its prompt and options. */
  asked: Record<string, string>;
  /** Pass screens the person went through ("I am pN: show my table"). */
  passScreens: number;
  /** Times the person passed the device to a teammate with the seat switcher, to act with that seat. */
  switches: number;
  /** The longest wait for the page to ask again after an answer (the bots' moves in between included), and after what. */
  slowest: { ms: number; after: string };
  /** Why the game was not played to the end, or ''. */
  failure: string;
}

/**
 * `seats`: the seats the person holds (default: one, whichever the page shows). With several,
 * on a team's opportunity (each teammate asked at once, the first to act using it) the person
 * now and then switches to another teammate the status line says has priority, and acts there.
 */
export async function playThrough(
  page: Page,
  person: Person,
  note: (kind: string) => boolean = () => false,
  seats: readonly string[] = [],
): Promise<PlayedThrough> {
  const winnerField = page.locator('rs-table [data-field="winner"]');
  const section = page.locator('rs-decision section[data-decision]');
  const passScreen = page.locator('rs-pass-screen');
  const kinds: Record<string, number> = {};
  const bySeat: Record<string, number> = {};
  const asked: Record<string, string> = {};
  let answers = 0;
  let passScreens = 0;
  let switches = 0;
  // The decision the person switched seats away from: not again from the seat it switched to.
  let switchedFrom = '';
  const slowest = { ms: 0, after: '' };
  let answered = { at: 0, kind: '' };
  let failure = '';
  for (let i = 0; !failure && i < 8000; i++) {
    try {
      await section.or(winnerField).or(passScreen).first().waitFor({ timeout: 15_000 });
    } catch {
      const toAct = await page
        .locator('rs-table [data-field="to-act"]')
        .innerText()
        .catch(() => '?');
      failure = `no decision for the person and no winner; to act: ${toAct}`;
      break;
    }
    if (answered.at) {
      const ms = Date.now() - answered.at;
      if (ms > slowest.ms) Object.assign(slowest, { ms, after: answered.kind });
      answered = { at: 0, kind: '' };
    }
    if (await winnerField.count()) break;
    if (await passScreen.count()) {
      // The device comes to one of the person's seats: "I am pN: show my table" (autofocused: Enter does it too).
      const reveal = passScreen.locator('button.reveal');
      if (person.random() < 0.5) await reveal.click();
      else await reveal.press('Enter');
      await passScreen.waitFor({ state: 'detached' });
      passScreens++;
      continue;
    }
    const kind = (await section.getAttribute('data-kind').catch(() => null)) ?? '';
    const id = await section.getAttribute('data-decision').catch(() => null);
    if (!id) continue; // answered or replaced while we looked
    const viewer = (await page.locator('rs-table [data-field="viewer"]').innerText()).trim();
    if (seats.length > 1 && kind === 'action' && switchedFrom === '') {
      const teammates = await teammatesWithPriority(page, viewer, seats);
      if (teammates.length && person.random() < 0.25) {
        const teammate = teammates[Math.floor(person.random() * teammates.length)]!;
        switchedFrom = id;
        await page.locator(`rs-play-controls button.viewer[data-viewer="${teammate}"]`).click();
        switches++;
        continue;
      }
    }
    switchedFrom = '';
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    bySeat[viewer] = (bySeat[viewer] ?? 0) + 1;
    if (note(kind) && !asked[kind]) {
      asked[kind] =
        `${await section.locator('.prompt').innerText()} [${(await section.locator('button.option').allInnerTexts()).join(' | ')}]`;
    }
    try {
      await person.answer(kind);
    } catch (e) {
      failure = `answering ${kind} (${id}): ${(e as Error).message.split('\n')[0]}`;
      break;
    }
    answers++;
    // Wait until this decision is gone (answered) before the next.
    try {
      await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached', timeout: 10_000 });
    } catch {
      failure = `stuck on ${id} (${kind}): ${await page.locator('rs-decision').innerText()}`;
    }
    answered = { at: Date.now(), kind };
  }
  const winner = (await winnerField.innerText().catch(() => '')) || 'no winner';
  return { winner, answers, kinds, bySeat, asked, passScreens, switches, slowest, failure };
}

/** The seats of `seats` besides `viewer` that the status line's "To act" says have priority now. */
async function teammatesWithPriority(page: Page, viewer: string, seats: readonly string[]): Promise<string[]> {
  const toAct = await page.locator('rs-table [data-field="to-act"]').innerText();
  return [...toAct.matchAll(/(?:^|· )(\S+) has priority/g)].map((m) => m[1]!).filter((s) => s !== viewer && seats.includes(s));
}

/** What the Shadowlands panel says now, its sections joined. */
export async function shadowlandsPanelText(page: Page): Promise<string> {
  const sections = await page
    .locator('rs-table rs-shadowlands-panel section')
    .allInnerTexts()
    .catch(() => [] as string[]);
  return sections.map((t) => t.replace(/\s+/g, ' ').trim()).join(' | ');
}
