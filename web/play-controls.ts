// <rs-play-controls>: the play page's toolbar. Properties in, events out: it changes
// nothing itself, it asks (rs-step, rs-toggle-play, rs-restart, rs-seed, rs-seats,
// rs-viewer, rs-interval) and the page does it.
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Viewer } from '../core/view.ts';
import { base } from './theme.ts';

export const SPEEDS: readonly { label: string; ms: number }[] = [
  { label: 'slow', ms: 800 },
  { label: 'normal', ms: 250 },
  { label: 'fast', ms: 60 },
];

@customElement('rs-play-controls')
export class RsPlayControls extends LitElement {
  @property({ type: Number }) accessor seed = 0;
  @property({ type: Number }) accessor seats = 2;
  @property({ attribute: false }) accessor seatRange: { min: number; max: number } = { min: 1, max: 1 };
  @property({ type: Boolean }) accessor playing = false;
  /** Nothing left to step: the game ended or can't go on. */
  @property({ type: Boolean }) accessor finished = false;
  @property({ attribute: false }) accessor viewers: readonly Viewer[] = ['spectator'];
  @property() accessor viewer: Viewer = 'spectator';
  @property({ type: Number }) accessor interval = 250;

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1.1rem;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.5rem 0.75rem;
        font-size: 0.88rem;
      }
      .group {
        display: flex;
        align-items: center;
        gap: 0.4rem;
      }
      label {
        color: var(--rs-muted);
      }
      button,
      select,
      input {
        font: inherit;
        font-size: 0.88rem;
      }
      button {
        border: 1px solid var(--rs-border);
        background: var(--rs-surface-2);
        color: var(--rs-text);
        border-radius: 6px;
        padding: 0.3rem 0.75rem;
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        border-color: var(--rs-accent);
      }
      button.primary {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        min-width: 5.2rem;
        font-weight: 600;
      }
      button:disabled {
        opacity: 0.5;
        cursor: default;
      }
      input[type='number'] {
        width: 8rem;
        padding: 0.25rem 0.4rem;
        border: 1px solid var(--rs-border);
        border-radius: 6px;
        font-family: var(--rs-mono);
      }
      select {
        padding: 0.25rem 0.3rem;
        border: 1px solid var(--rs-border);
        border-radius: 6px;
        background: var(--rs-surface);
      }
    `,
  ];

  override render() {
    const seatCounts = Array.from({ length: this.seatRange.max - this.seatRange.min + 1 }, (_, i) => this.seatRange.min + i);
    return html`
      <div class="group">
        <button class="step" @click=${() => this.ask('rs-step')} ?disabled=${this.finished || this.playing}>Step</button>
        <button class="primary play" @click=${() => this.ask('rs-toggle-play')} ?disabled=${this.finished && !this.playing}>
          ${this.playing ? 'Pause' : 'Play'}
        </button>
        <button class="restart" @click=${() => this.ask('rs-restart')}>Restart</button>
      </div>
      <div class="group">
        <label for="speed">Speed</label>
        <select id="speed" @change=${(e: Event) => this.ask('rs-interval', { ms: Number((e.target as HTMLSelectElement).value) })}>
          ${SPEEDS.map((s) => html`<option value=${s.ms} ?selected=${s.ms === this.interval}>${s.label}</option>`)}
        </select>
      </div>
      <div class="group">
        <label for="seed">Seed</label>
        <input
          id="seed"
          type="number"
          step="1"
          .value=${String(this.seed)}
          @change=${this.onSeed}
          title="The same seed, seats and format always play the same game"
        />
        <button class="new-seed" @click=${() => this.ask('rs-seed', { seed: Math.floor(Math.random() * 1_000_000) })} title="Play a new random game">
          New seed
        </button>
      </div>
      <div class="group">
        <label for="seats">Seats</label>
        <select id="seats" @change=${(e: Event) => this.ask('rs-seats', { seats: Number((e.target as HTMLSelectElement).value) })}>
          ${seatCounts.map((n) => html`<option value=${n} ?selected=${n === this.seats}>${n}</option>`)}
        </select>
      </div>
      <div class="group">
        <label for="viewer">View as</label>
        <select id="viewer" @change=${(e: Event) => this.ask('rs-viewer', { viewer: (e.target as HTMLSelectElement).value })}>
          ${this.viewers.map((v) => html`<option value=${v} ?selected=${v === this.viewer}>${v}</option>`)}
        </select>
      </div>
    `;
  }

  private onSeed(e: Event): void {
    const input = e.target as HTMLInputElement;
    const seed = Number(input.value);
    if (input.value.trim() === '' || !Number.isInteger(seed)) {
      input.value = String(this.seed);
      return;
    }
    this.ask('rs-seed', { seed });
  }

  private ask(type: string, detail: Record<string, unknown> = {}): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-play-controls': RsPlayControls;
  }
}
