// End to end, in Chromium: a human plays the Shadowlands seat of Under Fu Leng's Shadow's
// challenge mode (l5r-shadowlands-challenge) against two bot:greedy players — its hand and
// five provinces on its seat line, its warlord's challenge side (an action), and when it
// declares a conflict the Shadowlands panel names the opponents it must attack first and only
// their provinces are offered; after attacking one, the other (in that round or the next). No page errors. (A whole game:
// `npm run play:challenge-game`.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerQuietly, fast, nextDecision, useApp } from './support/app.ts';

const { open } = useApp();

describe("Under Fu Leng's Shadow, challenge mode, in the browser", () => {
  it('a human Shadowlands player sees its hand and the limits on its attacks, and spreads them', async () => {
    const { page, errors } = await open('#/play/l5r-shadowlands-challenge?seed=2&seats=2&ctl=human,bot:greedy,bot:greedy');
    await fast(page);
    await page.locator('rs-seat-panel[owner="p1"] rs-zone[zone-key="p1.hand"]').first().waitFor();
    for (const slot of [1, 2, 3, 4, 5])
      await page.locator(`rs-seat-panel[owner="p1"] rs-zone[zone-key="p1.province${slot}"]`).first().waitFor();
    const section = page.locator('rs-decision section[data-decision]');
    const due = page.locator('rs-shadowlands-panel [data-field="due"]');
    // The opponents it attacked, in order (the rule's count runs on across rounds).
    const attacked: string[] = [];
    for (let kind = await nextDecision(page); kind !== null && attacked.length < 2; ) {
      const labels = (await section.locator('button.option').allInnerTexts()).map((t) => t.trim());
      // It plays the characters its provinces offer, and declares whenever it can.
      const act =
        kind === 'conflictType'
          ? 'Declare'
          : kind === 'action' && labels.some((l) => /^Play .* fate\)$/.test(l))
            ? /^\s*Play .* fate\)\s*$/
            : null;
      if (act) {
        const id = await section.getAttribute('data-decision');
        await section.locator('button.option', { hasText: act }).first().click();
        await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached' });
        kind = await nextDecision(page);
        continue;
      }
      if (kind === 'conflictProvince') {
        // The panel says whom it must attack; the options are their provinces only.
        const mustAttack = (await due.innerText()).split(',').map((s) => s.trim());
        const owners = labels.map((l) => /of (p\d)/.exec(l)?.[1]);
        assert.ok(
          owners.every((o) => o !== undefined && mustAttack.includes(o)),
          `options ${labels.join(' | ')} against "attack first ${mustAttack.join(', ')}"`,
        );
        if (attacked.length === 1) assert.ok(!mustAttack.includes(attacked[0]!), `${attacked[0]} was attacked already`);
        attacked.push(owners[0]!);
      }
      kind = await answerQuietly(page);
    }
    assert.equal(attacked.length, 2, 'the Shadowlands player declared two conflicts');
    assert.notEqual(attacked[0], attacked[1], 'against two different opponents');
    // Its warlord, out of play, on its challenge side: an action.
    assert.match(await page.locator('rs-shadowlands-panel [data-field="ability"]').innerText(), /^Action: During a military conflict/);
    assert.deepEqual(errors, []);
  });
});
