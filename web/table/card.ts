// <rs-card>: one card as the viewer may see it, in a frame of its family and type. A hidden
// card is a back (a stub from the view carries no name); a facedown card the viewer knows
// shows its name, hatched. Bowed cards tilt and dim; tokens (fate) and status (honored,
// dishonored, tainted, broken) are marked on the face. When the pending decision can pick
// it, it is a button (click, Enter or Space) that fires `rs-card-pick`.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { isHidden, type SeenCard } from '../../core/view.ts';
import { looksOf, type PickMark } from '../family/registry.ts';
import { base } from '../theme.ts';
import { ELEMENT_COLORS, faceStats, frameOf, sameFace, statusTone } from './card-look.ts';

export interface CardPickDetail {
  card: string;
}

@customElement('rs-card')
export class RsCard extends LitElement {
  @property({ attribute: false }) accessor card: SeenCard | undefined = undefined;
  /** The format family, for the frame (l5r, agot, ...). */
  @property() accessor family = '';
  /** Mark a known facedown card as such: on the table it matters, in a hand it doesn't. */
  @property({ type: Boolean }) accessor markFacedown = true;
  /** A legal target of the pending decision, or already chosen for it. */
  @property({ reflect: true }) accessor pick: PickMark | '' = '';

  static override styles = [
    base,
    css`
      :host {
        display: inline-block;
        vertical-align: top;
        position: relative;
        --w: var(--rs-card-w, 74px);
        --h: var(--rs-card-h, 100px);
      }
      .card {
        width: var(--w);
        height: var(--h);
        border-radius: 6px;
        border: 1.5px solid var(--band);
        background: var(--paper);
        display: flex;
        flex-direction: column;
        overflow: hidden;
        font-size: 11px;
        line-height: 1.2;
        box-shadow: 0 1px 2px rgb(0 0 0 / 0.12);
        transition: transform 140ms ease, box-shadow 140ms ease, opacity 140ms ease;
        position: relative;
        color: #1d2330;
      }
      .band {
        background: var(--band);
        color: #fff;
        display: flex;
        align-items: flex-start;
        gap: 3px;
        padding: 3px 4px 3px 4px;
        min-height: 28px;
      }
      .name {
        font-weight: 650;
        font-size: 10.5px;
        line-height: 1.15;
        display: -webkit-box;
        -webkit-line-clamp: 2;
        -webkit-box-orient: vertical;
        overflow: hidden;
        overflow-wrap: break-word;
        hyphens: auto;
        flex: 1;
      }
      .type-name {
        flex: 1;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .cost {
        flex: none;
        background: var(--band);
        color: #fff;
        border-radius: 999px;
        min-width: 15px;
        height: 15px;
        font-size: 10px;
        font-weight: 700;
        text-align: center;
        line-height: 15px;
        padding: 0 3px;
        /* Printed as it is: an AGoT Shadows cost "s2" is not a strength "S2". */
        text-transform: none;
      }
      .type {
        font-size: 9px;
        letter-spacing: 0.04em;
        text-transform: uppercase;
        color: #5d6676;
        padding: 2px 3px 0 4px;
        display: flex;
        align-items: center;
        gap: 3px;
        min-height: 17px;
      }
      .element {
        width: 8px;
        height: 8px;
        border-radius: 50%;
        display: inline-block;
      }
      .stats {
        display: flex;
        gap: 2px;
        padding: 2px 4px;
        flex-wrap: wrap;
      }
      .stat {
        font-size: 10px;
        font-weight: 700;
        border-radius: 3px;
        padding: 0 3px;
        background: #e8eaee;
        font-variant-numeric: tabular-nums;
      }
      .stat.mil { background: #f6dcd6; color: #8d2414; }
      .stat.pol { background: #d9e5f6; color: #1d4f8f; }
      .stat.glory { background: #f3ecd0; color: #6c5510; }
      .stat.str { background: #dcebd8; color: #2f5a2a; }
      .marks {
        margin-top: auto;
        display: flex;
        flex-wrap: wrap;
        gap: 2px;
        padding: 2px 3px 3px;
      }
      .token {
        font-size: 9.5px;
        font-weight: 700;
        border-radius: 999px;
        padding: 0 4px;
        background: #e6e9ef;
        color: #333;
      }
      .token.fate {
        background: #e7b416;
        color: #3b2a00;
      }
      .status {
        font-size: 8.5px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.03em;
        border-radius: 3px;
        padding: 0 3px;
        background: #e6e9ef;
        color: #333;
      }
      .status.honored { background: #fff3c4; color: #7a5b00; border: 1px solid #d8b542; }
      .status.dishonored { background: #3a3a3a; color: #eee; }
      .status.tainted { background: #5b2a72; color: #f3e6fa; }
      .status.broken { background: #b3261e; color: #fff; }
      .status.turned { background: #6d7685; color: #fff; }
      .card.turned {
        transform: rotate(12deg) scale(0.94);
        opacity: 0.78;
        filter: saturate(0.6);
      }
      .card.broken::after {
        content: '';
        position: absolute;
        inset: 0;
        background: linear-gradient(to top right, transparent calc(50% - 1.5px), rgb(179 38 30 / 0.75) 50%, transparent calc(50% + 1.5px));
        pointer-events: none;
      }
      .card.facedown {
        background: repeating-linear-gradient(135deg, var(--paper), var(--paper) 6px, #e3e6ec 6px, #e3e6ec 12px);
        border-style: dashed;
      }
      .facedown-tag {
        font-size: 9px;
        color: #5d6676;
        font-style: italic;
      }
      .card.back {
        background: repeating-linear-gradient(45deg, var(--back), var(--back) 5px, var(--back-2) 5px, var(--back-2) 10px);
        border-color: var(--back-edge);
        color: #eef1f7;
        align-items: center;
        justify-content: center;
      }
      .card.back .marks {
        margin-top: 0;
        justify-content: center;
      }
      .back-label {
        font-size: 9px;
        letter-spacing: 0.06em;
        text-transform: uppercase;
        opacity: 0.8;
      }
      :host([pick='target']) .card {
        box-shadow: 0 0 0 2px #f0b400, 0 0 10px 2px rgb(240 180 0 / 0.55);
        cursor: pointer;
      }
      :host([pick='target']) .card:hover {
        transform: translateY(-3px);
      }
      :host([pick='target']) .card.turned:hover {
        transform: rotate(12deg) scale(0.94) translateY(-3px);
      }
      :host([pick='selected']) .card {
        box-shadow: 0 0 0 3px var(--rs-accent, #2f5fb3), 0 0 12px 2px rgb(47 95 179 / 0.5);
        transform: translateY(-6px);
        cursor: pointer;
      }
      .check {
        position: absolute;
        top: -7px;
        right: -7px;
        width: 18px;
        height: 18px;
        border-radius: 50%;
        background: var(--rs-accent, #2f5fb3);
        color: #fff;
        font-size: 12px;
        line-height: 18px;
        text-align: center;
        z-index: 1;
      }
      [role='button']:focus-visible {
        outline: 3px solid var(--rs-accent, #2f5fb3);
        outline-offset: 2px;
      }
    `,
  ];

  /** A new copy of the same card (every state update makes one) draws nothing new. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (changed.size === 1 && changed.has('card')) return !sameFace(changed.get('card') as SeenCard | undefined, this.card);
    return true;
  }

  override render() {
    const card = this.card;
    if (!card) return nothing;
    const tokens = Object.entries(card.tokens ?? {}).filter(([, n]) => n !== 0);
    const status = [...(card.status ?? [])];
    const looks = looksOf(this.family);
    const marks = html`<div class="marks">
      ${tokens.map(([name, n]) => html`<span class="token ${name}" title="${n} ${name}">${name === 'fate' ? `● ${n}` : `${n} ${name}`}</span>`)}
      ${status.map((s) => html`<span class="status ${statusTone(s)}">${s}</span>`)}
      ${card.turned ? html`<span class="status turned">${looks.turned.word}</span>` : nothing}
    </div>`;
    const pickable = this.pick !== '';
    const interactive = pickable
      ? { role: 'button', tabindex: '0', pressed: this.pick === 'selected' ? 'true' : 'false' }
      : { role: nothing, tabindex: nothing, pressed: nothing };
    const check = this.pick === 'selected' ? html`<span class="check" aria-hidden="true">✓</span>` : nothing;
    if (isHidden(card)) {
      const back = looks.back?.(card.zone) ?? DEFAULT_BACK;
      return html`${check}<div
        class="card back ${card.turned ? 'turned' : ''} ${status.includes('broken') ? 'broken' : ''}"
        style="--back:${back[0]};--back-2:${back[1]};--back-edge:${back[2]};--band:${back[2]}"
        title="A card you can't see"
        aria-label="hidden card"
        role=${interactive.role}
        tabindex=${interactive.tabindex}
        aria-pressed=${interactive.pressed}
        @click=${this.onPick}
        @keydown=${this.onKey}
      >
        <span class="back-label">${this.family || 'card'}</span>${tokens.length || status.length || card.turned ? marks : nothing}
      </div>`;
    }
    const frame = frameOf(this.family, card.type, looks.frames);
    const cost = card.stats.cost;
    const facedown = !card.faceUp && this.markFacedown;
    const element = typeof card.stats.element === 'string' ? card.stats.element : undefined;
    const label = `${card.name}, ${card.type}${facedown ? ', facedown' : ''}${card.turned ? `, ${looks.turned.word}` : ''}${status.length ? `, ${status.join(', ')}` : ''}`;
    return html`${check}<div
      class="card ${facedown ? 'facedown' : ''} ${card.turned ? 'turned' : ''} ${status.includes('broken') ? 'broken' : ''}"
      style="--band:${frame.band};--paper:${frame.paper}"
      title=${label}
      aria-label=${label}
      data-card=${card.id}
      role=${interactive.role}
      tabindex=${interactive.tabindex}
      aria-pressed=${interactive.pressed}
      @click=${this.onPick}
      @keydown=${this.onKey}
    >
      <div class="band">
        <span class="name">${card.name}</span>
      </div>
      <div class="type">
        ${element ? html`<span class="element" style="background:${ELEMENT_COLORS[element] ?? '#888'}" title=${element}></span>` : nothing}
        <span class="type-name">${facedown ? 'facedown' : card.type}</span>
        ${cost !== undefined ? html`<span class="cost" title="cost ${cost}">${cost}</span>` : nothing}
      </div>
      <div class="stats">${faceStats(card).map((s) => html`<span class="stat ${s.tone}" title=${s.title}>${s.mark}${s.value}</span>`)}</div>
      ${marks}
    </div>`;
  }

  private onPick(): void {
    if (!this.pick || !this.card) return;
    this.dispatchEvent(new CustomEvent<CardPickDetail>('rs-card-pick', { detail: { card: this.card.id }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.pick) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.onPick();
    }
  }
}

/** The back of a hidden card of a family that gives no colours of its own. */
const DEFAULT_BACK = ['#39507a', '#4a6394', '#26385a'] as const;

declare global {
  interface HTMLElementTagNameMap {
    'rs-card': RsCard;
  }
  interface HTMLElementEventMap {
    'rs-card-pick': CustomEvent<CardPickDetail>;
  }
}
