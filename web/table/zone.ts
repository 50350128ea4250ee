// <rs-zone>: a zone's cards as the viewer may see them, laid out as the format declares:
// `row` every card side by side, `stack` cards on top of each other (the top one whole),
// `fan` a hand whose cards overlap when many, `pile` a count (with the top card of a public
// pile, and its cards on demand). Empty zones keep their height, so nothing jumps.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ZoneDef } from '../../core/schema/format-schema.ts';
import { NO_PICKS, type PickMark } from '../family/registry.ts';
import { base } from '../theme.ts';
import { isHidden, type SeenCard } from '../../core/view.ts';
import { sameFaces } from './card-look.ts';
import './card.ts';

/** A row of hidden cards says no more than its count, so a long one is cut short. */
export const MAX_BACKS = 8;

export function zoneLabel(def: ZoneDef | undefined, key: string): string {
  if (def?.label) return def.label;
  const id = def?.id ?? key.slice(key.indexOf('.') + 1);
  const words = id.replace(/([a-z])([A-Z0-9])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

@customElement('rs-zone')
export class RsZone extends LitElement {
  /** The zone's key in the state, e.g. "p1.hand". */
  @property({ reflect: true, attribute: 'zone-key' }) accessor zoneKey = '';
  @property({ attribute: false }) accessor def: ZoneDef | undefined = undefined;
  @property({ attribute: false }) accessor cards: readonly SeenCard[] = [];
  @property() accessor family = '';
  @property({ attribute: false }) accessor picks: ReadonlyMap<string, PickMark> = NO_PICKS;
  @property({ reflect: true }) accessor layout = 'row';
  /** A seat across the table: piles without their top card's name. */
  @property({ type: Boolean }) accessor compact = false;
  @state() private accessor open = false;

  static override styles = [
    base,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      :host([layout='row']),
      :host([layout='stack']),
      :host([layout='fan']) {
        min-width: var(--rs-card-w, 74px);
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 0.35rem;
        font-size: 0.7rem;
        color: var(--rs-muted);
        margin-bottom: 0.2rem;
        white-space: nowrap;
        /* the label never widens the zone: it is cut to the cards' width */
        width: 0;
        min-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .label {
        font-weight: 650;
        color: var(--rs-text);
      }
      .count {
        font-variant-numeric: tabular-nums;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        min-height: var(--rs-card-h, 100px);
        align-items: flex-start;
        padding-top: 6px;
      }
      .empty {
        width: var(--rs-card-w, 74px);
        height: var(--rs-card-h, 100px);
        border: 1.5px dashed var(--rs-border);
        border-radius: 6px;
        display: flex;
        align-items: center;
        justify-content: center;
        color: var(--rs-muted);
        font-size: 0.68rem;
        font-style: italic;
      }
      /* stack: one card wide, lower cards peek out above the top one */
      .stack {
        display: grid;
        padding-top: 6px;
        min-height: var(--rs-card-h, 100px);
      }
      .stack rs-card {
        grid-area: 1 / 1;
      }
      /* a card with attachments: they peek out above it, the card itself in front */
      .attached {
        display: grid;
      }
      .attached rs-card {
        grid-area: 1 / 1;
      }
      .attached rs-card:hover,
      .attached rs-card:focus-within {
        z-index: 2;
      }
      /* fan: overlapping when many; the hovered or focused card comes forward */
      .fan {
        display: flex;
        flex-wrap: nowrap;
        padding-top: 6px;
        min-height: var(--rs-card-h, 100px);
      }
      .fan rs-card + rs-card {
        margin-left: var(--overlap, 6px);
      }
      .fan rs-card:hover,
      .fan rs-card:focus-within {
        z-index: 2;
      }
      .more {
        align-self: center;
        margin-left: 0.4rem;
        color: var(--rs-muted);
        font-size: 0.75rem;
        white-space: nowrap;
      }
      /* pile: a compact tile with its count */
      :host([layout='pile']) {
        position: relative;
      }
      .pile {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        width: 100%;
        border: 1px solid var(--rs-border);
        background: var(--rs-surface-2);
        border-radius: 6px;
        padding: 0.15rem 0.45rem;
        font-size: 0.75rem;
        white-space: nowrap;
        color: var(--rs-text);
        font: inherit;
        font-size: 0.75rem;
        max-width: 100%;
      }
      button.pile {
        cursor: pointer;
      }
      button.pile:hover {
        border-color: var(--rs-accent);
      }
      .pile .label {
        flex: 1;
        text-align: left;
      }
      .pile .n {
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        min-width: 1.4em;
        text-align: right;
      }
      .pile .top {
        color: var(--rs-muted);
        overflow: hidden;
        text-overflow: ellipsis;
        max-width: 7.5rem;
      }
      .pile .deck {
        width: 10px;
        height: 14px;
        border-radius: 2px;
        background: var(--rs-card-back);
        flex: none;
      }
      .pile-list {
        position: absolute;
        right: 0;
        z-index: 5;
        margin-top: 0.25rem;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        box-shadow: 0 6px 18px rgb(0 0 0 / 0.18);
        padding: 0.5rem;
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        max-width: 28rem;
        max-height: 16rem;
        overflow: auto;
      }
    `,
  ];

  /** The same cards in new copies (every state update makes them) draw nothing new. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (changed.size === 1 && changed.has('cards'))
      return !sameFaces((changed.get('cards') as readonly SeenCard[] | undefined) ?? [], this.cards);
    return true;
  }

  override render() {
    const def = this.def;
    const label = zoneLabel(def, this.zoneKey);
    const cards = this.cards;
    const n = cards.length;
    const count = `${n} ${n === 1 ? 'card' : 'cards'}`;
    if (this.layout === 'pile') return this.renderPile(label, count);
    return html`
      <div class="head" title="${label}: ${count}"><span class="label">${label}</span>${
        this.layout === 'fan' || cards.some(isHidden) || n > 5 ? html`<span class="count">${n}</span>` : nothing
      }</div>
      ${this.renderCards(label)}
    `;
  }

  private renderCards(label: string) {
    const cards = this.cards;
    if (cards.length === 0) return html`<div class="cards"><div class="empty">${this.layout === 'fan' ? 'no cards' : 'empty'}</div></div>`;
    const onTable = (this.def?.visibility ?? 'public') === 'public';
    const allHidden = cards.every(isHidden);
    if (this.layout === 'stack') {
      // The top of a zone is the end of its list: draw it last, lower cards peeking above.
      const depth = cards.length - 1;
      return html`<div class="stack" aria-label=${label} style="padding-top:${6 + depth * 12}px">
        ${cards.map(
          (card, i) => html`<rs-card
          style="transform:translateY(${(i - depth) * 12}px)"
          .card=${card} .family=${this.family} .markFacedown=${onTable} .pick=${this.picks.get(card.id) ?? ''}></rs-card>`,
        )}
      </div>`;
    }
    if (this.layout === 'fan' || allHidden) {
      const shown = allHidden ? cards.slice(0, MAX_BACKS) : cards;
      const overlap =
        shown.length <= 5 && !allHidden
          ? 6
          : Math.max(-60, Math.min(6, Math.round(((this.compact ? 380 : 540) - shown.length * 74) / Math.max(1, shown.length - 1))));
      return html`<div class="fan" style="--overlap:${allHidden ? Math.min(overlap, -52) : overlap}px">
        ${shown.map((card) => html`<rs-card .card=${card} .family=${this.family} .markFacedown=${onTable} .pick=${this.picks.get(card.id) ?? ''}></rs-card>`)}
        ${cards.length > shown.length ? html`<span class="more">+${cards.length - shown.length}</span>` : nothing}
      </div>`;
    }
    // An attachment (a module marks it with data.attachedTo) is drawn on its card, peeking above it.
    const attachments = new Map<string, SeenCard[]>();
    for (const card of cards) {
      const host = attachedTo(card);
      if (host && cards.some((c) => c.id === host)) attachments.set(host, [...(attachments.get(host) ?? []), card]);
    }
    const loose = cards.filter((card) => !attachments.get(attachedTo(card) ?? '')?.includes(card));
    const one = (card: SeenCard, style = '') =>
      html`<rs-card style=${style} .card=${card} .family=${this.family} .markFacedown=${onTable} .pick=${this.picks.get(card.id) ?? ''}></rs-card>`;
    return html`<div class="cards">
      ${loose.map((card) => {
        const on = attachments.get(card.id);
        if (!on) return one(card);
        return html`<div class="attached" data-host=${card.id} style="padding-top:${on.length * 14}px">
          ${on.map((a, i) => one(a, `transform:translateY(${(i - on.length) * 14}px)`))}${one(card)}
        </div>`;
      })}
    </div>`;
  }

  private renderPile(label: string, count: string) {
    const cards = this.cards;
    const top = cards.at(-1);
    const topName = top && !isHidden(top) ? top.name : '';
    const browsable = cards.some((c) => !isHidden(c));
    const body = html`<span class="deck" aria-hidden="true"></span><span class="label">${label}</span><span class="n">${cards.length}</span>`;
    return html`${
      browsable
        ? html`<button class="pile" aria-expanded=${this.open ? 'true' : 'false'} title="${label}: ${count}${topName ? `, ${topName} on top` : ''} (show them)" @click=${() => (this.open = !this.open)}>${body}</button>`
        : html`<span class="pile" title="${label}: ${count}">${body}</span>`
    }
    ${
      this.open && browsable
        ? html`<div class="pile-list" @click=${() => (this.open = false)}>
          ${[...cards].reverse().map((card) => html`<rs-card .card=${card} .family=${this.family} .pick=${this.picks.get(card.id) ?? ''}></rs-card>`)}
        </div>`
        : nothing
    }`;
  }
}

/** The card an attachment is on, when it is one (and the viewer can see it). */
function attachedTo(card: SeenCard): string | null {
  if (isHidden(card)) return null;
  const host = card.data.attachedTo;
  return typeof host === 'string' ? host : null;
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-zone': RsZone;
  }
}
