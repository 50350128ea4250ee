// <rs-play-header>: the play page's title bar: the format, its seat range, links to a new
// game and the editor, and the game's seed. While the game is on the seed stays hidden (from
// it anyone could deal every hidden card); a person may still ask to see it, after a warning
// (hot-seat players share the screen), and then it fires rs-reveal-seed for the page to show it.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ResolvedFormat } from '../core/load/catalog.ts';
import type { Seed } from '../core/types.ts';
import { seatRange } from './catalog-model.ts';
import { catalogHref, editHref, newGameHref } from './route.ts';
import { base, pageStyles } from './theme.ts';

@customElement('rs-play-header')
export class RsPlayHeader extends LitElement {
  /** The format played; undefined when it can't be (the id is shown instead). */
  @property({ attribute: false }) accessor format: ResolvedFormat | undefined = undefined;
  @property() accessor formatId = '';
  /** The seed to show, if any is known and may be shown. */
  @property({ attribute: false }) accessor seed: Seed | undefined = undefined;
  /** The game is on and its seed is secret: say so, with a button to reveal it. */
  @property({ type: Boolean }) accessor seedHidden = false;

  static override styles = [
    base,
    pageStyles,
    css`
      header {
        display: flex;
        align-items: baseline;
        gap: 0.3rem 0.8rem;
        flex-wrap: wrap;
      }
      h2 {
        margin: 0;
        font-size: 1.15rem;
      }
      a {
        font-size: 0.88rem;
      }
      .meta {
        color: var(--rs-muted);
        font-size: 0.82rem;
      }
      code {
        font-family: var(--rs-mono);
        font-size: 0.8rem;
      }
      .badge {
        border-radius: 999px;
        padding: 0.05rem 0.55rem;
        font-size: 0.72rem;
        font-weight: 600;
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
      }
    `,
  ];

  override render() {
    const format = this.format;
    return html`<header>
      <a class="back" href=${catalogHref()}>← Formats</a>
      <h2>${format?.name ?? this.formatId}</h2>
      ${format?.fixture ? html`<span class="badge" title="A proof-of-generality format for the tests, not a game anyone plays">test format</span>` : nothing}
      ${
        format
          ? html`<span class="meta"><code>${format.id}</code> · ${seatRange(format.seats)} · ${this.renderSeed()}</span>
            <a href=${newGameHref(format.id)}>New game…</a>
            <a href=${editHref(format.id)}>Edit format</a>`
          : nothing
      }
    </header>`;
  }

  private renderSeed() {
    if (!this.seedHidden) return html`seed <code data-field="seed">${this.seed ?? '?'}</code>`;
    return html`seed <span data-field="seed">hidden until the game ends</span>
      <button type="button" class="reveal-seed" @click=${this.onRevealSeed}>Reveal the seed</button>`;
  }

  private onRevealSeed(): void {
    const warning =
      'From the seed anyone can deal every hidden card of this game: every hand, deck and facedown card. Show it to everyone at this screen?';
    if (!window.confirm(warning)) return;
    this.dispatchEvent(new CustomEvent('rs-reveal-seed', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-play-header': RsPlayHeader;
  }
}
