// <rs-pass-screen>: hot-seat privacy. Shown instead of the table, the decision and the log
// while the device goes from one player to the next, so nothing of the previous seat's
// hand is on screen (or in the page). Fires rs-reveal when the next player is ready, or
// rs-viewer {viewer: 'spectator'} to watch as a spectator instead. Used by the hot-seat table
// and by an online page that plays several seats.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { isHidden, type StateView } from '../core/view.ts';
import { base } from './theme.ts';

/** Does view `to` show every card view `from` shows, and `from` ask nothing secret? */
export function seesAllOf(to: StateView, from: StateView): boolean {
  if (from.pending.some((d) => d.secret)) return false;
  return Object.keys(from.cards).every((id) => isHidden(from.cards[id]) || (id in to.cards && !isHidden(to.cards[id])));
}

/**
 * May the device go from `from`'s seat to `to`'s without the pass screen? Only between teammates
 * who see every card the other does (Siege's Rokugani share their hands): the screen hides each
 * from the other, so it must go both ways, and a seat's own decision may show what no view holds
 * (LotR's starting fellowship lists its deck's companions by title), which only a teammate who
 * shares everything may see.
 */
export function nothingToHide(from: StateView, to: StateView): boolean {
  const team = (v: StateView) => v.seats.find((s) => s.id === v.viewer)?.team;
  return team(from) !== undefined && team(from) === team(to) && seesAllOf(to, from) && seesAllOf(from, to);
}

@customElement('rs-pass-screen')
export class RsPassScreen extends LitElement {
  /** The seat the device goes to. */
  @property() accessor seat = '';
  /** The name of the person at that seat, when known (online). */
  @property() accessor name = '';
  /** What that seat is asked, if anything. */
  @property() accessor prompt = '';
  /** Offer to watch as a spectator instead (a hot-seat game has the spectator's view at hand). */
  @property({ type: Boolean }) accessor spectate = true;

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        align-items: center;
        justify-content: center;
        background: #1f2a3f;
        color: #fff;
        border-radius: var(--rs-radius);
        min-height: 20rem;
        padding: 2rem;
      }
      .box {
        text-align: center;
        max-width: 30rem;
      }
      h2 {
        margin: 0 0 0.5rem;
        font-size: 1.6rem;
      }
      p {
        color: #c9d2e3;
        margin: 0 0 1.2rem;
        line-height: 1.45;
      }
      button {
        font: inherit;
        border-radius: 8px;
        padding: 0.6rem 1.2rem;
        cursor: pointer;
        border: 1px solid #fff;
      }
      .reveal {
        background: #fff;
        color: #1f2a3f;
        font-weight: 700;
        font-size: 1.05rem;
      }
      .spectate {
        background: transparent;
        color: #fff;
        margin-left: 0.6rem;
      }
      :focus-visible {
        outline: 3px solid #f0b400;
        outline-offset: 3px;
      }
    `,
  ];

  override render() {
    const who = this.name ? `${this.name} (${this.seat})` : this.seat;
    return html`<div class="box" role="dialog" aria-modal="true" aria-labelledby="pass-title">
      <h2 id="pass-title">Pass the device to ${who}</h2>
      <p>
        ${this.prompt ? html`${who} is asked: <em>${this.prompt}</em>.<br />` : ''}
        The previous seat's hand is hidden. ${this.name || this.seat}, press the button when only you can see the screen.
      </p>
      <button class="reveal" @click=${() => this.ask('rs-reveal')} autofocus>I am ${who}: show my table</button>
      ${
        this.spectate
          ? html`<button class="spectate" @click=${() => this.ask('rs-viewer', { viewer: 'spectator' })}>Watch as spectator</button>`
          : nothing
      }
    </div>`;
  }

  override firstUpdated(): void {
    this.shadowRoot!.querySelector<HTMLButtonElement>('.reveal')?.focus();
  }

  private ask(type: string, detail: unknown = {}): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-pass-screen': RsPassScreen;
  }
}
