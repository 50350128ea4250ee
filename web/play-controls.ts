// <rs-play-controls>: the play page's toolbar. Properties in, events out: it changes
// nothing itself, it asks (rs-step, rs-speed, rs-viewer, rs-undo, rs-save, rs-load,
// rs-restart) and the page does it.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Viewer } from '../core/view.ts';
import type { Speed } from './play-session.ts';
import { base } from './theme.ts';

export interface ViewerChoice {
  viewer: Viewer;
  /** human, bot:greedy, ... (none for the spectator) */
  controller?: string;
}

export interface LoadDetail {
  text: string;
  name: string;
}

const SPEEDS: readonly { speed: Speed; label: string; title: string }[] = [
  { speed: 'paused', label: 'Pause', title: 'Bots answer only when you press Step' },
  { speed: 'play', label: 'Play', title: 'Bots answer one decision at a time, at reading speed' },
  { speed: 'fast', label: 'Fast', title: 'Bots answer as fast as the page can draw' },
];

@customElement('rs-play-controls')
export class RsPlayControls extends LitElement {
  @property() accessor speed: Speed = 'paused';
  /** A bot can answer now (the Step button). */
  @property({ type: Boolean }) accessor canStep = false;
  @property({ type: Boolean }) accessor canUndo = false;
  /** Nothing left to play: the game ended or can't go on. */
  @property({ type: Boolean }) accessor finished = false;
  @property({ attribute: false }) accessor viewers: readonly ViewerChoice[] = [{ viewer: 'spectator' }];
  @property() accessor viewer: Viewer = 'spectator';

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.45rem 1rem;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.4rem 0.65rem;
        font-size: 0.85rem;
      }
      .group {
        display: flex;
        align-items: center;
        gap: 0.3rem;
      }
      .label {
        color: var(--rs-muted);
        font-size: 0.78rem;
        margin-right: 0.1rem;
      }
      .seg {
        display: inline-flex;
      }
      .seg button {
        border-radius: 0;
      }
      .seg button:first-child {
        border-radius: 6px 0 0 6px;
      }
      .seg button:last-child {
        border-radius: 0 6px 6px 0;
      }
      .seg button + button {
        margin-left: -1px;
      }
      button,
      .file {
        font: inherit;
        font-size: 0.83rem;
        border: 1px solid var(--rs-border);
        background: var(--rs-surface-2);
        color: var(--rs-text);
        border-radius: 6px;
        padding: 0.28rem 0.65rem;
        cursor: pointer;
        white-space: nowrap;
        position: relative;
      }
      button:hover:not(:disabled),
      .file:hover {
        border-color: var(--rs-accent);
        z-index: 1;
      }
      button[aria-pressed='true'] {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        z-index: 1;
      }
      button:disabled {
        opacity: 0.45;
        cursor: default;
      }
      .ctl {
        font-size: 0.7rem;
        opacity: 0.8;
      }
      .file input {
        position: absolute;
        inset: 0;
        opacity: 0;
        cursor: pointer;
        width: 100%;
      }
      .file:focus-within {
        outline: 2px solid var(--rs-accent);
        outline-offset: 2px;
      }
      .spacer {
        flex: 1;
      }
    `,
  ];

  override render() {
    return html`
      <div class="group" role="group" aria-label="Bots">
        <span class="label">Bots</span>
        <button class="step" @click=${() => this.ask('rs-step')} ?disabled=${!this.canStep || this.speed !== 'paused'} title="Answer one bot decision">Step</button>
        <span class="seg">
          ${SPEEDS.map(
            (s) => html`<button
              class=${s.speed === 'paused' ? 'pause' : s.speed}
              aria-pressed=${this.speed === s.speed ? 'true' : 'false'}
              title=${s.title}
              ?disabled=${this.finished && s.speed !== 'paused'}
              @click=${() => this.ask('rs-speed', { speed: s.speed })}
            >${s.label}</button>`,
          )}
        </span>
      </div>
      <div class="group" role="group" aria-label="View as">
        <span class="label">View as</span>
        <span class="seg">
          ${this.viewers.map(
            (v) => html`<button
              class="viewer"
              data-viewer=${v.viewer}
              aria-pressed=${this.viewer === v.viewer ? 'true' : 'false'}
              title=${v.controller ? `${v.viewer}: ${v.controller}` : "Everything public, no one's hand"}
              @click=${() => this.ask('rs-viewer', { viewer: v.viewer })}
            >${v.viewer}${v.controller ? html` <span class="ctl">${v.controller === 'human' ? 'human' : v.controller.replace(/^(bot|automaton):/, '')}</span>` : nothing}</button>`,
          )}
        </span>
      </div>
      <span class="spacer"></span>
      <div class="group">
        <button class="undo" ?disabled=${!this.canUndo} @click=${() => this.ask('rs-undo')} title="Take back the last human decision">↶ Undo</button>
        <button class="save" @click=${() => this.ask('rs-save')} title="Download the game log (JSON) to replay it later">Save log</button>
        <label class="file" title="Replay a saved game log">Load log<input class="load" type="file" accept=".json,application/json" @change=${this.onFile} /></label>
        <button class="restart" @click=${() => this.ask('rs-restart')} title="The same game again from the start">Restart</button>
      </div>
    `;
  }

  private async onFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    input.value = '';
    this.ask('rs-load', { text, name: file.name } satisfies LoadDetail);
  }

  private ask(type: string, detail: unknown = {}): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-play-controls': RsPlayControls;
  }
}
