// <rs-seat-panel>: one seat (or team, or the shared table): its name and marks (first
// player, to act, winner), its counters, its piles as counts, and its other zones laid out
// in the order the format declares them. Everything comes in as properties from <rs-table>.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ZoneDef } from '../../core/schema/format-schema.ts';
import { NO_PICKS, type PickMark } from '../family/registry.ts';
import { base } from '../theme.ts';
import type { SeenCard } from '../../core/view.ts';
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
  tone: 'accent' | 'ok' | 'bad' | 'muted' | 'first' | 'act';
  title?: string;
}

/** Everything a panel shows, as <rs-table> computes it. */
export interface SeatProps {
  owner: string;
  heading?: string;
  details?: readonly string[];
  marks?: readonly PanelMark[];
  counters: readonly PanelCounter[];
  zones: readonly PanelZone[];
  active?: boolean;
  out?: boolean;
  you?: boolean;
  /** Smaller cards: a seat across the table. */
  compact?: boolean;
  /** The seat at the bottom of the table (the viewer's, or the first). */
  mine?: boolean;
  /** seat panels follow the family's seatLines. */
  scope?: 'seat' | 'team' | 'table';
}

@customElement('rs-seat-panel')
export class RsSeatPanel extends LitElement {
  /** Seat, team or "table". */
  @property({ reflect: true }) accessor owner = '';
  @property() accessor heading = '';
  /** Role, team, controller: shown small beside the heading. */
  @property({ attribute: false }) accessor details: readonly string[] = [];
  /** Short marks such as "first player", "to act", "winner", "eliminated". */
  @property({ attribute: false }) accessor marks: readonly PanelMark[] = [];
  @property({ attribute: false }) accessor counters: readonly PanelCounter[] = [];
  @property({ attribute: false }) accessor zones: readonly PanelZone[] = [];
  @property() accessor family = '';
  @property({ attribute: false }) accessor picks: ReadonlyMap<string, PickMark> = NO_PICKS;
  @property({ type: Boolean, reflect: true }) accessor active = false;
  @property({ type: Boolean, reflect: true }) accessor out = false;
  /** The viewer's own seat. */
  @property({ type: Boolean, reflect: true }) accessor you = false;
  /** Smaller cards (seats across the table). */
  @property({ type: Boolean, reflect: true }) accessor compact = false;
  /** Zone ids per line (a family's seatLines); undefined: zones wrap as they fit. */
  @property({ attribute: false }) accessor lines: readonly (readonly string[])[] | undefined = undefined;

  static override styles = [
    base,
    css`
      :host {
        display: block;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.45rem 0.65rem 0.55rem;
        min-width: 0;
        transition: border-color 150ms ease, box-shadow 150ms ease;
      }
      :host([you]) {
        background: #fdfdfb;
      }
      /* Cards grow with the screen's height, to what a 900px-high screen shows. */
      :host {
        --rs-card-h: clamp(76px, 10.4vh, 94px);
        --rs-card-w: calc(var(--rs-card-h) * 0.73);
      }
      :host([compact]) {
        --rs-card-h: clamp(70px, 9.6vh, 86px);
      }
      :host([active]) {
        border-color: #d9a300;
        box-shadow: 0 0 0 2px rgb(240 180 0 / 0.25);
      }
      /* An eliminated seat is faded, not see-through: the viewer's own panel floats over the
         table (sticky), and the board under it must not show through. */
      :host([out]) > * {
        opacity: 0.6;
      }
      header {
        display: flex;
        align-items: center;
        gap: 0.35rem 0.6rem;
        flex-wrap: wrap;
        min-height: 1.7rem;
      }
      .who {
        display: flex;
        align-items: baseline;
        gap: 0.4rem;
        min-width: 0;
      }
      h3 {
        margin: 0;
        font-size: 1rem;
      }
      .details {
        color: var(--rs-muted);
        font-size: 0.72rem;
        white-space: nowrap;
      }
      .mark {
        font-size: 0.68rem;
        font-weight: 650;
        border-radius: 999px;
        padding: 0.05rem 0.5rem;
        white-space: nowrap;
        max-width: 22rem;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .mark.accent { background: var(--rs-accent-soft); color: var(--rs-accent); }
      .mark.ok { background: var(--rs-ok-soft); color: var(--rs-ok); }
      .mark.bad { background: var(--rs-bad-soft); color: var(--rs-bad); }
      .mark.muted { background: var(--rs-surface-2); color: var(--rs-muted); border: 1px solid var(--rs-border); }
      .mark.first { background: #1f2a3f; color: #fff; }
      .mark.act { background: #fff1c2; color: #6b4d00; border: 1px solid #e2bd45; }
      .counters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin: 0;
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
        padding: 0.05rem 0.45rem;
        font-size: 0.78rem;
      }
      .counters .label {
        color: var(--rs-muted);
      }
      .counters .value {
        font-weight: 750;
        font-variant-numeric: tabular-nums;
        min-width: 1.2em;
        text-align: right;
      }
      .piles {
        display: flex;
        flex-direction: column;
        align-items: stretch;
        gap: 0.25rem;
        margin-left: auto;
        padding-top: 1.1rem;
        min-width: 0;
        width: 10.5rem;
        flex: none;
      }
      .piles.in-header {
        flex-direction: row;
        flex-wrap: wrap;
        width: auto;
        padding-top: 0;
        flex: 0 1 auto;
      }
      .zones {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem 0.9rem;
        margin-top: 0.35rem;
        align-items: flex-start;
      }
      .zones rs-zone[layout='row'],
      .zones rs-zone[layout='fan'] {
        flex: 0 1 auto;
      }
      .zones rs-zone[layout='stack'] {
        flex: none;
      }
      .body {
        display: flex;
        gap: 0.6rem;
        margin-top: 0.3rem;
        align-items: flex-start;
      }
      .lines {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
      }
      .line {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem 0.6rem;
        align-items: flex-start;
      }
      .line rs-zone {
        flex: 0 1 auto;
      }
      .line rs-zone[layout='stack'] {
        flex: none;
      }
      .line rs-zone[layout='fan'] {
        flex: 0 1 auto;
        margin-left: auto;
      }
      .line rs-zone[layout='fan']:only-child {
        margin-left: 0;
      }
    `,
  ];

  override render() {
    const piles = this.zones.filter((z) => (z.def?.layout ?? 'row') === 'pile');
    const laid = this.zones.filter((z) => (z.def?.layout ?? 'row') !== 'pile');
    return html`
      <header>
        <div class="who">
          <h3>${this.heading || this.owner}</h3>
          ${this.details.length ? html`<span class="details" title=${this.details.join(' · ')}>${this.details.join(' · ')}</span>` : nothing}
        </div>
        ${this.marks.map((m) => html`<span class="mark ${m.tone}" title=${m.title ?? m.text}>${m.text}</span>`)}
        ${
          this.counters.length
            ? html`<ul class="counters">
              ${this.counters.map(
                (c) => html`<li data-counter=${c.name}><span class="label">${c.label}</span><span class="value">${c.value}</span></li>`,
              )}
            </ul>`
            : nothing
        }
        ${piles.length && !this.lines ? html`<div class="piles in-header">${piles.map((z) => this.renderZone(z, 'pile'))}</div>` : nothing}
      </header>
      ${laid.length || (piles.length && this.lines) ? this.renderLaid(laid, this.lines ? piles : []) : nothing}
    `;
  }

  /** The laid-out zones: by the family's lines, with the piles as a column of counts beside them. */
  private renderLaid(laid: readonly PanelZone[], piles: readonly PanelZone[]) {
    const lines = this.lines;
    if (!lines) return html`<div class="zones">${laid.map((z) => this.renderZone(z, z.def?.layout ?? 'row'))}</div>`;
    const byId = (id: string) => laid.find((z) => (z.def?.id ?? z.key.slice(z.key.indexOf('.') + 1)) === id);
    const named = new Set(lines.flat());
    const rest = laid.filter((z) => !named.has(z.def?.id ?? ''));
    const groups = [...lines.map((ids) => ids.map(byId).filter((z): z is PanelZone => !!z)), rest].filter((g) => g.length > 0);
    return html`<div class="body">
      <div class="lines">
        ${groups.map((g) => html`<div class="line">${g.map((z) => this.renderZone(z, z.def?.layout ?? 'row'))}</div>`)}
      </div>
      ${piles.length ? html`<div class="piles">${piles.map((z) => this.renderZone(z, 'pile'))}</div>` : nothing}
    </div>`;
  }

  private renderZone(z: PanelZone, layout: string) {
    return html`<rs-zone
      .zoneKey=${z.key}
      .def=${z.def}
      .cards=${z.cards}
      .layout=${layout}
      .family=${this.family}
      .picks=${this.picks}
      .compact=${this.compact}
    ></rs-zone>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-seat-panel': RsSeatPanel;
  }
}
