// End to end, in Chromium: break a format in the editor and see the error at its line;
// fix it, and play the edited format a moment later.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { useApp } from './support/app.ts';

const { open } = useApp();

const FILE = 'test/fixtures/formats/fixture-secret-bid.yaml';

describe('the format editor', () => {
  it('shows a schema error at its line as you type, and plays the fixed format', async () => {
    const { page, errors } = await open(`#/`);
    try {
      await page.locator('li[data-format="fixture-secret-bid"] a.edit').click();
      await page.locator('rs-format-editor [data-field="check-status"]', { hasText: 'valid' }).waitFor();
      const lines = (await readFile(new URL(`../../${FILE}`, import.meta.url), 'utf8')).split('\n');
      const lineNo = lines.findIndex((l) => l.startsWith('roundLimit:')) + 1;
      assert.ok(lineNo > 0);

      // Click at the end of the roundLimit line and make it a word: the schema wants an integer.
      const line = page.locator('rs-code-editor .cm-line', { hasText: 'roundLimit:' });
      await line.click();
      await page.keyboard.press('End');
      await page.keyboard.type('x');
      await page.locator('rs-format-editor [data-field="check-status"]', { hasText: '1 problem' }).waitFor();
      const problem = page.locator('rs-format-editor ul.problems li').first();
      assert.equal(await problem.getAttribute('data-line'), String(lineNo));
      assert.match(await problem.innerText(), new RegExp(`${FILE.replace(/\./g, '\\.')}:${lineNo}:\\d+`));
      // Marked in the editor at that line: underlined, with a marker in the gutter beside it.
      await page.locator('rs-code-editor .cm-lintRange-error').first().waitFor();
      assert.match(await page.locator('rs-code-editor .cm-lintRange-error').first().innerText(), /x/);
      const gutterTop = (await page.locator('rs-code-editor .cm-lint-marker-error').first().boundingBox())!.y;
      const lineBox = (await line.boundingBox())!;
      assert.ok(Math.abs(gutterTop - lineBox.y) < lineBox.height, 'the gutter marker is beside the broken line');
      assert.equal(await page.locator('rs-format-editor button.play').isDisabled(), true);

      // The resolved preview shows the format with extends merged once it resolves again.
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('4');
      await page.locator('rs-format-editor [data-field="check-status"]', { hasText: 'valid' }).waitFor();
      await page.locator('rs-format-editor button.tab-preview').click();
      assert.match(await page.locator('rs-format-editor [data-field="preview"]').innerText(), /roundLimit: 34/);

      // Play this: the new-game form for the edited format, then a game that uses it.
      await page.locator('rs-format-editor button.play').click();
      await page.locator('rs-new-game .badge', { hasText: 'edited' }).waitFor();
      await page.locator('rs-new-game button.start').click();
      await page.locator('rs-play rs-table').waitFor();
      const limit = await page.evaluate(`document.querySelector('rs-app').shadowRoot.querySelector('rs-play').session.format.roundLimit`);
      assert.equal(limit, 34);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });

  it('downloads the edited YAML', async () => {
    const { page, errors } = await open(`#/edit/fixture-secret-bid`);
    try {
      await page.locator('rs-code-editor .cm-line', { hasText: 'name:' }).first().click();
      await page.keyboard.press('End');
      await page.keyboard.type(' (mine)');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('rs-format-editor button.download').click()]);
      assert.equal(download.suggestedFilename(), 'fixture-secret-bid.yaml');
      assert.match(await readFile(await download.path(), 'utf8'), /simultaneous secret bid" \(mine\)/);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });
});
