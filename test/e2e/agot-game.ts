// `npm run play:agot-game [-- seed]`: a person plays A Game of Thrones with Shadows
// (agot-shadows, two players) as p1 against bot:greedy (p2) in Chromium, by clicking: the
// new-game form, then every decision of p1 answered through the page until someone wins. On
// purpose, in a marshalling phase, the person plays a card into Shadows (the first time it may,
// and now and then after), and brings a card out whenever a phase's beginning offers one — by
// its button or by the card in the Shadows area — and now and then picks a plot from the panel's
// plot deck. Checks that the AGoT panel is on the table, that a card played into Shadows shows
// in the panel's count, and that the offer to bring one out names each card's cost. Prints the
// winner, the decisions answered by kind, what went into Shadows and came out, the panel at the
// end, and any page errors (then exits non-zero). Not part of `npm test` (a game takes a while).
import type { Locator, Page } from 'playwright-core';
import { Person } from './support/person.ts';
import { openNewGameForm, playThrough, seedAndPlayers, startFromForm } from './support/play-through.ts';

const FORMAT = 'agot-shadows';
const { seed } = seedAndPlayers({ seed: 1, players: 2 });

/** A person who plays into Shadows in a marshalling phase and brings cards out when offered. */
class ShadowsPlayer extends Person {
  /** Cards p1 played into Shadows in a marshalling phase, by id. */
  readonly into: string[] = [];
  /** Cards p1 brought out of Shadows: id, and the option's words. */
  readonly out: { card: string; label: string }[] = [];
  /** Times a marshalling window offered a card into Shadows; times a phase's beginning offered a card out. */
  offeredInto = 0;
  offeredOut = 0;
  /** Plots chosen on the panel's plot deck. */
  panelPlots = 0;
  problems: string[] = [];

  constructor(
    private readonly at: Page,
    seed: number,
  ) {
    super(at, seed);
  }

  override async answer(kind: string): Promise<void> {
    const section = this.at.locator('rs-decision section[data-decision]');
    if (kind === 'action' && /marshalling/i.test(await this.at.locator('rs-table [data-field="phase"]').innerText())) {
      const into = section.locator('button.option[data-option^="shadows:"]');
      if (await into.count()) {
        this.offeredInto++;
        if (this.into.length === 0 || this.random() < 0.4)
          return this.playIntoShadows(into.nth(Math.floor(this.random() * (await into.count()))));
      }
    }
    if (kind === 'comeOut') {
      const out = section.locator('button.option.card-option');
      if (await out.count()) {
        this.offeredOut++;
        return this.bringOut(out.first());
      }
    }
    if (kind === 'plot' && this.random() < 0.5) {
      const plots = this.at.locator('rs-table rs-agot-panel button.plot-card');
      if (await plots.count()) {
        await plots.nth(Math.floor(this.random() * (await plots.count()))).click();
        this.panelPlots++;
        return;
      }
    }
    return super.answer(kind);
  }

  /** The option "Into Shadows: X (2 gold)": clicked, then the panel counts one more card in p1's Shadows area. */
  private async playIntoShadows(option: Locator): Promise<void> {
    const card = (await option.getAttribute('data-option'))!.slice('shadows:'.length);
    const before = await this.shadowsCount();
    await option.click();
    // The page answers at once; the panel shows the new count on its next render.
    for (let t = Date.now(); (await this.shadowsCount()) === before && Date.now() - t < 10_000; ) await this.at.waitForTimeout(50);
    const after = await this.shadowsCount();
    if (after !== before + 1) this.problems.push(`into Shadows: the panel counts ${before} then ${after}`);
    this.into.push(card);
  }

  /** A "Bring out X (N gold)" option: by its button, or by the card in p1's Shadows area. */
  private async bringOut(option: Locator): Promise<void> {
    const label = (await option.innerText()).trim();
    const card = (await option.getAttribute('data-card'))!;
    if (!/^Bring out .+ \(\d+ gold\)$/.test(label)) this.problems.push(`a card to bring out without its cost: "${label}"`);
    const onTable = this.at.locator(`rs-table rs-zone[zone-key="p1.shadows"] rs-card[pick="target"] .card[data-card="${card}"]`);
    if (this.random() < 0.5 && (await onTable.count())) {
      await onTable.click();
      this.cardClicks++;
    } else await option.click();
    this.out.push({ card, label });
  }

  private async shadowsCount(): Promise<number> {
    return Number(await this.at.locator('rs-table rs-agot-panel [data-field="shadows-p1"]').innerText());
  }
}

const { page, finish } = await openNewGameForm(FORMAT);
let failure = '';
try {
  await startFromForm(page, { players: 2, seed, seats: { p1: 'human', p2: 'bot:greedy' } });
  await page.locator('rs-table rs-agot-panel [data-field="shadows-p1"]').waitFor();
} catch (e) {
  failure = `setup: ${(e as Error).message}`;
}

/** What the AGoT panel says now, its sections joined. */
const panelText = async (p: Page) =>
  (
    await p
      .locator('rs-table rs-agot-panel section')
      .allInnerTexts()
      .catch(() => [] as string[])
  )
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .join(' | ');

const person = new ShadowsPlayer(page, seed);
const t0 = Date.now();
const played = failure ? null : await playThrough(page, person, (kind) => /^comeOut$|^setupCard$|^plot$|^challenge$/.test(kind));
failure ||= played?.failure ?? '';
const { winner = 'no winner', answers = 0, kinds = {}, asked = {}, slowest } = played ?? {};
const panel = await panelText(page);
const roundTrip = person.out.filter((o) => person.into.includes(o.card));
console.log({
  seed,
  winner,
  answers,
  cardClicks: person.cardClicks,
  keys: person.keys,
  panelPlots: person.panelPlots,
  kinds,
  ms: Date.now() - t0,
  slowest,
});
console.log('asked:', asked);
console.log(
  `Shadows: offered a card in ${person.offeredInto} marshalling window(s), played ${person.into.length} in; offered one out at ${person.offeredOut} phase beginning(s), brought ${person.out.length} out`,
);
for (const o of person.out)
  console.log(`  out: ${o.label}${person.into.includes(o.card) ? ' (played in during a marshalling phase)' : ''}`);
console.log(
  `a card went into Shadows in a marshalling phase and came out later: ${roundTrip.length ? `yes (${roundTrip.length})` : person.into.length ? 'went in, never came out' : 'no'}`,
);
console.log('panel at the end:', panel || '(missing)');
if (!panel) failure ||= 'the AGoT panel is not on the table';
if (person.problems.length) failure ||= person.problems.join('; ');
await finish(failure, winner);
