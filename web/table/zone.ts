// <rs-zone>: a zone's cards as the viewer may see them, with its count. A pile shows only
// its top card (a back when hidden); rows and fans show every card.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ZoneDef } from '../../formats/schema/format-schema.ts';
import { base } from '../theme.ts';
import { isHidden, type SeenCard } from './card.ts';
import './card.ts';

/** A row of hidden cards says no more than its count, so a long one is cut short. */
const MAX_BACKS = 8;

@customElement('rs-zone')
export class RsZone extends LitElement {
  /** The zone's key in the state, e.g. "p1.hand". */
  @property({ reflect: true, attribute: 'zone-key' }) accessor zoneKey = '';
  @property({ attribute: false }) accessor def: ZoneDef | undefined = undefined;
  @property({ attribute: false }) accessor cards: readonly SeenCard[] = [];

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 0.4rem;
        font-size: 0.8rem;
        color: var(--rs-muted);
        margin-bottom: 0.25rem;
      }
      .label {
        font-weight: 600;
        color: var(--rs-text);
      }
      .count {
        font-variant-numeric: tabular-nums;
      }
      .vis {
        font-size: 0.7rem;
        border: 1px solid var(--rs-border);
        border-radius: 4px;
        padding: 0 0.25rem;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        min-height: 3.6rem;
        align-items: flex-start;
      }
      .cards.backs {
        gap: 0;
        flex-wrap: nowrap;
        align-items: center;
      }
      .more {
        margin-left: 0.4rem;
        color: var(--rs-muted);
        font-size: 0.75rem;
        white-space: nowrap;
      }
      .cards.backs rs-card + rs-card {
        margin-left: -4rem;
      }
      .cards.none {
        min-height: 0;
      }
      .empty {
        color: var(--rs-muted);
        font-size: 0.75rem;
        font-style: italic;
      }
      .pile {
        position: relative;
      }
      .pile .depth {
        position: absolute;
        right: -0.3rem;
        bottom: -0.3rem;
        background: var(--rs-text);
        color: #fff;
        border-radius: 999px;
        font-size: 0.7rem;
        min-width: 1.4rem;
        text-align: center;
        padding: 0.05rem 0.35rem;
      }
    `,
  ];

  override render() {
    const def = this.def;
    const label = def?.label ?? capitalize(def?.id ?? this.zoneKey);
    const cards = this.cards;
    const hiddenCount = cards.filter(isHidden).length;
    const layout = def?.layout ?? 'row';
    const onTable = (def?.visibility ?? 'public') === 'public';
    return html`
      <div class="head">
        <span class="label">${label}</span>
        <span class="count" data-count=${cards.length}>${cards.length} ${cards.length === 1 ? 'card' : 'cards'}</span>
        ${hiddenCount > 0 && hiddenCount < cards.length ? html`<span class="count">(${hiddenCount} hidden)</span>` : nothing}
        ${def && def.visibility !== 'public' ? html`<span class="vis" title="Who may see this zone">${def.visibility}</span>` : nothing}
      </div>
      ${cards.length === 0
        ? html`<div class="cards none"><span class="empty">empty</span></div>`
        : layout === 'pile' || layout === 'stack'
          ? html`<div class="cards"><div class="pile">
              <rs-card .card=${cards[cards.length - 1]} .markFacedown=${onTable}></rs-card>
              ${cards.length > 1 ? html`<span class="depth">${cards.length}</span>` : nothing}
            </div></div>`
          : hiddenCount === cards.length
            ? html`<div class="cards backs">
                ${cards.slice(0, MAX_BACKS).map((card) => html`<rs-card .card=${card}></rs-card>`)}
                ${cards.length > MAX_BACKS ? html`<span class="more">+${cards.length - MAX_BACKS}</span>` : nothing}
              </div>`
            : html`<div class="cards">${cards.map((card) => html`<rs-card .card=${card} .markFacedown=${onTable}></rs-card>`)}</div>`}
    `;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-zone': RsZone;
  }
}
