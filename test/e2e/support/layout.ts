// What a player must see whatever the screen: their own hand, whole, in the window. Checked
// by test/e2e/laptop.test.ts and by `npm run screenshots` at every size it pictures.
import type { Page } from 'playwright-core';

/** Laptop screens the table must fit (the sizes a newcomer found it broken at). */
export const LAPTOPS = [
  { width: 1400, height: 900 },
  { width: 1366, height: 768 },
];

/** A desktop screen, where the viewer's own seat may take more room. */
export const DESKTOP = { width: 1920, height: 1080 };

/**
 * Why the viewer's own hand is not in view, or null when it is: the hand zone of the seat at
 * the bottom (its own seat panel) must show whole, at least a card high, inside the window and
 * inside the seat, which scrolls within itself on a short screen.
 */
export async function handNotInView(page: Page, size: { width: number; height: number }): Promise<string | null> {
  const hand = page.locator('rs-seat-panel.mine rs-zone[zone-key$=".hand"]');
  if ((await hand.count()) === 0) return "no hand zone in the viewer's own seat";
  const box = await hand.first().boundingBox();
  if (!box) return 'the hand is not displayed';
  if (box.height < 60) return `the hand is ${Math.round(box.height)} px high, less than a card`;
  if (box.y < 0 || box.y + box.height > size.height + 1)
    return `the hand runs from ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px, outside the ${size.height} px window`;
  const seat = (await page.locator('rs-seat-panel.mine').first().boundingBox())!;
  if (box.y < seat.y - 1 || box.y + box.height > seat.y + seat.height + 1)
    return `the hand runs from ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px, scrolled out of the seat's ${Math.round(seat.y)}–${Math.round(seat.y + seat.height)} px`;
  return null;
}

/**
 * Why a part of the table spills out of its box, or null: the status bar's items (a pile of
 * removed cards wrapped onto a second line) must lie inside the bar, not over the seat below —
 * a part of a scrolling table that shrinks under its content overlaps the next.
 */
export async function tableSpills(page: Page): Promise<string | null> {
  return page.locator('rs-table').evaluate((table) => {
    const root = table.shadowRoot!;
    const status = root.querySelector('.status')!.getBoundingClientRect();
    for (const item of root.querySelectorAll('.status > *')) {
      const box = item.getBoundingClientRect();
      if (box.bottom > status.bottom + 0.5)
        return `${item.textContent!.replace(/\s+/g, ' ').trim() || item.getAttribute('zone-key') || item.tagName.toLowerCase()} runs to ${Math.round(box.bottom)} px, below the status bar's ${Math.round(status.bottom)}`;
    }
    return null;
  });
}

/**
 * Why what the viewer is asked about is not on screen, or null: a card it can pick outside its
 * own seat (one at least, whole, above that seat), else the family's subject panel (the Siege
 * clock: its top 240 px, which hold the clock card, the threat level, the traits and the
 * territories' names and strengths), else the shared area (the rings and the conflict, the
 * challenge: its top 120 px) — all of it if less. The table scrolls there when the decision
 * comes; the viewer's own seat stays at the bottom, over the rest. `panelId`: the family panel
 * the test knows the decision is about, so a table that forgot its subject fails.
 */
export async function subjectNotInView(page: Page, panelId?: string): Promise<string | null> {
  return page.locator('rs-table').evaluate((table, panelId) => {
    const root = table.shadowRoot!;
    const own = root.querySelector('.mine')!;
    const port = table.getBoundingClientRect();
    const floor = Math.min(own.getBoundingClientRect().top, port.bottom, window.innerHeight);
    // A loop, not a nested function: tsx names functions with a helper the page doesn't have.
    const targets: Element[] = [];
    const scopes: (Element | ShadowRoot)[] = [root];
    for (let scope = scopes.pop(); scope; scope = scopes.pop()) {
      for (const el of scope.querySelectorAll('*')) {
        if (el === own || own.contains(el)) continue;
        if (el.tagName === 'RS-CARD' && el.getAttribute('pick') === 'target') targets.push(el);
        if (el.shadowRoot) scopes.push(el.shadowRoot);
      }
    }
    if (targets.length > 0) {
      let seen = false;
      for (const t of targets) {
        const box = t.getBoundingClientRect();
        if (box.height > 0 && box.top >= port.top - 1 && box.bottom <= floor + 1) seen = true;
      }
      return seen ? null : `none of the ${targets.length} cards the decision can pick outside the viewer's seat is whole on screen`;
    }
    const panel = root.querySelector(panelId ? `.family-panel[data-panel="${panelId}"]` : '.family-panel[data-subject]');
    if (panelId && !panel) return `no ${panelId} panel`;
    const shared = panel ?? root.querySelector('.shared');
    if (!shared) return null;
    const box = shared.getBoundingClientRect();
    const seen = Math.min(box.bottom, floor) - Math.max(box.top, port.top);
    const want = Math.min(box.height, panel ? 240 : 120);
    const what = panel ? `the ${panel.getAttribute('data-panel')} panel` : 'the shared area';
    return seen >= want - 1
      ? null
      : `${what} shows ${Math.max(0, Math.round(seen))} px of ${Math.round(box.height)} above the viewer's own seat (wanted ${Math.round(want)})`;
  }, panelId);
}
