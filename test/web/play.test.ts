/// <reference types="mocha" />
// The play page runs a bot game step by step, logs it, and shows each viewer only what
// that viewer may see.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import type { CardInstance, GameState } from '../../core/types.ts';
import '../../web/play.ts';
import type { RsPlay } from '../../web/play.ts';
import { deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';

const sources = [...formatSources, ...cardSources];

async function playPage(formatId: string, seed: number, seats?: number): Promise<RsPlay> {
  const el = await fixture<RsPlay>(
    html`<rs-play .sources=${sources} .formatId=${formatId} .seed=${seed} .seats=${seats}></rs-play>`,
  );
  await settle();
  return el;
}

function stepButton(el: RsPlay): HTMLButtonElement {
  return deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.step');
}

async function clickStep(el: RsPlay, times = 1): Promise<void> {
  for (let i = 0; i < times && !stepButton(el).disabled; i++) {
    stepButton(el).click();
    await settle();
  }
}

function logLines(el: RsPlay): HTMLLIElement[] {
  return deepQueryAll<HTMLLIElement>(el, 'rs-event-log li[data-seq]');
}

function state(el: RsPlay): GameState {
  return el.session!.game.state;
}

async function selectViewer(el: RsPlay, viewer: string): Promise<void> {
  const select = deepQuery<HTMLSelectElement>(el, 'rs-play-controls select#viewer');
  select.value = viewer;
  select.dispatchEvent(new Event('change'));
  await settle();
}

describe('<rs-play>', () => {
  afterEach(() => {
    // Stop any timer a test left running.
    for (const el of document.querySelectorAll('rs-play')) el.session?.pause();
  });

  it('shows the round, phase, first player and each seat with its counters', async () => {
    const el = await playPage('fixture-secret-bid', 3);
    const table = deepQuery(el, 'rs-table');
    expect(deepQuery(table, '[data-field="round"]').textContent).to.equal('1');
    expect(deepQuery(table, '[data-field="phase"]').textContent).to.equal('draw');
    expect(deepQuery(table, '[data-field="first-player"]').textContent).to.equal(state(el).firstPlayer!.id);
    const panels = deepQueryAll(el, 'rs-seat-panel');
    expect(panels.map((p) => p.getAttribute('owner'))).to.deep.equal(['p1', 'p2', 'p3']);
    expect(deepText(panels[0]!)).to.match(/honor\s*8/);
  });

  it('steps a fixture-secret-bid game to its end and shows the winner and reason', async () => {
    const el = await playPage('fixture-secret-bid', 3);
    for (let i = 0; i < 500 && !stepButton(el).disabled; i++) {
      stepButton(el).click();
      await settle();
    }
    const game = state(el);
    expect(game.ended).to.equal(true);
    const banner = deepQuery(el, 'rs-table [data-field="winner"]');
    expect(banner.textContent).to.contain(`Winner: ${game.winner!.seats.join(', ')}`);
    expect(banner.textContent).to.contain(game.winner!.reason);
    expect(deepText(deepQuery(el, 'rs-event-log'))).to.contain('Game over:');
    // Nothing more to do: Step and Play are disabled, Restart is not.
    expect(stepButton(el).disabled).to.equal(true);
    expect(deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.play').disabled).to.equal(true);
    expect(deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.restart').disabled).to.equal(false);
  });

  it('plays the same game again from the same seed', async () => {
    const first = await playPage('fixture-secret-bid', 11);
    while (first.session!.step());
    const hash = first.session!.game.hash();
    const winner = state(first).winner;
    const second = await playPage('fixture-secret-bid', 11);
    while (second.session!.step());
    expect(second.session!.game.hash()).to.equal(hash);
    expect(state(second).winner).to.deep.equal(winner);
    // Restart replays it once more.
    deepQuery<HTMLButtonElement>(second, 'rs-play-controls button.restart').click();
    await settle();
    expect(state(second).answered).to.equal(0);
    while (second.session!.step());
    expect(second.session!.game.hash()).to.equal(hash);
  });

  it('grows the event log as steps happen, newest at the bottom', async () => {
    const el = await playPage('fixture-secret-bid', 5);
    const before = logLines(el);
    expect(before.length).to.be.greaterThan(0);
    expect(before[0]!.textContent).to.contain('Game of fixture-secret-bid begins: seed 5');
    let count = before.length;
    for (let i = 0; i < 4; i++) {
      await clickStep(el);
      const after = logLines(el);
      expect(after.length, `after step ${i + 1}`).to.be.greaterThan(count);
      count = after.length;
    }
    const seqs = logLines(el).map((li) => Number(li.dataset.seq));
    expect(seqs).to.deep.equal([...seqs].sort((a, b) => a - b));
    expect(deepText(deepQuery(el, 'rs-event-log'))).to.match(/p\d honor \d+ → \d+ \(honor bid\)/);
  });

  it('auto-plays with Play and stops with Pause', async () => {
    const el = await playPage('fixture-secret-bid', 8);
    el.session!.setInterval(5);
    const play = deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.play');
    play.click();
    await settle();
    expect(play.textContent?.trim()).to.equal('Pause');
    await new Promise((resolve) => setTimeout(resolve, 100));
    play.click();
    await settle();
    expect(play.textContent?.trim()).to.equal('Play');
    const answered = state(el).answered;
    expect(answered).to.be.greaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state(el).answered).to.equal(answered);
  });

  it('shows the spectator backs and counts for hands, never the cards in them', async () => {
    const el = await playPage('fixture-shadows', 3);
    const handCards = () =>
      Object.entries(state(el).zones)
        .filter(([key]) => key.endsWith('.hand'))
        .flatMap(([, ids]) => ids.map((id) => state(el).cards[id]!));
    const shownFaceUp = () =>
      new Set(Object.values(state(el).cards).filter((c) => c.faceUp && !/\.(hand|deck)$/.test(c.zone)).map((c) => c.name));
    expect(handCards().length, 'cards were drawn').to.be.greaterThan(0);

    // Before any card is played, no card name may appear anywhere on the page.
    expect(shownFaceUp().size).to.equal(0);
    let names = new Set(handCards().map((c: CardInstance) => c.name));
    const page = deepText(el);
    for (const name of names) expect(page, `${name} is in a hand`).to.not.contain(name);

    // Mid-game: each hand zone shows its count and backs; a name only shows where it is public.
    await clickStep(el, 14);
    expect(state(el).answered).to.be.greaterThan(5);
    for (const zone of deepQueryAll(el, 'rs-zone')) {
      const key = zone.getAttribute('zone-key')!;
      if (!key.endsWith('.hand')) continue;
      const ids = state(el).zones[key]!;
      expect(deepText(zone), key).to.contain(`${ids.length} ${ids.length === 1 ? 'card' : 'cards'}`);
      for (const card of ids.map((id) => state(el).cards[id]!)) expect(deepText(zone), key).to.not.contain(card.name);
      expect(deepQueryAll(zone, 'rs-card').length, key).to.equal(Math.min(ids.length, 8));
      for (const card of deepQueryAll(zone, '.card')) expect(card.classList.contains('back'), key).to.equal(true);
    }
    names = new Set(handCards().map((c) => c.name));
    const publicNames = shownFaceUp();
    const text = deepText(el);
    for (const name of names) if (!publicNames.has(name)) expect(text, `${name} is only in hands`).to.not.contain(name);
  });

  it('shows a seat its own hand when viewing as that seat', async () => {
    const el = await playPage('fixture-shadows', 3);
    await selectViewer(el, 'p1');
    const hand = deepQueryAll(el, 'rs-zone').find((z) => z.getAttribute('zone-key') === 'p1.hand')!;
    const names = state(el).zones['p1.hand']!.map((id) => state(el).cards[id]!.name);
    expect(names.length).to.be.greaterThan(0);
    for (const name of names) expect(deepText(hand)).to.contain(name);
    const other = deepQueryAll(el, 'rs-zone').find((z) => z.getAttribute('zone-key') === 'p2.hand')!;
    for (const card of deepQueryAll(other, '.card')) expect(card.classList.contains('back')).to.equal(true);
    expect(deepText(deepQuery(el, 'rs-table [data-field="viewer"]'))).to.equal('p1');
  });

  it('announces the seed and seats it picked, for the URL', async () => {
    let detail: { formatId: string; seed: number; seats: number } | undefined;
    const listener = (e: Event) => (detail = (e as CustomEvent).detail);
    document.addEventListener('rs-play-settings', listener);
    try {
      const el = await fixture<RsPlay>(html`<rs-play .sources=${sources} .formatId=${'fixture-shadows'}></rs-play>`);
      await settle();
      expect(detail?.formatId).to.equal('fixture-shadows');
      expect(detail?.seats).to.equal(2);
      expect(detail?.seed).to.equal(el.seed);
      expect(Number(deepQuery<HTMLInputElement>(el, 'rs-play-controls input#seed').value)).to.equal(el.seed);
    } finally {
      document.removeEventListener('rs-play-settings', listener);
    }
  });

  it('starts a new game when the seed is edited', async () => {
    const el = await playPage('fixture-secret-bid', 1);
    await clickStep(el, 3);
    const input = deepQuery<HTMLInputElement>(el, 'rs-play-controls input#seed');
    input.value = '42';
    input.dispatchEvent(new Event('change'));
    await settle();
    expect(el.seed).to.equal(42);
    expect(state(el).seed).to.equal(42);
    expect(state(el).answered).to.equal(0);
  });

  it('explains a format that does not exist or a seat count it does not allow', async () => {
    const missing = await playPage('no-such-format', 1);
    expect(deepText(missing)).to.contain('unknown format "no-such-format"');
    const crowded = await playPage('fixture-shadows', 1, 9);
    expect(deepText(crowded)).to.contain('2–4 players, not 9');
  });
});
