// End to end, in Chromium: an Enlightenment game at four seats (l5r-enlightenment, in
// progress) — every player's seat at the table, and in the draw phase a dial that offers only
// 2 (honorable) or 4 (dishonorable), revealed with the bots' bids; and a human at a table of
// three diplomats' — each player's ring pool shown, a treaty proposed and formed, then broken
// by attacking its partner, the honor lost in the treaty panel and the log; a promise written in
// words and offered from the treaty panel while a bot is deciding, the limits said there, and the
// decision that was waiting asked again after. No page errors.
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

  it('a human forms a treaty with a diplomat, breaks it by attacking, and sees the honor lost', async () => {
    // Seed 1 deals p1 characters to play and a partner's province to attack within the loop's bound.
    const { page, errors } = await open('#/play/l5r-enlightenment?seed=1&seats=3&ctl=human,bot:diplomat,bot:diplomat');
    await fast(page);
    // Personal ring pools: a row of five for each player, and the common pool.
    for (const seat of ['p1', 'p2', 'p3'])
      assert.equal(await page.locator(`rs-l5r-panel [data-zone="${seat}.personalRings"] .ring`).count(), 5, `${seat}'s ring pool`);
    await page.locator('rs-l5r-panel [data-zone="table.unclaimedRings"]').waitFor();
    const section = page.locator('rs-decision section[data-decision]');
    const option = (text: string | RegExp) => section.locator('button.option', { hasText: text }).first();
    const panel = page.locator('rs-treaties');
    const broken = panel.locator('[data-field="ended"] li.broken', { hasText: /broken by p1, \d honor lost/ });
    const propose = panel.locator('[data-aside^="propose:"]').first();
    // p1 proposes a non-aggression pact (or accepts a diplomat's), plays characters, and then
    // attacks its partner whatever the warning on that province says.
    for (let n = 0; n < 600 && !(await broken.count()); n++) {
      const kind = await nextDecision(page);
      if (kind === null) break;
      const id = await section.getAttribute('data-decision');
      const inForce = await panel.locator('[data-field="active"] li', { hasText: 'p1' }).count();
      if (kind === 'treatyResponse') await option('Accept the treaty').click();
      else if (!inForce && (await propose.count())) await propose.click();
      else if (kind === 'treatyPromise') await option("won't declare a conflict against").click();
      else if (kind === 'treatyTimeframe') await option('for the rest of the game').click();
      else if (kind === 'treatyStake') {
        // The stake is a number from 1 to 5.
        await section.locator('input[type="number"]').fill('3');
        await section.locator('button.send').click();
      } else if (kind === 'conflictProvince' && (await option(/breaks your treaty with p\d/).count()))
        await option(/breaks your treaty/).click();
      else if (kind === 'conflictType' && inForce && (await option('Declare').count())) await option('Declare').click();
      else if (kind === 'action' && (await option(/^\s*Play .* from/).count())) await option(/^\s*Play .* from/).click();
      else {
        await answerQuietly(page);
        continue;
      }
      await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached' });
    }
    await broken.waitFor();
    await page
      .locator('rs-event-log li', { hasText: /p1 breaks the treaty with p\d/ })
      .first()
      .waitFor();
    await page
      .locator('rs-event-log li', { hasText: /p1 honor \d+ → \d+ \(broke the treaty with p\d\)/ })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
  });

  it('a human writes a promise in words, and the offer reads it to the table', async () => {
    const { page, errors } = await open('#/play/l5r-enlightenment?seed=5&seats=3&ctl=human,bot:diplomat,bot:diplomat');
    await fast(page);
    const section = page.locator('rs-decision section[data-decision]');
    const option = (text: string | RegExp) => section.locator('button.option', { hasText: text }).first();
    const panel = page.locator('rs-treaties');
    const propose = panel.locator('[data-aside="propose:p2"]');
    let kind = await nextDecision(page);
    while (kind !== null && !(await propose.count())) kind = await answerQuietly(page);
    const waiting = await section.getAttribute('data-decision');
    assert.match(await panel.locator('[data-field="limits"]').innerText(), /At most 1 proposal per player per phase \(1 left for you\)/);
    await propose.click();
    await section.locator('button.option', { hasText: 'p1 promises something in words' }).first().waitFor();
    await option('p1 promises something in words').click();
    const words = section.locator('.words input');
    await words.waitFor();
    assert.equal(await section.locator('button.send').isDisabled(), true, 'nothing written, nothing to send');
    await words.fill("I'll help you against p3");
    await section.locator('button.send').click();
    await option("p2 won't declare a conflict against p1").click();
    await option('until the end of this round').click();
    await section.locator('input[type="number"]').fill('2');
    await section.locator('button.send').click();
    await page
      .locator('rs-event-log li', {
        hasText: `p1 offers a treaty to p2: promises "I'll help you against p3"; won't declare a conflict against p1`,
      })
      .first()
      .waitFor();
    // p2, a diplomat, counters an offer whose promise to it it can't weigh: the counter reads as one, beside the offer it answers.
    await page.locator('rs-decision section[data-kind="treatyResponse"]').waitFor();
    assert.match(
      await section.innerText(),
      /p2 counters your offer \(p1 promises "I'll help you against p3"; p2 won't declare a conflict against p1/,
    );
    assert.match(
      await panel.locator('[data-field="countered"]').innerText(),
      /a counter to p1's offer: p1 promises "I'll help you against p3"/,
    );
    // p1 declines, and the decision it had before it proposed is asked again.
    await option('Decline it').click();
    await page.locator(`rs-decision section[data-decision="${waiting}"]`).waitFor();
    assert.match(await panel.locator('[data-field="limits"]').innerText(), /\(0 left for you\)/);
    assert.equal(await panel.locator('[data-aside^="propose:"]').count(), 0, 'no second proposal this phase');
    assert.deepEqual(errors, []);
  });
});
