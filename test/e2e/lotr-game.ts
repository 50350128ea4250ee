// `npm run play:lotr-game [-- seed]`: a person plays The Lord of the Rings with several Shadow
// players (format lotr, three players) as p1 against two bot:greedy (p2, p3) in Chromium, by
// clicking: the new-game form, then every decision of p1 answered through the page until someone
// wins. On its own turn p1's fellowship is the Free Peoples (it takes a starting fellowship,
// meets the minions with companions other than its Ring-bearer and spares the Ring-bearer archery
// wounds, reading strengths and wounds in the panel); on the others' turns p1 is a Shadow
// player, and in its own Shadow phase it plays a minion whenever one is offered (by its button,
// or by the card in its hand), and now and then takes a cost the panel says it may pay with
// another player's character. Checks that the LotR panel is on the table and shows the twilight
// pool (its only place on the table), that in p1's Shadow phase the panel says so and names
// who is next, that a minion p1 played shows in the panel's minions — marked roaming when its
// option said so — and that its cost came out of the pool. Prints the winner, the decisions
// answered by kind, p1's Shadow phases and minions, the panel at the end, and any page errors
// (then exits non-zero). Not part of `npm test` (a game takes a while).
import type { Locator, Page } from 'playwright-core';
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers, startFromForm } from './support/play-through.ts';

const FORMAT = 'lotr';
const { seed } = seedAndPlayers({ seed: 1, players: 3 });

const panel = (p: Page) => p.locator('rs-table rs-lotr-panel');

/** A person who plays the Free Peoples on its own turn and a minion in each of its Shadow phases it can. */
class LotrPlayer extends Person {
  /** p1's Shadow phases it was asked in (by turn), and what the panel said of them. */
  readonly shadowPhases = new Map<string, string>();
  /** Minions p1 played in its Shadow phases: the option's words, and whether the panel then showed it (roaming as said). */
  readonly minions: { label: string; shown: string }[] = [];
  /** Options the panel said p1 could pay with another player's character; those p1 took. */
  paysWithSeen = 0;
  readonly paysWithTaken: string[] = [];
  /** Times the panel's pool was read and checked. */
  poolChecks = 0;
  problems: string[] = [];

  constructor(
    private readonly at: Page,
    seed: number,
  ) {
    super(at, seed);
  }

  /** The turns p1's fellowship was the Free Peoples (by round), and the site it stood at when last asked. */
  readonly fellowshipTurns = new Map<string, string>();

  override async answer(kind: string): Promise<void> {
    await this.checkPool();
    if ((await panel(this.at).locator('[data-field="free-peoples"]').innerText()).trim() === 'p1') {
      const round = (await this.at.locator('rs-table [data-field="round"]').innerText()).trim();
      this.fellowshipTurns.set(round, (await panel(this.at).locator('[data-field="fp-site"]').innerText()).trim());
    }
    const section = this.at.locator('rs-decision section[data-decision]');
    if (kind === 'action' && (await this.inMyShadowPhase())) {
      await this.noteShadowPhase();
      const minion = await this.minionOption(section);
      if (minion) return this.playMinion(minion);
    }
    if (kind === 'assign') return this.assign(section);
    if (kind === 'startingCompanion') return this.startingCompanion(section);
    if (kind === 'archeryWound' && (await this.spareTheRingBearer(section))) return;
    if (kind === 'action') {
      const pays = panel(this.at).locator('[data-field="pays-with"] li');
      const n = await pays.count();
      if (n) {
        this.paysWithSeen++;
        if (this.paysWithTaken.length === 0 || this.random() < 0.5) {
          const item = pays.nth(Math.floor(this.random() * n));
          const option = (await item.getAttribute('data-option'))!;
          const button = section.locator(`button.option[data-option="${option}"]`);
          const label = (await button.innerText()).trim();
          const said = (await item.innerText()).replace(/\s+/g, ' ').trim();
          if (!/, p\d's\)$/.test(label)) this.problems.push(`an option paid with another's character without its owner: "${label}"`);
          await button.click();
          // "Whispers in the Dark pays with p3's Ridge Warg-rider": the log then says p1 exerted it, for that card.
          const [, what, whose] = /^(.+) pays with (p\d+'s .+?)(?: and .*)?$/.exec(said) ?? [];
          const line = `p1 exerted ${whose} to pay for ${what}`;
          const log = this.at.locator('rs-event-log li', { hasText: line });
          try {
            await log.first().waitFor({ timeout: 10_000 });
          } catch {
            this.problems.push(`took "${said}": the log never said "${line}"`);
          }
          this.paysWithTaken.push(`${said} [${label}] → ${line}`);
          return;
        }
      }
    }
    return super.answer(kind);
  }

  /** A companion's strength, wounds and vitality, and whether it is the Ring-bearer, as the panel shows them. */
  private async character(id: string): Promise<{ strength: number; left: number; ringBearer: boolean }> {
    const row = panel(this.at).locator(`li[data-card="${id}"]`).first();
    const strength = Number(await row.locator(`[data-field="strength-${id}"]`).innerText());
    const [wounds, vitality] = (await row.locator(`[data-field="wounds-${id}"]`).innerText()).split(/[/ ]/).map(Number);
    return { strength, left: vitality! - wounds!, ringBearer: (await row.locator('[data-field="ring-bearer"]').count()) > 0 };
  }

  /**
   * As the Free Peoples, a person shields its Ring-bearer: each minion it can, it meets with
   * another companion — one that outmatches it first, else one it won't overwhelm, else (now and
   * then) one to sacrifice — reading the strengths in the panel; never the Ring-bearer itself.
   */
  private async assign(section: Locator): Promise<void> {
    const options = section.locator('button.option:not([data-option="done"])');
    let best: { at: Locator; score: number } | null = null;
    for (let i = 0; i < (await options.count()); i++) {
      const [companion, minion] = (await options.nth(i).getAttribute('data-option'))!.split('>');
      const c = await this.character(companion!);
      const m = await this.character(minion!);
      if (c.ringBearer) continue;
      const score = c.strength > m.strength ? 20 + c.strength : 2 * c.strength > m.strength ? 10 + c.left : 1 + c.strength;
      if (!best || score > best.score) best = { at: options.nth(i), score };
    }
    const pick = best && (best.score > 1 || this.random() < 0.5) ? best.at : section.locator('button.option[data-option="done"]');
    await pick.click();
  }

  /** A starting fellowship: a person takes companions while it may (now and then it stops early). */
  private async startingCompanion(section: Locator): Promise<void> {
    const options = section.locator('button.option:not([data-option="done"])');
    const n = await options.count();
    if (n && this.random() < 0.9) await options.nth(Math.floor(this.random() * n)).click();
    else await section.locator('button.option[data-option="done"]').click();
  }

  /** An archery wound on the companion with the most vitality left, never the Ring-bearer while another can take it. */
  private async spareTheRingBearer(section: Locator): Promise<boolean> {
    const options = section.locator('button.option');
    let best: { at: Locator; left: number } | null = null;
    for (let i = 0; i < (await options.count()); i++) {
      const id = await options.nth(i).getAttribute('data-card');
      if (!id || !(await panel(this.at).locator(`[data-field="fellowship"] li[data-card="${id}"]`).count())) return false;
      const c = await this.character(id);
      if (!c.ringBearer && (!best || c.left > best.left)) best = { at: options.nth(i), left: c.left };
    }
    if (!best) return false;
    await best.at.click();
    return true;
  }

  private async inMyShadowPhase(): Promise<boolean> {
    const said = await panel(this.at)
      .locator('[data-field="shadow-phase"]')
      .innerText()
      .catch(() => '');
    return said.trim() === "p1's Shadow phase";
  }

  /** The panel in p1's Shadow phase: who is next must be the one after p1 in the order it shows. */
  private async noteShadowPhase(): Promise<void> {
    const round = (await this.at.locator('rs-table [data-field="round"]').innerText()).trim();
    const fp = (await panel(this.at).locator('[data-field="free-peoples"]').innerText()).trim();
    const key = `round ${round} (${fp}'s turn)`;
    if (this.shadowPhases.has(key)) return;
    const order = ((await panel(this.at).locator('[data-field="shadow-order"]').getAttribute('data-order')) ?? '').split(' ');
    const next = (await panel(this.at).locator('[data-field="shadow-next"]').innerText()).trim();
    const after = order[order.indexOf('p1') + 1];
    const want = after ? `next: ${after}` : 'the last';
    if (next !== want) this.problems.push(`${key}: the panel says "${next}", the order ${order.join(' → ')} says "${want}"`);
    if (order.includes(fp)) this.problems.push(`${key}: the Free Peoples player ${fp} is among the Shadow players ${order.join(' ')}`);
    this.shadowPhases.set(key, `order ${order.join(' → ')}, ${next}`);
  }

  /** A "Play X (N twilight[, roaming])" option whose card in p1's hand is a minion. */
  private async minionOption(section: Locator): Promise<Locator | null> {
    const plays = section.locator('button.option[data-option^="play:"]');
    for (let i = 0; i < (await plays.count()); i++) {
      const card = await plays.nth(i).getAttribute('data-card');
      const face = this.at.locator(`rs-table rs-zone[zone-key="p1.hand"] .card[data-card="${card}"]`);
      if ((await face.count()) && /, minion\b/.test((await face.getAttribute('aria-label')) ?? '')) return plays.nth(i);
    }
    return null;
  }

  /** Play the minion by its button or its card in hand; then the panel lists it (roaming as its option said) and the pool fell by its cost. */
  private async playMinion(option: Locator): Promise<void> {
    const label = (await option.innerText()).trim();
    const card = (await option.getAttribute('data-card'))!;
    const cost = Number(/\((\d+) twilight/.exec(label)?.[1] ?? NaN);
    const roaming = /, roaming\)$/.test(label);
    const before = await this.pool();
    const onTable = this.at.locator(`rs-table rs-zone[zone-key="p1.hand"] rs-card[pick="target"] .card[data-card="${card}"]`);
    let clicked = false;
    if (this.random() < 0.5 && (await onTable.count())) {
      try {
        await onTable.click({ timeout: 2000 });
        // A card several options name (a minion and a card played on it) moves them to the top: this one.
        const focused = this.at.locator(`rs-decision section[data-decision] button.focused[data-option^="play:${card}"]`);
        if (await focused.count()) await focused.first().click();
        this.cardClicks++;
        clicked = true;
      } catch {
        // covered by its neighbours in the hand: the button instead
      }
    }
    if (!clicked) await option.click();
    const row = panel(this.at).locator(`[data-field="minions"] li[data-card="${card}"]`);
    try {
      await row.waitFor({ timeout: 10_000 });
    } catch {
      this.problems.push(`${label}: not in the panel's minions`);
      this.minions.push({ label, shown: 'missing' });
      return;
    }
    const owner = await row.getAttribute('data-owner');
    const marked = (await row.getAttribute('data-roaming')) === 'true';
    const after = await this.pool();
    if (owner !== 'p1') this.problems.push(`${label}: the panel says it is ${owner}'s`);
    if (marked !== roaming) this.problems.push(`${label}: the panel marks it ${marked ? 'roaming' : 'not roaming'}`);
    if (after !== before - cost) this.problems.push(`${label}: the pool went from ${before} to ${after}`);
    this.minions.push({ label, shown: `${(await row.innerText()).replace(/\s+/g, ' ').trim()}; pool ${before} → ${after}` });
  }

  private async pool(): Promise<number> {
    return Number(await panel(this.at).locator('[data-field="twilight"]').innerText());
  }

  /** The panel shows the pool, a whole number, and it is the pool's only place: no generic table box repeats it. */
  private async checkPool(): Promise<void> {
    const shown = await this.pool();
    this.poolChecks++;
    if (!Number.isInteger(shown) || shown < 0) this.problems.push(`the panel's pool reads ${shown}`);
    if (await this.at.locator('rs-table rs-seat-panel[owner="table"]').count()) this.problems.push('a generic table box repeats the pool');
  }
}

const { page, finish } = await openNewGameForm(FORMAT);
let failure = '';
try {
  await startFromForm(page, { players: 3, seed, seats: { p1: 'human', p2: 'bot:greedy', p3: 'bot:greedy' } });
  await panel(page).locator('[data-field="twilight"]').waitFor();
} catch (e) {
  failure = `setup: ${(e as Error).message}`;
}

/** What the LotR panel says now, its sections joined. */
const panelText = async (p: Page) =>
  (
    await panel(p)
      .locator('section')
      .allInnerTexts()
      .catch(() => [] as string[])
  )
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .join(' | ');

const person = new LotrPlayer(page, seed);
const t0 = Date.now();
const played = failure
  ? null
  : await playThrough(page, person, (kind) => /^startingCompanion$|^assign$|^assignMinion$|^moveOrStay$|^reconcile$/.test(kind));
failure ||= played?.failure ?? '';
const { winner = 'no winner', answers = 0, kinds = {}, asked = {}, slowest } = played ?? {};
const end = await panelText(page);
console.log({ seed, winner, answers, cardClicks: person.cardClicks, keys: person.keys, kinds, ms: Date.now() - t0, slowest });
console.log('asked:', asked);
console.log(`the panel's pool checked ${person.poolChecks} times`);
console.log(
  `p1's turns as the Free Peoples (${person.fellowshipTurns.size}): ${[...person.fellowshipTurns].map(([r, site]) => `round ${r} at ${site}`).join('; ')}`,
);
console.log(`p1's Shadow phases (${person.shadowPhases.size}):`);
for (const [turn, said] of person.shadowPhases) console.log(`  ${turn}: ${said}`);
console.log(`minions p1 played (${person.minions.length}):`);
for (const m of person.minions) console.log(`  ${m.label} → ${m.shown}`);
console.log(
  `costs the panel said p1 could pay with another's character: seen ${person.paysWithSeen} time(s), taken ${person.paysWithTaken.length}`,
);
for (const t of person.paysWithTaken) console.log(`  ${t}`);
console.log('panel at the end:', end || '(missing)');
if (!end) failure ||= 'the LotR panel is not on the table';
if (person.shadowPhases.size === 0) failure ||= 'p1 never had a Shadow phase';
if (person.minions.length === 0) failure ||= 'p1 played no minion in a Shadow phase';
if (person.problems.length) failure ||= person.problems.join('; ');
await finish(failure, winner);
