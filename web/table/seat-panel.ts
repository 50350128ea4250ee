// <rs-seat-panel>: one seat (or team, or the shared table): its name and marks, its
// counters and its zones. Everything comes in as properties from <rs-table>.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ZoneDef } from '../../formats/schema/format-schema.ts';
import { base } from '../theme.ts';
import type { SeenCard } from './card.ts';
import './zone.ts';

export interface PanelCounter {
  name: string;
  label: string;
  value: number;
}

export interface PanelZone {
  key: string;
  def: ZoneDef | undefined;
  cards: SeenCard[];
}

export interface PanelMark {
  text: string;
  tone: 'accent' | 'ok' | 'bad' | 'muted';
}

/** Everything a panel shows, as <rs-table> computes it. */
export interface PanelProps {
  owner: string;
  heading?: string;
  details?: readonly string[];
  marks?: readonly PanelMark[];
  counters: readonly PanelCounter[];
  zones: readonly PanelZone[];
  prompt?: string;
  active?: boolean;
  out?: boolean;
}

@customElement('rs-seat-panel')
export class RsSeatPanel extends LitElement {
  /** Seat, team or "table". */
  @property({ reflect: true }) accessor owner = '';
  @property() accessor heading = '';
  /** Role, team, controller: shown small under the heading. */
  @property({ attribute: false }) accessor details: readonly string[] = [];
  /** Short marks such as "first player", "deciding", "winner", "eliminated". */
  @property({ attribute: false }) accessor marks: readonly PanelMark[] = [];
  @property({ attribute: false }) accessor counters: readonly PanelCounter[] = [];
  @property({ attribute: false }) accessor zones: readonly PanelZone[] = [];
  /** What the seat is being asked, when it must decide. */
  @property() accessor prompt = '';
  @property({ type: Boolean, reflect: true }) accessor active = false;
  @property({ type: Boolean, reflect: true }) accessor out = false;

  static override styles = [
    base,
    css`
      :host {
        display: block;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.7rem 0.8rem;
        min-width: 0;
      }
      :host([active]) {
        border-color: var(--rs-accent);
        box-shadow: 0 0 0 2px var(--rs-accent-soft);
      }
      :host([out]) {
        opacity: 0.6;
      }
      header {
        display: flex;
        align-items: baseline;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      h3 {
        margin: 0;
        font-size: 1rem;
      }
      .details {
        color: var(--rs-muted);
        font-size: 0.75rem;
      }
      .mark {
        font-size: 0.7rem;
        font-weight: 600;
        border-radius: 999px;
        padding: 0.05rem 0.5rem;
      }
      .mark.accent {
        background: var(--rs-accent-soft);
        color: var(--rs-accent);
      }
      .mark.ok {
        background: var(--rs-ok-soft);
        color: var(--rs-ok);
      }
      .mark.bad {
        background: var(--rs-bad-soft);
        color: var(--rs-bad);
      }
      .mark.muted {
        background: var(--rs-surface-2);
        color: var(--rs-muted);
        border: 1px solid var(--rs-border);
      }
      .prompt {
        margin: 0.35rem 0 0;
        font-size: 0.8rem;
        color: var(--rs-accent);
      }
      .counters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        margin: 0.5rem 0 0;
        padding: 0;
        list-style: none;
      }
      .counters li {
        display: flex;
        gap: 0.3rem;
        align-items: baseline;
        background: var(--rs-surface-2);
        border: 1px solid var(--rs-border);
        border-radius: 6px;
        padding: 0.1rem 0.45rem;
        font-size: 0.8rem;
      }
      .counters .value {
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .zones {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem 1rem;
        margin-top: 0.6rem;
      }
      .zones rs-zone {
        flex: 1 1 9rem;
        min-width: 0;
      }
    `,
  ];

  override render() {
    return html`
      <header>
        <h3>${this.heading || this.owner}</h3>
        ${this.marks.map((m) => html`<span class="mark ${m.tone}">${m.text}</span>`)}
      </header>
      ${this.details.length ? html`<div class="details">${this.details.join(' · ')}</div>` : nothing}
      ${this.prompt ? html`<p class="prompt">Deciding: ${this.prompt}</p>` : nothing}
      ${this.counters.length
        ? html`<ul class="counters">
            ${this.counters.map(
              (c) => html`<li data-counter=${c.name}><span class="label">${c.label}</span><span class="value">${c.value}</span></li>`,
            )}
          </ul>`
        : nothing}
      ${this.zones.length
        ? html`<div class="zones">
            ${this.zones.map((z) => html`<rs-zone .zoneKey=${z.key} .def=${z.def} .cards=${z.cards}></rs-zone>`)}
          </div>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-seat-panel': RsSeatPanel;
  }
}
