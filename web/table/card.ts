// <rs-card>: one card as the viewer may see it. A hidden card is a back (a stub from the
// view carries no name); a facedown card the viewer knows shows its name, marked facedown.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CardInstance } from '../../core/types.ts';
import type { HiddenCard } from '../../core/view.ts';
import { base } from '../theme.ts';

export type SeenCard = CardInstance | HiddenCard;

export function isHidden(card: SeenCard): card is HiddenCard {
  return 'hidden' in card && card.hidden === true;
}

@customElement('rs-card')
export class RsCard extends LitElement {
  @property({ attribute: false }) accessor card: SeenCard | undefined = undefined;
  /** Mark a known facedown card as such: on the table it matters, in a hand it doesn't. */
  @property({ type: Boolean }) accessor markFacedown = true;

  static override styles = [
    base,
    css`
      :host {
        display: inline-block;
        vertical-align: top;
      }
      .card {
        width: 5.6rem;
        min-height: 3.6rem;
        border-radius: 6px;
        border: 1px solid var(--rs-border);
        background: var(--rs-card);
        padding: 0.3rem 0.4rem;
        font-size: 0.78rem;
        line-height: 1.2;
        display: flex;
        flex-direction: column;
        gap: 0.15rem;
        box-shadow: 0 1px 1px rgb(0 0 0 / 0.06);
        transition: transform 120ms ease;
      }
      .card.bowed {
        transform: rotate(8deg);
        opacity: 0.85;
      }
      .name {
        font-weight: 600;
        overflow-wrap: anywhere;
      }
      .meta {
        color: var(--rs-muted);
        font-size: 0.7rem;
      }
      .card.facedown {
        border-style: dashed;
        background: repeating-linear-gradient(135deg, var(--rs-card), var(--rs-card) 6px, #eef1f6 6px, #eef1f6 12px);
      }
      .card.back {
        background: repeating-linear-gradient(45deg, var(--rs-card-back), var(--rs-card-back) 5px, #4a6394 5px, #4a6394 10px);
        border-color: #26385a;
        color: #e7ecf6;
        align-items: center;
        justify-content: center;
      }
      .tokens {
        display: flex;
        gap: 0.2rem;
        flex-wrap: wrap;
      }
      .token {
        background: var(--rs-accent-soft);
        color: var(--rs-accent);
        border-radius: 4px;
        padding: 0 0.25rem;
        font-size: 0.68rem;
      }
      .back .token {
        background: rgb(255 255 255 / 0.2);
        color: #fff;
      }
    `,
  ];

  override render() {
    const card = this.card;
    if (!card) return nothing;
    const tokens = Object.entries(card.tokens ?? {});
    const status = card.status ?? [];
    const marks = tokens.length || status.length
      ? html`<span class="tokens">
          ${tokens.map(([name, n]) => html`<span class="token">${n} ${name}</span>`)}
          ${status.map((s) => html`<span class="token">${s}</span>`)}
        </span>`
      : nothing;
    if (isHidden(card)) {
      return html`<div class="card back ${card.bowed ? 'bowed' : ''}" title="A card you can't see" aria-label="hidden card">${marks}</div>`;
    }
    const cost = card.stats.cost;
    const facedown = !card.faceUp && this.markFacedown;
    return html`<div
      class="card ${facedown ? 'facedown' : ''} ${card.bowed ? 'bowed' : ''}"
      title=${facedown ? `${card.name} (facedown)` : card.name}
    >
      <span class="name">${card.name}</span>
      <span class="meta">${card.type}${cost !== undefined ? ` · ${cost}` : ''}${facedown ? ' · facedown' : ''}</span>
      ${marks}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-card': RsCard;
  }
}
