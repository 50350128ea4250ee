/// <reference types="mocha" />
// The play page: bots step or play on, a human seat answers through the decision panel or
// by picking cards on the table, each viewer sees only what that viewer may see, hot-seat
// passes the device, and undo, the replay slider and loading a log rebuild the same game.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import type { CardInstance, GameState } from '../../core/types.ts';
import { logToJson } from '../../web/game-log.ts';
import { gameOf } from '../../web/play-session.ts';
import '../../web/play.ts';
import type { RsPlay } from '../../web/play.ts';
import { deepQuery, deepQueryAll, deepText, settle, until } from './helpers.ts';

const sources = [...formatSources, ...cardSources];

async function playPage(formatId: string, seed: number, seats?: number, controllers?: string[]): Promise<RsPlay> {
  const el = await fixture<RsPlay>(
    html`<rs-play .sources=${sources} .formatId=${formatId} .seed=${seed} .seats=${seats} .controllers=${controllers}></rs-play>`,
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
  return gameOf(el.session!).state;
}

async function viewAs(el: RsPlay, viewer: string): Promise<void> {
  deepQuery<HTMLButtonElement>(el, `rs-play-controls button.viewer[data-viewer="${viewer}"]`).click();
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
    // A spectator sees p1 at the bottom and the others across the top.
    const panels = deepQueryAll(el, 'rs-seat-panel');
    expect(panels.map((p) => p.getAttribute('owner')).sort()).to.deep.equal(['p1', 'p2', 'p3']);
    expect(panels.at(-1)!.getAttribute('owner')).to.equal('p1');
    expect(deepText(panels[0]!)).to.match(/honor\s*8/);
  });

  it('puts the viewing seat at the bottom of the table', async () => {
    const el = await playPage('fixture-secret-bid', 3);
    await viewAs(el, 'p2');
    const panels = deepQueryAll(el, 'rs-seat-panel');
    expect(panels.map((p) => p.getAttribute('owner'))).to.deep.equal(['p3', 'p1', 'p2']);
    expect(panels.at(-1)!.hasAttribute('you')).to.equal(true);
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
    expect(deepText(deepQuery(el, 'rs-decision'))).to.contain('Game over');
    expect(deepText(deepQuery(el, 'rs-event-log'))).to.contain('Game over:');
    // Nothing more to do: Step, Play and Fast are disabled, Restart is not.
    expect(stepButton(el).disabled).to.equal(true);
    expect(deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.play').disabled).to.equal(true);
    expect(deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.restart').disabled).to.equal(false);
  });

  it('plays the same game again from the same seed', async () => {
    const first = await playPage('fixture-secret-bid', 11);
    while (first.session!.step());
    const hash = gameOf(first.session!).hash();
    const winner = state(first).winner;
    const second = await playPage('fixture-secret-bid', 11);
    while (second.session!.step());
    expect(gameOf(second.session!).hash()).to.equal(hash);
    expect(state(second).winner).to.deep.equal(winner);
    // Restart replays it once more.
    second.session!.restart();
    while (second.session!.step());
    expect(gameOf(second.session!).hash()).to.equal(hash);
  });

  it('grows the event log as steps happen, newest at the bottom', async () => {
    const el = await playPage('fixture-secret-bid', 5);
    deepQuery<HTMLInputElement>(el, 'rs-event-log input.details').click();
    await settle();
    const before = logLines(el);
    expect(before.length).to.be.greaterThan(0);
    expect(before[0]!.textContent).to.contain('Game of fixture-secret-bid begins: seats p1, p2, p3');
    expect(before[0]!.textContent, 'no event carries the seed').to.not.contain('seed');
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

  it('plays on with Play and stops with Pause', async () => {
    const el = await playPage('fixture-secret-bid', 8);
    el.session!.setInterval(5);
    const play = deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.play');
    const pause = deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.pause');
    expect(pause.getAttribute('aria-pressed'), 'a game of bots starts paused').to.equal('true');
    play.click();
    await settle();
    expect(play.getAttribute('aria-pressed')).to.equal('true');
    await until(() => state(el).answered > 0, 'the bots to play');
    pause.click();
    await settle();
    expect(pause.getAttribute('aria-pressed')).to.equal('true');
    const answered = state(el).answered;
    expect(answered).to.be.greaterThan(0);
    // Paused: a while later, still no answer (a pause that let one through would show here).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state(el).answered).to.equal(answered);
  });

  it('runs bots to the end at Fast', async () => {
    const el = await playPage('fixture-secret-bid', 8);
    deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.fast').click();
    await until(() => state(el).ended, 'the game to end');
    expect(state(el).ended).to.equal(true);
  });

  it('shows the spectator backs and counts for hands, never the cards in them', async () => {
    const el = await playPage('fixture-shadows', 3);
    const handCards = () =>
      Object.entries(state(el).zones)
        .filter(([key]) => key.endsWith('.hand'))
        .flatMap(([, ids]) => ids.map((id) => state(el).cards[id]!));
    const shownFaceUp = () =>
      new Set(
        Object.values(state(el).cards)
          .filter((c) => c.faceUp && !/\.(hand|deck)$/.test(c.zone))
          .map((c) => c.name),
      );
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
      expect(deepQuery(zone, '.count').textContent, key).to.equal(String(ids.length));
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
    await viewAs(el, 'p1');
    const hand = deepQueryAll(el, 'rs-zone').find((z) => z.getAttribute('zone-key') === 'p1.hand')!;
    const names = state(el).zones['p1.hand']!.map((id) => state(el).cards[id]!.name);
    expect(names.length).to.be.greaterThan(0);
    for (const name of names) expect(deepText(hand)).to.contain(name);
    const other = deepQueryAll(el, 'rs-zone').find((z) => z.getAttribute('zone-key') === 'p2.hand')!;
    for (const card of deepQueryAll(other, '.card')) expect(card.classList.contains('back')).to.equal(true);
    expect(deepText(deepQuery(el, 'rs-table [data-field="viewer"]'))).to.equal('p1');
  });

  it('announces the seats and controllers it plays for the URL, and keeps the seed it picked secret until the game ends', async () => {
    let detail: { formatId: string; seed?: number; seats: number; controllers?: string[] } | undefined;
    const listener = (e: Event) => (detail = (e as CustomEvent).detail);
    document.addEventListener('rs-play-settings', listener);
    try {
      const el = await fixture<RsPlay>(
        html`<rs-play .sources=${sources} .formatId=${'fixture-shadows'} .controllers=${['bot:random', 'bot:random']}></rs-play>`,
      );
      await settle();
      expect(detail?.formatId).to.equal('fixture-shadows');
      expect(detail?.seats).to.equal(2);
      expect(detail && 'seed' in detail, 'no seed in the URL').to.equal(false);
      expect(detail?.controllers).to.deep.equal(['bot:random', 'bot:random']);
      const seed = gameOf(el.session!).log().seed;
      expect(/^[0-9a-f]{32}$/.test(String(seed)), `128 random bits from the browser's cryptographic generator, got ${seed}`).to.equal(true);
      expect(deepQuery(el, '[data-field="seed"]').textContent).to.equal('hidden until the game ends');
      expect(deepText(el)).to.not.contain(String(seed));
      while (el.session!.step());
      await settle();
      expect(deepQuery(el, '[data-field="seed"]').textContent, 'shown once the game is over').to.equal(String(seed));
    } finally {
      document.removeEventListener('rs-play-settings', listener);
    }
  });

  it('reveals the seed of a game in progress only when asked, after a warning', async () => {
    const el = await fixture<RsPlay>(
      html`<rs-play .sources=${sources} .formatId=${'fixture-secret-bid'} .controllers=${['human', 'human', 'human']}></rs-play>`,
    );
    await settle();
    const seed = String(gameOf(el.session!).log().seed);
    const confirm = window.confirm;
    const warnings: string[] = [];
    try {
      window.confirm = (text?: string) => (warnings.push(String(text)), false);
      deepQuery<HTMLButtonElement>(el, 'button.reveal-seed').click();
      await settle();
      expect(warnings[0]).to.match(/deal every hidden card/);
      expect(deepText(el), 'declined: still hidden').to.not.contain(seed);
      window.confirm = () => true;
      deepQuery<HTMLButtonElement>(el, 'button.reveal-seed').click();
      await settle();
      expect(deepQuery(el, '[data-field="seed"]').textContent).to.equal(seed);
    } finally {
      window.confirm = confirm;
    }
  });

  it('starts a new game when the seed changes', async () => {
    const el = await playPage('fixture-secret-bid', 1);
    await clickStep(el, 3);
    el.seed = 42;
    await settle();
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

describe('<rs-play> with a human seat', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('rs-play')) el.session?.pause();
  });

  it('views as the human seat and answers a secret bid with the number field', async () => {
    const el = await playPage('fixture-secret-bid', 4, 3, ['human', 'bot:random', 'bot:random']);
    expect(el.viewer).to.equal('p1');
    const section = deepQuery<HTMLElement>(el, 'rs-decision section[data-decision]');
    expect(section.dataset.kind).to.equal('bid');
    expect(deepText(section)).to.contain('secret');
    const input = deepQuery<HTMLInputElement>(el, 'rs-decision input[type="number"]');
    expect([input.min, input.max]).to.deep.equal(['1', '5']);
    input.value = '4';
    input.dispatchEvent(new Event('input'));
    await settle();
    deepQuery<HTMLButtonElement>(el, 'rs-decision button.send').click();
    await settle();
    const answer = el.session!.log().answers.find((a) => a.seat === 'p1');
    expect(answer?.choice).to.equal('4');
  });

  it('plays a card by clicking it on the table, and the keyboard works too', async () => {
    const el = await playPage('fixture-shadows', 2, 2, ['human', 'bot:random']);
    el.session!.pause();
    // Bring bots to the first decision of p1 in the marshalling window.
    for (let i = 0; i < 50 && !deepQueryAll(el, 'rs-table rs-card[pick="target"]').length; i++) {
      if (!el.session!.step()) {
        const pass = deepQueryAll<HTMLButtonElement>(el, 'rs-decision button.option.quiet')[0];
        pass?.click();
      }
      await settle();
    }
    const targets = deepQueryAll<HTMLElement>(el, 'rs-table rs-card[pick="target"]');
    expect(targets.length).to.be.greaterThan(0);
    const card = deepQuery<HTMLElement>(targets[0]!, '.card');
    expect(card.getAttribute('role')).to.equal('button');
    expect(card.tabIndex).to.equal(0);
    const before = el.session!.log().answers.length;
    const id = card.dataset.card!;
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await settle();
    // A card several options name (marshal it, or put it into Shadows) brings those options to the top.
    const focused = deepQueryAll<HTMLButtonElement>(el, 'rs-decision button.focused');
    if (el.session!.log().answers.length === before) {
      expect(focused.length).to.be.greaterThan(1);
      for (const button of focused) expect(button.dataset.option).to.contain(id);
      focused[0]!.click();
      await settle();
    }
    const answer = el.session!.log().answers[before];
    expect(answer?.seat).to.equal('p1');
    expect(String(answer?.choice)).to.contain(id);
  });

  it('undoes the last human answer and asks that seat again', async () => {
    const el = await playPage('fixture-secret-bid', 4, 3, ['human', 'bot:random', 'bot:random']);
    const hash = el.session!.hash();
    const decision = deepQuery<HTMLElement>(el, 'rs-decision section[data-decision]').dataset.decision;
    deepQuery<HTMLButtonElement>(el, 'rs-decision button.send').click();
    await settle();
    expect(el.session!.log().answers.some((a) => a.seat === 'p1')).to.equal(true);
    const undo = deepQuery<HTMLButtonElement>(el, 'rs-play-controls button.undo');
    expect(undo.disabled).to.equal(false);
    undo.click();
    await settle();
    expect(el.session!.log().answers.some((a) => a.seat === 'p1')).to.equal(false);
    expect(deepQuery<HTMLElement>(el, 'rs-decision section[data-decision]').dataset.decision).to.equal(decision);
    expect(el.session!.hash()).to.equal(hash);
  });

  it('passes the device between two human seats behind a screen that shows no hand', async () => {
    const el = await playPage('fixture-shadows', 6, 2, ['human', 'human']);
    const seat = el.viewer;
    const other = seat === 'p1' ? 'p2' : 'p1';
    const mine = state(el).zones[`${seat}.hand`]!.map((id) => state(el).cards[id]!.name);
    await viewAs(el, other);
    expect(el.passTo).to.equal(other);
    expect(deepQueryAll(el, 'rs-table')).to.have.length(0);
    const text = deepText(el);
    expect(text).to.contain(`Pass the device to ${other}`);
    for (const name of mine) expect(text).to.not.contain(name);
    deepQuery<HTMLButtonElement>(el, 'rs-pass-screen button.reveal').click();
    await settle();
    expect(el.viewer).to.equal(other);
    expect(deepQuery(el, 'rs-table [data-field="viewer"]').textContent).to.equal(other);
  });

  it('loads a saved log to the same state hash, replayed', async () => {
    const el = await playPage('fixture-secret-bid', 9, 3);
    await clickStep(el, 7);
    const log = el.session!.log();
    const hash = el.session!.hash();
    const other = await playPage('fixture-shadows', 1);
    const file = new File([logToJson(log)], 'saved.json', { type: 'application/json' });
    const input = deepQuery<HTMLInputElement>(other, 'rs-play-controls input.load');
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change'));
    await until(() => other.formatId === 'fixture-secret-bid', 'the loaded log to open its format');
    await settle();
    expect(other.formatId).to.equal('fixture-secret-bid');
    expect(other.session!.hash()).to.equal(hash);
    expect(other.session!.log().answers).to.deep.equal(log.answers);
    await until(() => deepQuery(other, 'rs-replay-bar [data-field="hash"]').textContent === `#${hash}`, 'the replay bar to show the hash');
  });

  it('loading a log of a game with an automated opponent announces its players, not its seats, for the URL', async () => {
    const coop = await playPage('l5r-shadowlands-coop', 4, 2, ['automaton:shadowlands', 'bot:random', 'bot:random']);
    await clickStep(coop, 3);
    const log = coop.session!.log();
    expect(log.seats.length, 'the deck and two players').to.equal(3);
    let detail: { seats: number; formatId: string } | undefined;
    const listener = (e: Event) => (detail = (e as CustomEvent).detail);
    document.addEventListener('rs-play-settings', listener);
    try {
      const other = await playPage('fixture-shadows', 1);
      deepQuery(other, 'rs-play-controls').dispatchEvent(
        new CustomEvent('rs-load', { detail: { text: logToJson(log), name: 'coop.json' }, bubbles: true, composed: true }),
      );
      await until(() => detail?.formatId === 'l5r-shadowlands-coop', 'the loaded log to be announced');
      expect(detail!.seats, 'two players: a URL of 3 would start a game of four seats').to.equal(2);
      expect(other.session!.hash()).to.equal(coop.session!.hash());
    } finally {
      document.removeEventListener('rs-play-settings', listener);
    }
  });

  it('says what is wrong with a file that is no game log', async () => {
    const el = await playPage('fixture-secret-bid', 9, 3);
    el.dispatchEvent(new CustomEvent('noop'));
    const controls = deepQuery(el, 'rs-play-controls');
    controls.dispatchEvent(
      new CustomEvent('rs-load', { detail: { text: '{"format": 3}', name: 'bad.json' }, bubbles: true, composed: true }),
    );
    await settle();
    expect(deepText(el)).to.match(/bad\.json: not a game log: format: expected \{id, version\}/);
    expect(el.session).to.not.equal(undefined);
  });
});
