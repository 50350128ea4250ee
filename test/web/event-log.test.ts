/// <reference types="mocha" />
// The log folds repeated lines, can hide the decision/window details, and follows the newest line.
import { expect, fixture, html } from '@open-wc/testing';
import '../../web/event-log.ts';
import { groupLines, type LogLine, type RsEventLog } from '../../web/event-log.ts';
import { settle } from './helpers.ts';

const line = (seq: number, type: string, kind: LogLine['kind'], text: string): LogLine => ({ seq, type, kind, text });

describe('<rs-event-log>', () => {
  it('shows sixteen identical lines once, with a count and the range of event numbers', () => {
    const lines = Array.from({ length: 16 }, (_, i) => line(i + 1, 'cardCreated', 'card', 'card created in p1.deck (facedown)'));
    const groups = groupLines([line(0, 'gameStarted', 'game', 'Game begins'), ...lines]);
    expect(groups).to.have.length(2);
    expect(groups[1]).to.include({ count: 16 });
    expect(groups[1]!.first.seq).to.equal(1);
    expect(groups[1]!.last.seq).to.equal(16);
  });

  it('hides decision and window lines when details are off, keeping actions and passes', async () => {
    const lines = [
      line(0, 'windowOpened', 'window', 'Window marshal opens for p1, p2'),
      line(1, 'decisionRequested', 'decision', 'p1 to decide: Take an action or pass'),
      line(2, 'decisionAnswered', 'decision', 'p1 chose marshal:c3'),
      line(3, 'actionTaken', 'decision', 'p1: Marshal Soldier (1 gold)'),
      line(4, 'passed', 'window', 'p2 passed (first)'),
    ];
    const el = await fixture<RsEventLog>(html`<rs-event-log .lines=${lines}></rs-event-log>`);
    expect(el.shadowRoot!.querySelectorAll('li[data-seq]')).to.have.length(5);
    const toggle = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    toggle.click();
    await settle();
    const shown = [...el.shadowRoot!.querySelectorAll('li[data-seq]')].map((li) => li.querySelector('.text')!.textContent);
    expect(shown).to.deep.equal(['p1: Marshal Soldier (1 gold)', 'p2 passed (first)']);
  });

  it('keeps the newest line in view as lines arrive', async () => {
    const el = await fixture<RsEventLog>(html`<rs-event-log style="height: 200px" .lines=${[]}></rs-event-log>`);
    el.lines = Array.from({ length: 100 }, (_, i) => line(i, 'roundStarted', 'round', `Round ${i} begins`));
    await settle();
    const list = el.shadowRoot!.querySelector('ol')!;
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    expect(list.scrollHeight - list.scrollTop - list.clientHeight).to.be.lessThan(2);
  });
});
