// A person at the table, for the whole-game scripts: answers the viewing seat's decision
// through the page the way a person might — buttons, highlighted cards and rings, the
// number field, the keyboard — from a seeded generator, counting how it answered.
import type { Locator, Page } from 'playwright-core';

export class Person {
  cardClicks = 0;
  keys = 0;
  private rnd: number;

  constructor(
    private readonly page: Page,
    seed: number,
  ) {
    this.rnd = seed || 1;
  }

  random(): number {
    return (this.rnd = (this.rnd * 1103515245 + 12345) % 2147483648) / 2147483648;
  }

  /** One answer to the pending decision of kind `kind`. */
  async answer(kind: string): Promise<void> {
    const { page } = this;
    const random = () => this.random();
    const section = page.locator('rs-decision section[data-decision]');
    const number = section.locator('input[type=number]');
    if (await number.count()) {
      const max = Number(await number.getAttribute('max'));
      const min = Number(await number.getAttribute('min'));
      // Bids stay modest (the shadow number punishes high ones); fate on a character: a little.
      const top = kind.toLowerCase().includes('bid') ? Math.min(max, min + 2) : max;
      const v = Math.min(top, min + Math.floor(random() * (top - min + 1)));
      if (random() < 0.5) {
        await number.fill(String(v));
        await number.press('Enter');
        this.keys++;
      } else {
        for (let k = min; k < v; k++) await section.locator('button[aria-label="more"]').click();
        await section.locator('button.send').click();
      }
      return;
    }
    const confirm = section.locator('button.confirm-choice');
    if (await confirm.count()) {
      const targets = page.locator('rs-table rs-card[pick="target"]');
      const n = await targets.count();
      const want = kind === 'defenders' ? Math.floor(random() * (n + 1)) : Math.max(1, Math.ceil(n * random()));
      for (let k = 0; k < want; k++) {
        const t = page.locator('rs-table rs-card[pick="target"]').first();
        if ((await t.count()) === 0) break;
        // A card hidden under its neighbours in a crowded hand is chosen in the panel below instead.
        if (!(await clickEdge(t.locator('.card')))) break;
        this.cardClicks++;
      }
      // Options that aren't cards on the table are toggled in the panel until the choice can be sent.
      const addUntilSendable = async () => {
        for (let k = 0; (await confirm.isDisabled()) && k < 20; k++) {
          const off = section.locator('button.option[aria-pressed="false"]');
          if ((await off.count()) === 0) break;
          await off.first().click();
        }
      };
      await addUntilSendable();
      // More chosen than the decision takes (exactly N cards to discard): clear, and choose again one by one.
      if (await confirm.isDisabled()) {
        await section.locator('button.clear').click();
        await addUntilSendable();
      }
      await confirm.click();
      return;
    }
    const options = section.locator('button.option');
    const n = await options.count();
    if (n === 0) throw new Error(`a decision with nothing to click: ${await section.innerText()}`);
    const quiet = section.locator('button.option.quiet');
    const nq = await quiet.count();
    // Mostly act; pass a third of the time so the windows close.
    let btn;
    if (nq > 0 && (random() < 0.35 || n === nq)) btn = quiet.first();
    else {
      const loud = section.locator('button.option:not(.quiet)');
      btn = loud.nth(Math.floor(random() * (await loud.count())));
    }
    // Sometimes click the card (or ring) on the table instead, sometimes use the keyboard.
    const r = random();
    const card = await btn.getAttribute('data-card');
    const option = await btn.getAttribute('data-option');
    const onTable = card
      ? page.locator(`rs-table rs-card .card[data-card="${card}"], rs-table button.ring[data-card="${card}"]`).first()
      : null;
    // (A card deep in a crowded hand fan shows only its edge: a person clicks that edge, or the button.)
    if (onTable && r < 0.4 && (await onTable.count()) && (await onTable.isVisible()) && (await clickEdge(onTable))) {
      // A card several options name moves them to the top of the panel: pick the one chosen.
      const focused = section.locator(`button.focused[data-option="${option}"]`);
      if (await focused.count()) await focused.click();
      this.cardClicks++;
    } else if (r < 0.6) {
      await btn.focus();
      await page.keyboard.press(r < 0.5 ? 'Enter' : 'Space');
      this.keys++;
    } else await btn.click();
  }
}

/** Click a card where it shows: its middle, else its top-left corner; false if neither can be clicked. */
async function clickEdge(card: Locator): Promise<boolean> {
  for (const position of [undefined, { x: 6, y: 8 }]) {
    try {
      await card.click({ position, timeout: 2000 });
      return true;
    } catch {
      // covered there: try the next place
    }
  }
  return false;
}
