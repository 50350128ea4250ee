/// <reference types="mocha" />
// The log folds repeated lines, hides the decision/window details unless asked, filters
// by kind and by seat, and follows the newest line.
import { expect, fixture, html } from '@open-wc/testing';
import '../../web/event-log.ts';
import { filterLines, groupLines, type LogLine, type RsEventLog } from '../../web/event-log.ts';
import { settle } from './helpers.ts';

const line = (seq: number, type: string, kind: LogLine['kind'], text: string, seats: string[] = []): LogLine => ({
  seq,
  type,
  kind,
  text,
  seats,
});

/** The log scrolls in the next animation frame, when the whole page has updated. */
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const shownTexts = (el: RsEventLog) =>
  [...el.shadowRoot!.querySelectorAll('li[data-seq]')].map((li) => li.querySelector('.text')!.textContent);

describe('<rs-event-log>', () => {
  it('shows sixteen identical lines once, with a count and the range of event numbers', () => {
    const lines = Array.from({ length: 16 }, (_, i) => line(i + 1, 'cardCreated', 'card', 'card created in p1.deck (facedown)'));
    const groups = groupLines([line(0, 'gameStarted', 'game', 'Game begins'), ...lines]);
    expect(groups).to.have.length(2);
    expect(groups[1]).to.include({ count: 16 });
    expect(groups[1]!.first.seq).to.equal(1);
    expect(groups[1]!.last.seq).to.equal(16);
  });

  const lines = [
    line(0, 'roundStarted', 'round', 'Round 1 begins'),
    line(1, 'windowOpened', 'window', 'Window marshal opens for p1, p2'),
    line(2, 'decisionRequested', 'decision', 'p1 to decide: Take an action or pass', ['p1']),
    line(3, 'decisionAnswered', 'decision', 'p1 chose marshal:c3', ['p1']),
    line(4, 'actionTaken', 'decision', 'p1: Marshal Soldier (1 gold)', ['p1']),
    line(5, 'passed', 'window', 'p2 passed (first)', ['p2']),
    line(6, 'countersChanged', 'counter', 'p2 gold 3 → 2', ['p2']),
  ];

  it('hides decision and window details until asked, keeping actions and passes', async () => {
    const el = await fixture<RsEventLog>(html`<rs-event-log .lines=${lines}></rs-event-log>`);
    expect(shownTexts(el)).to.deep.equal(['Round 1 begins', 'p1: Marshal Soldier (1 gold)', 'p2 passed (first)', 'p2 gold 3 → 2']);
    el.shadowRoot!.querySelector<HTMLInputElement>('input.details')!.click();
    await settle();
    expect(shownTexts(el)).to.have.length(7);
  });

  it('filters by kind and by seat', async () => {
    const el = await fixture<RsEventLog>(html`<rs-event-log .lines=${lines} .seats=${['p1', 'p2']}></rs-event-log>`);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.chip[data-filter="counter"]')!.click();
    await settle();
    expect(shownTexts(el)).to.not.include('p2 gold 3 → 2');
    const seat = el.shadowRoot!.querySelector<HTMLSelectElement>('select.seat')!;
    seat.value = 'p2';
    seat.dispatchEvent(new Event('change'));
    await settle();
    // Round lines stay, for context.
    expect(shownTexts(el)).to.deep.equal(['Round 1 begins', 'p2 passed (first)']);
    expect(el.shadowRoot!.querySelector('.count')!.textContent).to.equal('2 of 7 events');
  });

  it('filterLines keeps round and phase lines under a seat filter', () => {
    const shown = filterLines(lines, { details: true, off: new Set(), seat: 'p1' });
    expect(shown.map((l) => l.seq)).to.deep.equal([0, 2, 3, 4]);
  });

  it('keeps the newest line in view as lines arrive', async () => {
    const el = await fixture<RsEventLog>(html`<rs-event-log style="height: 200px" .lines=${[]}></rs-event-log>`);
    el.lines = Array.from({ length: 100 }, (_, i) => line(i, 'roundStarted', 'round', `Round ${i} begins`));
    await settle();
    await frame();
    const list = el.shadowRoot!.querySelector('ol')!;
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    expect(list.scrollHeight - list.scrollTop - list.clientHeight).to.be.lessThan(2);
    el.lines = [...el.lines, line(100, 'roundStarted', 'round', 'Round 100 begins')];
    await settle();
    await frame();
    expect(list.scrollHeight - list.scrollTop - list.clientHeight).to.be.lessThan(2);
  });

  it('shows the newest lines of a long log, and earlier ones on request', async () => {
    const many = Array.from({ length: 700 }, (_, i) => line(i, 'roundStarted', 'round', `Round ${i} begins`));
    const el = await fixture<RsEventLog>(html`<rs-event-log .lines=${many}></rs-event-log>`);
    expect(el.shadowRoot!.querySelectorAll('li[data-seq]')).to.have.length(200);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.earlier')!.click();
    await settle();
    expect(el.shadowRoot!.querySelectorAll('li[data-seq]')).to.have.length(400);
  });
});
