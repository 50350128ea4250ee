/// <reference types="mocha" />
// A pending decision on screen: numbers for bids, buttons for options, toggles and a
// confirm button within min..max for a choice of several, and the cards it can pick.
import { expect, fixture, html } from '@open-wc/testing';
import type { Decision } from '../../core/types.ts';
import '../../web/decision.ts';
import type { RsDecision } from '../../web/decision.ts';
import { choiceOf, isMulti, numberRange, optionsByCard, picksFor, selectionProblem, toggle } from '../../web/decision-model.ts';
import { settle } from './helpers.ts';

const decision = (fields: Partial<Decision>): Decision => ({
  id: 'd1',
  seat: 'p1',
  team: 'p1',
  kind: 'choose',
  prompt: 'Choose',
  options: [],
  min: 1,
  max: 1,
  secret: false,
  ...fields,
});

const bid = decision({
  kind: 'honorBid',
  prompt: 'Set your honor dial',
  secret: true,
  options: ['1', '2', '3', '4', '5'].map((id) => ({ id, label: id })),
});
const attackers = decision({
  kind: 'attackers',
  prompt: 'Choose attackers',
  min: 1,
  max: 3,
  options: [
    { id: 'c1', label: 'Hida (3 military)', card: 'c1' },
    { id: 'c2', label: 'Kaiu (2 military)', card: 'c2' },
    { id: 'c3', label: 'Yasuki (1 military)', card: 'c3' },
  ],
});
const action = decision({
  kind: 'action',
  prompt: 'Take an action or pass',
  options: [
    { id: 'play:c7', label: 'Play Doji (2 fate)', card: 'c7' },
    { id: 'ability:c8:0', label: 'Bow a character', card: 'c8' },
    { id: 'event:c8', label: 'Banzai!', card: 'c8' },
    { id: 'pass', label: 'Pass' },
  ],
});

describe('decision model', () => {
  it('reads whole-number options as a range', () => {
    expect(numberRange(bid)).to.deep.equal({ min: 1, max: 5 });
    expect(
      numberRange(
        decision({
          options: [
            { id: '0', label: '0 extra fate' },
            { id: '1', label: '1' },
            { id: '2', label: '2' },
          ],
        }),
      ),
    ).to.deep.equal({ min: 0, max: 2 });
    expect(
      numberRange(
        decision({
          options: [
            { id: '1', label: '1' },
            { id: '3', label: '3' },
          ],
        }),
      ),
      'a gap',
    ).to.equal(null);
    expect(numberRange(attackers)).to.equal(null);
  });

  it('knows single from multiple choices, and what a selection sends', () => {
    expect(isMulti(bid)).to.equal(false);
    expect(isMulti(attackers)).to.equal(true);
    expect(isMulti(decision({ min: 0, max: 1 }))).to.equal(true);
    expect(selectionProblem(attackers, [])).to.equal('choose at least one');
    expect(selectionProblem(attackers, ['c1', 'c2'])).to.equal('');
    expect(selectionProblem(decision({ min: 0, max: 1 }), ['a', 'b'])).to.equal('choose at most 1');
    expect(choiceOf(attackers, ['c2'])).to.deep.equal(['c2']);
    expect(choiceOf(bid, ['3'])).to.equal('3');
    expect(toggle(attackers, ['c1'], 'c2')).to.deep.equal(['c1', 'c2']);
    expect(toggle(attackers, ['c1', 'c2'], 'c1')).to.deep.equal(['c2']);
  });

  it('marks the cards a decision can pick, and those already chosen', () => {
    expect([...picksFor(attackers, ['c2']).entries()]).to.deep.equal([
      ['c1', 'target'],
      ['c2', 'selected'],
      ['c3', 'target'],
    ]);
    expect(
      optionsByCard(action)
        .get('c8')!
        .map((o) => o.id),
    ).to.deep.equal(['ability:c8:0', 'event:c8']);
    expect(picksFor(undefined, []).size).to.equal(0);
  });
});

async function panel(d: Decision | undefined, props: Partial<RsDecision> = {}): Promise<RsDecision> {
  const el = await fixture<RsDecision>(html`<rs-decision .decision=${d}></rs-decision>`);
  Object.assign(el, props);
  await settle();
  return el;
}

function events(el: HTMLElement, type: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  el.addEventListener(type, (e) => seen.push(e as CustomEvent));
  return seen;
}

describe('<rs-decision>', () => {
  it('asks a bid with a number field, secret, and sends it on Enter', async () => {
    const el = await panel(bid);
    const answers = events(el, 'rs-answer');
    expect(el.shadowRoot!.querySelector('.secret')).to.not.equal(null);
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="number"]')!;
    expect(input.value).to.equal('1');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="more"]')!.click();
    await settle();
    expect(input.value).to.equal('2');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(answers.map((e) => e.detail)).to.deep.equal([{ decision: 'd1', choice: '2' }]);
  });

  it('lists options as buttons, the quiet ones last', async () => {
    const el = await panel(action);
    const labels = [...el.shadowRoot!.querySelectorAll('button.option')].map((b) => b.textContent!.trim());
    expect(labels.at(-1)).to.equal('Pass');
    const answers = events(el, 'rs-answer');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.option[data-option="play:c7"]')!.click();
    expect(answers[0]!.detail).to.deep.equal({ decision: 'd1', choice: 'play:c7' });
  });

  it("puts a clicked card's options first", async () => {
    const el = await panel(action, { focusCard: 'c8' });
    const first = [...el.shadowRoot!.querySelectorAll('button.option')].slice(0, 2).map((b) => b.getAttribute('data-option'));
    expect(first).to.deep.equal(['ability:c8:0', 'event:c8']);
    expect(el.shadowRoot!.querySelectorAll('button.focused')).to.have.length(2);
  });

  it('confirms a choice of several only within min..max', async () => {
    const el = await panel(attackers);
    const selects = events(el, 'rs-select');
    const confirm = el.shadowRoot!.querySelector<HTMLButtonElement>('button.confirm-choice')!;
    expect(confirm.disabled).to.equal(true);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.option[data-option="c2"]')!.click();
    expect(selects[0]!.detail).to.deep.equal({ decision: 'd1', selected: ['c2'] });
    el.selected = ['c2', 'c3'];
    await settle();
    expect(confirm.disabled).to.equal(false);
    expect(el.shadowRoot!.querySelector('button.option[data-option="c3"]')!.getAttribute('aria-pressed')).to.equal('true');
    const answers = events(el, 'rs-answer');
    confirm.click();
    expect(answers[0]!.detail).to.deep.equal({ decision: 'd1', choice: ['c2', 'c3'] });
  });

  it('says who else is deciding when the viewer has nothing to decide', async () => {
    const el = await panel(undefined, {
      viewer: 'p1',
      waiting: [
        { seat: 'p2', prompt: 'Set your honor dial', secret: true, controller: 'human', passable: true },
        // A person at another device (online): nothing to pass to.
        { seat: 'p3', prompt: 'Set your honor dial', secret: true, controller: 'Bob', passable: false },
      ],
    });
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('p2 (human) is deciding secretly: Set your honor dial');
    expect(text).to.contain('p3 (Bob) is deciding secretly');
    expect(text).to.contain('Secret choices stay hidden until everyone has chosen');
    expect(el.shadowRoot!.querySelectorAll('button.switch').length, 'a pass button for p2 alone').to.equal(1);
    const switches = events(el, 'rs-switch-viewer');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.switch')!.click();
    expect(switches[0]!.detail).to.deep.equal({ viewer: 'p2' });
  });

  it('shows the reason an answer was refused', async () => {
    const el = await panel(action, { error: 'no decision d9 is pending' });
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('no decision d9 is pending');
  });
});
