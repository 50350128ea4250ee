// End to end, in Chromium: two people share one device. Switching seats passes the device
// behind a screen that shows no hand; each seat's hand is in the page only while that seat
// is on screen (not in the DOM, nor in any object a script in the page can reach); a secret
// bid stays secret from the next player until both have bid.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { deepText, useApp } from './support/app.ts';
import { dealtNames, dealtState, REACHABLE_TEXT } from './support/truth.ts';
import { viewFor } from '../../core/view.ts';
import { format } from '../core/support.ts';

const { open } = useApp();

/** Wait for the pass screen or a decision; on the pass screen, press "I am pN". Returns the seat on screen. */
async function takeDevice(page: Page): Promise<string> {
  const screen = page.locator('rs-pass-screen');
  const decision = page.locator('rs-decision section[data-decision]');
  await screen.or(decision).first().waitFor();
  if (await screen.count()) await screen.locator('button.reveal').click();
  await decision.waitFor();
  return (await page.locator('rs-table [data-field="viewer"]').innerText()).trim();
}

/** Pass the device to `seat` with the seat switcher; returns it once it is on screen. */
async function switchTo(page: Page, seat: string): Promise<string> {
  await page.locator(`rs-play-controls button.viewer[data-viewer="${seat}"]`).click();
  await page.locator('rs-pass-screen button.reveal').click();
  await page.locator('rs-table [data-field="viewer"]', { hasText: seat }).waitFor();
  return seat;
}

function absent(text: string, names: readonly string[], why: string): void {
  for (const name of names) assert.ok(!text.includes(name), `${why}: "${name}" is in the page`);
}

describe('hot-seat', () => {
  it("switching seats passes the device, and one seat's hand is never in the other's page", async () => {
    const hash = '#/play/l5r-stronghold?seed=11&seats=2&ctl=human,human';
    const { page, errors } = await open(hash);
    try {
      const first = await takeDevice(page);
      const other = first === 'p1' ? 'p2' : 'p1';
      const mine = dealtNames(hash, `${first}.hand`);
      const theirs = dealtNames(hash, `${other}.hand`);
      assert.ok(mine.length > 0 && theirs.length > 0);
      let text = await deepText(page);
      for (const name of mine) assert.ok(text.includes(name), `${first} sees its own ${name}`);
      absent(text, theirs, `${first}'s screen`);

      // The seat switcher: another seat means passing the device first.
      await page.locator(`rs-play-controls button.viewer[data-viewer="${other}"]`).click();
      await page.locator('rs-pass-screen').waitFor();
      text = await deepText(page);
      assert.match(text, new RegExp(`Pass the device to ${other}`));
      absent(text, mine, 'the pass screen');
      absent(text, theirs, 'the pass screen');

      await page.locator('rs-pass-screen button.reveal').click();
      await page.locator('rs-table [data-field="viewer"]', { hasText: other }).waitFor();
      text = await deepText(page);
      for (const name of theirs) assert.ok(text.includes(name), `${other} sees its own ${name}`);
      absent(text, mine, `${other}'s screen`);

      // The spectator sees neither hand, and needs no pass screen.
      await page.locator('rs-play-controls button.viewer[data-viewer="spectator"]').click();
      await page.locator('rs-table [data-field="viewer"]', { hasText: 'spectator' }).waitFor();
      text = await deepText(page);
      absent(text, [...mine, ...theirs], 'the spectator view');
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });

  for (const hash of [
    '#/play/l5r-stronghold?seed=11&seats=2&ctl=human,human',
    '#/play/l5r-shadowlands-coop?seed=5&seats=2&ctl=automaton:shadowlands,human,human',
  ]) {
    it(`no card hidden from the seat on screen is anywhere in the page: ${hash}`, async () => {
      const { page, errors } = await open(hash);
      try {
        const state = dealtState(hash);
        const f = format(state.format.id);
        const humans = state.seats.filter((s) => s.controller === 'human').map((s) => s.id);
        let checked = 0;
        const onScreen: string[] = [];
        for (let turn = 0; turn < humans.length; turn++) {
          const seat = turn === 0 ? await takeDevice(page) : await switchTo(page, humans.find((h) => !onScreen.includes(h))!);
          onScreen.push(seat);
          const view = viewFor(state, f, seat);
          const seen = new Set(Object.values(view.cards).flatMap((c) => ('name' in c ? [c.name] : [])));
          const others = humans.filter((h) => h !== seat).flatMap((h) => state.zones[`${h}.hand`]!.map((id) => state.cards[id]!));
          assert.ok(others.length > 0);
          const page_ = (await page.evaluate(REACHABLE_TEXT)) as string;
          // The walk reaches what the seat may see: its own hand's ids, held by the page's objects only.
          const own = state.zones[`${seat}.hand`]!;
          assert.ok(own.length > 0 && own.every((id) => page_.includes(id)), `the walk reaches ${seat}'s own hand`);
          for (const card of Object.values(state.cards).filter((c) => !(c.id in view.cards))) {
            assert.ok(!page_.includes(card.id), `${seat} on screen: ${card.id} (${card.name} in ${card.zone}) is reachable in the page`);
          }
          for (const card of others.filter((c) => !seen.has(c.name))) {
            assert.ok(!page_.includes(card.name), `${seat} on screen: ${card.name}, in ${card.zone}, is reachable in the page`);
          }
          assert.ok(!page_.includes(String(state.seed)) || hash.includes(`seed=${state.seed}`), 'the seed');
          checked++;
        }
        assert.equal(checked, humans.length);
        assert.deepEqual(errors, []);
      } finally {
        await page.context().close();
      }
    });
  }

  it('keeps a secret bid hidden from the next player until both have bid', async () => {
    const { page, errors } = await open(`#/play/l5r-stronghold?seed=11&seats=2&ctl=human,human`);
    try {
      // Pass through the dynasty phase, the device going back and forth.
      let seat = await takeDevice(page);
      for (let i = 0; i < 40; i++) {
        const kind = await page.locator('rs-decision section[data-decision]').getAttribute('data-kind');
        if (kind === 'honorBid') break;
        const id = await page.locator('rs-decision section[data-decision]').getAttribute('data-decision');
        await page.locator('rs-decision button.option.quiet').first().click();
        await page.locator(`rs-decision section[data-decision="${id}"]`).waitFor({ state: 'detached' });
        seat = await takeDevice(page);
      }
      assert.equal(await page.locator('rs-decision section[data-decision]').getAttribute('data-kind'), 'honorBid');
      const first = seat;
      await page.locator('rs-decision input[type="number"]').fill('5');
      await page.locator('rs-decision button.send').click();
      // The other seat is asked next: the device goes over, and the bid of 5 is nowhere.
      await page.locator('rs-pass-screen').waitFor();
      const next = await takeDevice(page);
      assert.notEqual(next, first);
      await page.locator('rs-event-log input.details').check();
      const text = await deepText(page);
      assert.match(text, new RegExp(`${first} answered secretly`));
      assert.ok(!text.includes(`${first} chose 5`), 'the first bid is not shown');
      assert.ok(!/honorBid revealed/.test(text));
      await page.locator('rs-decision input[type="number"]').fill('2');
      await page.locator('rs-decision button.send').click();
      // Once both have bid, both bids are revealed to everyone.
      await takeDevice(page);
      await page.locator('rs-event-log li', { hasText: 'honorBid revealed' }).first().waitFor();
      // (In player order: the first player's bid first, whoever bid first.)
      assert.match(await deepText(page), new RegExp(`honorBid revealed: (${first} 5, ${next} 2|${next} 2, ${first} 5)`));
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });
});
