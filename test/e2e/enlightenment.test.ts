// End to end, in Chromium: an Enlightenment game at four seats (l5r-enlightenment, in
// progress) — every player's seat at the table, and in the draw phase a dial that offers only
// 2 (honorable) or 4 (dishonorable), revealed with the bots' bids. No page errors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerQuietly, fast, nextDecision, useApp } from './support/app.ts';

const { open } = useApp();

describe('Enlightenment in the browser', () => {
  it('seats four players and bids 2 or 4 at a table of four', async () => {
    const { page, errors } = await open('#/play/l5r-enlightenment?seed=3&seats=4&ctl=human,bot:greedy,bot:greedy,bot:greedy');
    await fast(page);
    for (const seat of ['p1', 'p2', 'p3', 'p4']) await page.locator(`rs-seat-panel[owner="${seat}"]`).first().waitFor();
    let kind = await nextDecision(page);
    while (kind !== null && kind !== 'honorBid') kind = await answerQuietly(page);
    assert.equal(kind, 'honorBid');
    const section = page.locator('rs-decision section[data-decision]');
    assert.deepEqual(
      (await section.locator('button.option').allInnerTexts()).map((t) => t.trim()),
      ['2 (honorable)', '4 (dishonorable)'],
    );
    await section.locator('button.option', { hasText: '2 (honorable)' }).click();
    await page
      .locator('rs-event-log li', { hasText: /honorBid revealed: .*p1 2/ })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
  });
});
