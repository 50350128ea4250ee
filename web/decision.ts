// <rs-decision>: the pending decision of the viewing seat, and who else is deciding.
// Buttons for options; a number field for bids and fate; toggles and a confirm button for
// a choice of several (attackers, defenders) within its min..max; cards on the table pick
// options too (the page maps a click there to `selected`). Properties in, events out:
// rs-answer {decision, choice}, rs-select {decision, selected}, rs-focus-card {card},
// rs-switch-viewer {viewer}. Every control is a native button or input: Tab, Enter, Space.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Choice, Decision, DecisionOption } from '../core/types.ts';
import { choiceOf, isMulti, isQuiet, numberRange, selectionProblem, toggle } from './decision-model.ts';
import { base } from './theme.ts';

export interface Waiting {
  seat: string;
  prompt: string;
  secret: boolean;
  controller: string;
  /** Played at this device by another person: the panel offers to pass the device to them. */
  passable: boolean;
}

export interface AnswerDetail {
  decision: string;
  choice: Choice;
}

@customElement('rs-decision')
export class RsDecision extends LitElement {
  /** The viewer's decision to answer now, if any. */
  @property({ attribute: false }) accessor decision: Decision | undefined = undefined;
  /** Other seats' pending decisions (no options: the viewer may not see them). */
  @property({ attribute: false }) accessor waiting: readonly Waiting[] = [];
  @property({ attribute: false }) accessor selected: readonly string[] = [];
  /** A card clicked on the table that several options name: show those first. */
  @property() accessor focusCard = '';
  @property() accessor error = '';
  @property() accessor viewer = 'spectator';
  @property({ type: Boolean }) accessor live = true;
  @property({ type: Boolean }) accessor ended = false;
  /** How the game ended ("p2 wins: broke …"), once it has. */
  @property() accessor result = '';
  /** Bots wait for Step (speed paused). */
  @property({ type: Boolean }) accessor paused = false;
  @state() private accessor amount = 0;
  /** What the player is writing, for a decision answered in words. */
  @state() private accessor words = '';
  private amountFor = '';

  static override styles = [
    base,
    css`
      :host {
        display: block;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.6rem 0.75rem;
        min-height: 8.5rem;
        overflow-y: auto;
        font-size: 0.88rem;
      }
      :host([mine]) {
        border-color: #d9a300;
        box-shadow: 0 0 0 2px rgb(240 180 0 / 0.22);
      }
      h2 {
        margin: 0 0 0.2rem;
        font-size: 0.95rem;
        display: flex;
        gap: 0.45rem;
        align-items: baseline;
      }
      .secret {
        font-size: 0.7rem;
        font-weight: 650;
        border-radius: 999px;
        padding: 0.05rem 0.5rem;
        background: #ece3f7;
        color: #5b2a72;
      }
      .prompt {
        margin: 0 0 0.5rem;
      }
      .options {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
      }
      button {
        font: inherit;
        font-size: 0.85rem;
        text-align: left;
        border: 1px solid var(--rs-border);
        background: var(--rs-surface-2);
        color: var(--rs-text);
        border-radius: 6px;
        padding: 0.35rem 0.6rem;
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        border-color: var(--rs-accent);
        background: var(--rs-accent-soft);
      }
      button.card-option::before {
        content: '▣ ';
        color: #c99700;
      }
      button.focused {
        border-color: #d9a300;
        background: #fff6d6;
      }
      button.quiet {
        color: var(--rs-muted);
        background: transparent;
      }
      button[aria-pressed='true'] {
        background: var(--rs-accent-soft);
        border-color: var(--rs-accent);
        font-weight: 600;
      }
      button[aria-pressed='true']::after {
        content: ' ✓';
        color: var(--rs-accent);
      }
      button.primary {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        font-weight: 650;
        text-align: center;
      }
      button.primary:hover:not(:disabled) {
        background: #284f97;
      }
      button:disabled {
        opacity: 0.5;
        cursor: default;
      }
      .confirm {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        margin-top: 0.5rem;
        flex-wrap: wrap;
      }
      .count {
        color: var(--rs-muted);
        font-size: 0.8rem;
      }
      .number {
        display: flex;
        gap: 0.35rem;
        align-items: center;
      }
      .number input {
        width: 4.5rem;
        font: inherit;
        font-size: 1.05rem;
        font-weight: 700;
        text-align: center;
        padding: 0.25rem;
        border: 1px solid var(--rs-border);
        border-radius: 6px;
      }
      .words {
        display: flex;
        gap: 0.35rem;
      }
      .words input {
        flex: 1;
        min-width: 0;
        font: inherit;
        padding: 0.25rem 0.4rem;
        border: 1px solid var(--rs-border);
        border-radius: 6px;
      }
      .number .step {
        width: 2rem;
        text-align: center;
        font-weight: 700;
      }
      .range {
        color: var(--rs-muted);
        font-size: 0.78rem;
      }
      .hint {
        color: var(--rs-muted);
        font-size: 0.78rem;
        margin: 0.45rem 0 0;
      }
      .error {
        margin: 0.4rem 0 0;
        color: var(--rs-bad);
        font-size: 0.82rem;
      }
      .waiting {
        list-style: none;
        margin: 0.25rem 0 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        color: var(--rs-muted);
      }
      .waiting b {
        color: var(--rs-text);
      }
      .waiting button {
        padding: 0.1rem 0.45rem;
        font-size: 0.78rem;
        margin-left: 0.3rem;
      }
      .idle {
        color: var(--rs-muted);
        margin: 0;
      }
      .result {
        margin: 0 0 0.3rem;
        font-weight: 650;
        color: var(--rs-ok);
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('decision') && this.decision && this.decision.id !== this.amountFor) {
      this.amountFor = this.decision.id;
      const range = numberRange(this.decision);
      if (range) this.amount = range.min;
      this.words = '';
    }
    this.toggleAttribute('mine', !!this.decision && this.live && !this.ended);
  }

  override render() {
    const d = this.decision;
    return html`
      ${d && this.live && !this.ended ? this.renderDecision(d) : this.renderIdle()}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
    `;
  }

  private renderIdle() {
    if (this.ended)
      return html`<h2>Game over</h2><p class="result">${this.result}</p><p class="idle">Replay it with the slider below, or save the log.</p>`;
    if (!this.live)
      return html`<h2>Replaying</h2><p class="idle">You are looking at an earlier point of the game. Go back to the live game to answer, or continue from here.</p>`;
    const me = this.viewer;
    return html`<h2>${me === 'spectator' ? 'Watching' : `Nothing for ${me} to decide`}</h2>
      ${
        this.waiting.length
          ? html`<ul class="waiting">
            ${this.waiting.map(
              (w) => html`<li>
                <b>${w.seat}</b> (${w.controller}) is deciding${w.secret ? ' secretly' : ''}: ${w.prompt}
                ${
                  w.passable && w.seat !== me
                    ? html`<button class="switch" @click=${() => this.ask('rs-switch-viewer', { viewer: w.seat })}>Pass to ${w.seat}</button>`
                    : nothing
                }
              </li>`,
            )}
          </ul>
          ${this.paused && this.waiting.some((w) => w.controller !== 'human') ? html`<p class="hint">Bots are paused: press Step or Play.</p>` : nothing}
          ${
            this.waiting.some((w) => w.secret) && me !== 'spectator'
              ? html`<p class="hint">Secret choices stay hidden until everyone has chosen.</p>`
              : nothing
          }`
          : html`<p class="idle">No one is deciding.</p>`
      }`;
  }

  private renderDecision(d: Decision) {
    const range = numberRange(d);
    return html`<section data-decision=${d.id} data-kind=${d.kind} aria-label="Your decision">
      <h2>${d.seat}: your decision ${d.secret ? html`<span class="secret" title="Only you see this choice until everyone has chosen">secret</span>` : nothing}</h2>
      <p class="prompt">${d.prompt}</p>
      ${d.text ? this.renderWords(d, d.text.maxLength) : range ? this.renderNumber(d, range) : isMulti(d) ? this.renderMulti(d) : this.renderSingle(d)}
    </section>`;
  }

  private renderNumber(d: Decision, range: { min: number; max: number }) {
    const set = (n: number) => (this.amount = Math.max(range.min, Math.min(range.max, n)));
    const send = () => this.answer(d, String(this.amount));
    const verb = d.kind.toLowerCase().includes('bid') ? 'Bid' : 'Choose';
    return html`<div class="number">
        <button class="step" aria-label="less" @click=${() => set(this.amount - 1)} ?disabled=${this.amount <= range.min}>−</button>
        <input
          type="number"
          aria-label=${d.prompt}
          min=${range.min}
          max=${range.max}
          step="1"
          .value=${String(this.amount)}
          @input=${(e: Event) => set(Number((e.target as HTMLInputElement).value))}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && send()}
        />
        <button class="step" aria-label="more" @click=${() => set(this.amount + 1)} ?disabled=${this.amount >= range.max}>+</button>
        <button class="primary send" @click=${send}>${verb} ${this.amount}</button>
      </div>
      <p class="range">from ${range.min} to ${range.max}${d.secret ? ' · hidden from the others until revealed' : ''}</p>`;
  }

  /** A decision answered in the player's own words (a treaty promise): one line, sent as written. */
  private renderWords(d: Decision, maxLength: number) {
    const send = () => this.words.trim() && this.answer(d, this.words.trim());
    return html`<div class="words">
        <input
          type="text"
          aria-label=${d.prompt}
          maxlength=${maxLength}
          .value=${this.words}
          @input=${(e: Event) => (this.words = (e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && send()}
        />
        <button class="primary send" ?disabled=${this.words.trim() === ''} @click=${send}>Send</button>
      </div>
      <p class="range">${this.words.length} of at most ${maxLength} characters · everyone at the table reads it</p>`;
  }

  private renderSingle(d: Decision) {
    const focused = this.focusCard ? d.options.filter((o) => o.card === this.focusCard) : [];
    const rest = d.options.filter((o) => !focused.includes(o));
    const ordered = [...focused, ...rest.filter((o) => !isQuiet(o)), ...rest.filter(isQuiet)];
    return html`<div class="options">
        ${ordered.map(
          (o) => html`<button
            class="option ${o.card ? 'card-option' : ''} ${focused.includes(o) ? 'focused' : ''} ${isQuiet(o) ? 'quiet' : ''}"
            data-option=${o.id}
            data-card=${o.card ?? nothing}
            @click=${() => this.answer(d, o.id)}
          >${o.label}</button>`,
        )}
      </div>
      ${d.options.some((o) => o.card) ? html`<p class="hint">Or click a highlighted card on the table.</p>` : nothing}`;
  }

  private renderMulti(d: Decision) {
    const problem = selectionProblem(d, this.selected);
    const n = this.selected.length;
    const bounds = d.min === d.max ? `exactly ${d.min}` : `${d.min}–${d.max}`;
    return html`<div class="options">
        ${d.options.map(
          (o: DecisionOption) => html`<button
          class="option toggle ${o.card ? 'card-option' : ''}"
          data-option=${o.id}
          aria-pressed=${this.selected.includes(o.id) ? 'true' : 'false'}
          @click=${() => this.ask('rs-select', { decision: d.id, selected: toggle(d, this.selected, o.id) })}
        >${o.label}</button>`,
        )}
      </div>
      <div class="confirm">
        <button class="primary confirm-choice" ?disabled=${problem !== ''} title=${problem || 'send this choice'} @click=${() => this.answer(d, choiceOf(d, this.selected))}>
          ${n === 0 ? 'Confirm: none' : `Confirm ${n} chosen`}
        </button>
        <span class="count">${n} chosen · ${bounds}${problem ? ` · ${problem}` : ''}</span>
        ${n > 0 ? html`<button class="quiet clear" @click=${() => this.ask('rs-select', { decision: d.id, selected: [] })}>Clear</button>` : nothing}
      </div>
      ${d.options.some((o) => o.card) ? html`<p class="hint">Click highlighted cards on the table to choose them.</p>` : nothing}`;
  }

  private answer(d: Decision, choice: Choice): void {
    this.ask('rs-answer', { decision: d.id, choice } satisfies AnswerDetail);
  }

  private ask(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-decision': RsDecision;
  }
}
