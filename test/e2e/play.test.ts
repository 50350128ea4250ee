// End to end, in Chromium: a person starts an L5R game from the catalog against bot:greedy,
// answers by clicking cards and buttons, takes a decision back, and saves the game log and
// loads it back to the same state hash.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { answerQuietly, fast, nextDecision, shownHash, useApp } from './support/app.ts';

const { open } = useApp();

/** The answers applied so far, as the replay bar says. */
async function answered(page: Page): Promise<number> {
  const text = await page.locator('rs-replay-bar [data-field="replay-at"]').innerText();
  return Number(/answer (\d+) of/.exec(text)![1]);
}

describe('playing in the browser', () => {
  it('starts a game from the catalog and answers decisions by clicking cards and buttons', async () => {
    const { page, errors } = await open('#/');
    await page.locator('li[data-format="l5r-stronghold"] a.play').click();
    // The new-game form: p1 human, p2 the greedy bot, a seed shown.
    assert.equal(await page.locator('select.controller[data-seat="p1"]').inputValue(), 'human');
    assert.equal(await page.locator('select.controller[data-seat="p2"]').inputValue(), 'bot:greedy');
    await page.locator('input#seed').fill('11');
    await page.locator('input#seed').dispatchEvent('change');
    await page.locator('button.start').click();
    await page.waitForURL(/#\/play\/l5r-stronghold\?seed=11&seats=2&ctl=human,bot:greedy/);
    await fast(page);

    // Dynasty: click a character on one of p1's provinces (highlighted), then say how much fate goes on it.
    assert.equal(await nextDecision(page), 'action');
    const target = page.locator('rs-seat-panel[owner="p1"] rs-zone[zone-key^="p1.province"] rs-card[pick="target"]').first();
    const name = (await target.locator('.name').innerText()).trim();
    await target.locator('.card').click();
    assert.equal(await nextDecision(page), 'extraFate');
    const fate = page.locator('rs-decision input[type="number"]');
    await page.locator('rs-decision button[aria-label="more"]').click();
    assert.equal(await fate.inputValue(), '1');
    await fate.press('Enter');
    // The character is home with its fate, and the log says so in words.
    await page.locator(`rs-seat-panel[owner="p1"] rs-zone[zone-key="p1.home"] rs-card .card[aria-label^="${name}"]`).first().waitFor();
    await page
      .locator('rs-event-log li', { hasText: `p1 played ${name} with 1 fate on it` })
      .first()
      .waitFor();

    // Keyboard: Tab to the Pass button and press Space.
    assert.equal(await nextDecision(page), 'action');
    const passButton = page.locator('rs-decision button.option.quiet').first();
    await passButton.focus();
    await page.keyboard.press('Space');
    // The draw phase bid is a number, secret until revealed.
    let kind = await nextDecision(page);
    while (kind === 'action' || kind === 'reaction') kind = await answerQuietly(page);
    assert.equal(kind, 'honorBid');
    assert.match(await page.locator('rs-decision h2').innerText(), /secret/);
    await page.locator('rs-decision input[type="number"]').fill('3');
    await page.locator('rs-decision button.send').click();
    // (Revealed in player order: p1's bid first or second.)
    await page
      .locator('rs-event-log li', { hasText: /honorBid revealed: .*p1 3/ })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
  });

  it('chooses attackers by clicking cards, within the decision’s min and max', async () => {
    const { page, errors } = await open('#/play/l5r-stronghold?seed=11&seats=2&ctl=human,bot:greedy');
    await fast(page);
    let kind = await nextDecision(page);
    // Play what can be played in the dynasty phase (so there are attackers), pass otherwise.
    for (let i = 0; i < 80 && kind !== 'conflictType'; i++) {
      const section = page.locator('rs-decision section[data-decision]');
      const id = await section.getAttribute('data-decision');
      // (A number to send; extra fate with none to spare is a single button.)
      if ((kind === 'extraFate' || kind === 'honorBid') && (await section.locator('button.send').count()))
        await section.locator('button.send').click();
      else if (kind === 'action' && (await section.locator('button.option', { hasText: /^Play .* fate\)$/ }).count())) {
        await section
          .locator('button.option', { hasText: /^Play .* fate\)$/ })
          .first()
          .click();
      } else if (await section.locator('button.confirm-choice').count()) {
        // A choice of several (p2 may attack first: defenders) is confirmed as it stands, none chosen.
        await section.locator('button.confirm-choice').click();
      } else await section.locator('button.option').last().click();
      await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached' });
      kind = await nextDecision(page);
    }
    assert.equal(kind, 'conflictType');
    await page
      .locator('rs-decision button.option', { hasText: /Declare a (military|political) conflict/ })
      .first()
      .click();
    assert.equal(await nextDecision(page), 'conflictRing');
    // The rings the conflict can take are buttons on the ring panel.
    await page.locator('rs-l5r-panel button.ring').first().click();
    assert.equal(await nextDecision(page), 'conflictProvince');
    await page.locator('rs-decision button.option').first().click();
    assert.equal(await nextDecision(page), 'attackers');
    const confirm = page.locator('rs-decision button.confirm-choice');
    assert.equal(await confirm.isDisabled(), true, 'at least one attacker is needed');
    const targets = page.locator('rs-seat-panel[owner="p1"] rs-card[pick="target"]');
    const available = await targets.count();
    assert.ok(available >= 1);
    await targets.first().locator('.card').click();
    await page.locator('rs-seat-panel[owner="p1"] rs-card[pick="selected"]').first().waitFor();
    assert.equal(await confirm.isDisabled(), false);
    assert.match(await confirm.innerText(), /Confirm 1 chosen/);
    await confirm.click();
    // The conflict panel shows the attack and the skill totals.
    await page.locator('rs-l5r-panel [data-field="skill-totals"]').waitFor();
    assert.match(await page.locator('rs-l5r-panel [data-field="conflict"]').innerText(), /p1\s+attacks\s+p2/);
    assert.deepEqual(errors, []);
  });

  it('undoes the last human decision: back to the state it was taken in', async () => {
    const { page, errors } = await open('#/play/l5r-stronghold?seed=5&seats=2&ctl=human,bot:greedy');
    await fast(page);
    assert.equal(await nextDecision(page), 'action');
    const before = await shownHash(page);
    const at = await answered(page);
    const id = await page.locator('rs-decision section[data-decision]').getAttribute('data-decision');
    await answerQuietly(page);
    assert.ok((await answered(page)) > at);
    await page.locator('rs-play-controls button.undo').click();
    await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor();
    assert.equal(await shownHash(page), before);
    assert.equal(await answered(page), at);
    assert.deepEqual(errors, []);
  });

  it('saves the game log and loads it back to the same state hash', async () => {
    const { page, errors } = await open('#/play/l5r-stronghold?seed=7&seats=2&ctl=human,bot:greedy');
    await fast(page);
    let kind = await nextDecision(page);
    for (let i = 0; i < 4 && kind; i++) kind = await answerQuietly(page);
    const hash = await shownHash(page);
    const total = await answered(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('rs-play-controls button.save').click()]);
    const file = await download.path();
    const log = JSON.parse(await readFile(file, 'utf8'));
    assert.equal(log.format.id, 'l5r-stronghold');
    assert.equal(log.answers.length, total);

    // A fresh page, on another format's game: loading the log brings back the L5R game.
    const other = await open('#/play/fixture-secret-bid?seed=1');
    await other.page.locator('rs-play-controls input.load').setInputFiles(file);
    await other.page.locator('rs-play h2', { hasText: 'L5R LCG — stronghold format' }).waitFor();
    assert.equal(await shownHash(other.page), hash);
    assert.equal(await answered(other.page), total);
    // The URL names the settings, not the seed: the saved log keeps that.
    await other.page.waitForURL(/#\/play\/l5r-stronghold\?seats=2&ctl=human,bot:greedy$/);
    assert.deepEqual(errors, []);
    assert.deepEqual(other.errors, []);
  });

  it('replays the game with the slider and continues from an earlier answer', async () => {
    const { page, errors } = await open('#/play/fixture-secret-bid?seed=3&seats=3&ctl=bot:random,bot:random,bot:random');
    for (let i = 0; i < 12; i++) await page.locator('rs-play-controls button.step').click();
    assert.equal(await answered(page), 12);
    const slider = page.locator('rs-replay-bar input[type="range"]');
    await slider.fill('4');
    await page.locator('rs-replay-bar [data-field="replay-at"]', { hasText: 'answer 4 of 12 · replaying' }).waitFor();
    assert.equal(await page.locator('rs-table [data-field="round"]').innerText(), '2');
    await page.locator('rs-replay-bar button.continue').click();
    await page.locator('rs-replay-bar [data-field="replay-at"]', { hasText: 'answer 4 of 4 · live' }).waitFor();
    assert.deepEqual(errors, []);
  });
});
