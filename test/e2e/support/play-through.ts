// The whole-game scripts' loop: a Person answers the viewing seat's every decision through the
// page until someone wins (or the page gets stuck), counting what it was asked.
import type { Page } from 'playwright-core';
import type { Person } from './person.ts';

export interface PlayedThrough {
  winner: string;
  answers: number;
  /** Decisions answered, by kind. */
  kinds: Record<string, number>;
  /** How the page put the first decision of each kind `note` picks: its prompt and options. */
  asked: Record<string, string>;
  /** Why the game was not played to the end, or ''. */
  failure: string;
}

export async function playThrough(page: Page, person: Person, note: (kind: string) => boolean = () => false): Promise<PlayedThrough> {
  const winnerField = page.locator('rs-table [data-field="winner"]');
  const section = page.locator('rs-decision section[data-decision]');
  const kinds: Record<string, number> = {};
  const asked: Record<string, string> = {};
  let answers = 0;
  let failure = '';
  for (let i = 0; !failure && i < 3000; i++) {
    try {
      await section.or(winnerField).first().waitFor({ timeout: 15_000 });
    } catch {
      const toAct = await page
        .locator('rs-table [data-field="to-act"]')
        .innerText()
        .catch(() => '?');
      failure = `no decision for the person and no winner; to act: ${toAct}`;
      break;
    }
    if (await winnerField.count()) break;
    const kind = (await section.getAttribute('data-kind').catch(() => null)) ?? '';
    const id = await section.getAttribute('data-decision').catch(() => null);
    if (!id) continue; // answered or replaced while we looked
    kinds[kind] = (kinds[kind] ?? 0) + 1;
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
  }
  const winner = (await winnerField.innerText().catch(() => '')) || 'no winner';
  return { winner, answers, kinds, asked, failure };
}

/** What the Shadowlands panel says now, its sections joined. */
export async function shadowlandsPanelText(page: Page): Promise<string> {
  const sections = await page
    .locator('rs-table rs-shadowlands-panel section')
    .allInnerTexts()
    .catch(() => [] as string[]);
  return sections.map((t) => t.replace(/\s+/g, ' ').trim()).join(' | ');
}
