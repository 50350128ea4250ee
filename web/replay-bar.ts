// <rs-replay-bar>: a slider over the decision log. Moving it shows the game after that
// many answers (rs-seek {at}); "Live" returns to the running game (rs-live); "Continue from
// here" drops the later answers and plays on from the point shown (rs-continue).
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base, buttonStyles } from './theme.ts';

@customElement('rs-replay-bar')
export class RsReplayBar extends LitElement {
  /** Answers applied in the state shown. */
  @property({ type: Number }) accessor at = 0;
  /** Answers in the live game. */
  @property({ type: Number }) accessor total = 0;
  @property() accessor hash = '';

  static override styles = [
    base,
    buttonStyles,
    css`
      :host {
        display: flex;
        align-items: center;
        gap: 0.5rem 0.8rem;
        flex-wrap: wrap;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.35rem 0.65rem;
        font-size: 0.82rem;
      }
      label {
        color: var(--rs-muted);
        white-space: nowrap;
      }
      input[type='range'] {
        flex: 1;
        min-width: 10rem;
        accent-color: var(--rs-accent);
      }
      .at {
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        min-width: 9.5rem;
      }
      button {
        font-size: 0.8rem;
        padding: 0.2rem 0.5rem;
        white-space: nowrap;
      }
      button:disabled {
        opacity: 0.45;
      }
      .live {
        color: var(--rs-ok);
        font-weight: 650;
      }
      .past {
        color: var(--rs-warn);
        font-weight: 650;
      }
      code {
        display: inline-block;
        min-width: 10.5em;
        font-family: var(--rs-mono);
        font-size: 0.75rem;
        color: var(--rs-muted);
      }
    `,
  ];

  override render() {
    const live = this.at === this.total;
    return html`
      <label for="slider">Replay</label>
      <button class="back" aria-label="one answer back" ?disabled=${this.at === 0} @click=${() => this.seek(this.at - 1)}>◀</button>
      <input
        id="slider"
        type="range"
        min="0"
        max=${this.total}
        step="1"
        .value=${String(this.at)}
        aria-valuetext="answer ${this.at} of ${this.total}"
        @input=${(e: Event) => this.seek(Number((e.target as HTMLInputElement).value))}
      />
      <button class="forward" aria-label="one answer forward" ?disabled=${live} @click=${() => this.seek(this.at + 1)}>▶</button>
      <span class="at" data-field="replay-at">answer ${this.at} of ${this.total} · ${live ? html`<span class="live">live</span>` : html`<span class="past">replaying</span>`}</span>
      <button class="go-live" ?disabled=${live} @click=${() => this.ask('rs-live')}>Live</button>
      <button class="continue" ?disabled=${live} @click=${() => this.ask('rs-continue')} title="Drop the later answers and play on from here">Continue from here</button>
      <code title="state hash: the same log replayed anywhere reaches the same hash" data-field="hash">${this.hash ? `#${this.hash}` : '#…'}</code>
    `;
  }

  private seek(at: number): void {
    this.ask('rs-seek', { at: Math.max(0, Math.min(this.total, at)) });
  }

  private ask(type: string, detail: unknown = {}): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-replay-bar': RsReplayBar;
  }
}
