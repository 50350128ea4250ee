// <rs-seating>: who sits where at an online table, for one viewer. Each seat's person (or
// bot), whether it is connected, a bot standing in. Before the game: the viewer takes its
// link's seat with a name, or leaves it; the host copies the links to hand out and starts the
// game once every seat for a person is taken, and may play an open seat on this same device as
// well (hot-seat over the wire: rs-play-here). During it: a person asks a bot to play for a
// seat whose person has left. The host may give a taken seat a new link, to seat someone else
// there. It only draws the table it is given and fires requests (rs-sit, rs-leave, rs-start,
// rs-stand-in, rs-reissue) for the page to send.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Viewer } from '../../core/view.ts';
import type { TableInfo } from '../../server/protocol.ts';
import { onlineHref } from '../route.ts';
import { base, buttonStyles, fieldStyles, panelStyles } from '../theme.ts';

/**
 * The address seat links are given with: the page's own, unless it is this machine's localhost,
 * which on a friend's machine is theirs; then the network address the server gave the page.
 */
export function shareOrigin(): { origin: string; network: boolean } {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
  const share = document.querySelector('meta[name="rules-sandbox-share"]')?.getAttribute('content');
  return local && share ? { origin: share, network: true } : { origin: location.origin, network: false };
}

/** A link as a person can paste it: the shared address with the table and the seat's token. */
export function seatLink(table: string, token: string): string {
  return `${shareOrigin().origin}${location.pathname}${onlineHref(table, token)}`;
}

@customElement('rs-seating')
export class RsSeating extends LitElement {
  @property({ attribute: false }) accessor table: TableInfo | undefined = undefined;
  @property() accessor viewer: Viewer = 'spectator';
  /** The seats this page plays (the viewer's among them): more than one when several people share the device. */
  @property({ attribute: false }) accessor here: readonly Viewer[] = [];
  @state() private accessor name = localStorage.getItem('rs-online-name') ?? '';
  @state() private accessor copied = '';

  static override styles = [
    base,
    panelStyles,
    fieldStyles,
    buttonStyles,
    css`
      :host {
        display: block;
      }
      ul {
        list-style: none;
        margin: 0.3rem 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1rem;
      }
      li {
        display: flex;
        align-items: center;
        gap: 0.35rem;
        font-size: 0.9rem;
      }
      .dot {
        width: 0.6rem;
        height: 0.6rem;
        border-radius: 50%;
        background: var(--rs-border);
        display: inline-block;
      }
      .dot.on {
        background: var(--rs-ok);
      }
      .muted {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
      .links {
        display: grid;
        grid-template-columns: max-content minmax(0, 1fr) max-content;
        gap: 0.3rem 0.5rem;
        align-items: center;
        margin: 0.4rem 0;
      }
      .links input {
        font-family: var(--rs-mono);
        font-size: 0.78rem;
        width: 100%;
      }
      button {
        padding: 0.25rem 0.7rem;
      }
      button.start {
        background: var(--rs-accent);
        border-color: var(--rs-accent);
        color: #fff;
        font-weight: 700;
      }
      form {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        margin: 0.4rem 0;
      }
    `,
  ];

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const mine = table.seats.find((s) => s.seat === this.viewer);
    const open = table.seats.filter((s) => s.controller === 'human' && !s.taken).map((s) => s.seat);
    // The host's seat may be another one played on this page: the host starts from any of them.
    const hosting = table.host !== null && (table.host === this.viewer || this.here.includes(table.host));
    return html`
      <h3>Seats</h3>
      <ul>
        ${table.seats.map(
          (s) => html`<li data-seat=${s.seat}>
            <span class="dot ${s.present > 0 || s.controller !== 'human' ? 'on' : ''}" title=${s.present > 0 ? 'connected' : 'not connected'}></span>
            <b>${s.seat}</b> ${this.who(s)}${
              s.seat === this.viewer
                ? html` <span class="muted">(you)</span>`
                : this.here.includes(s.seat)
                  ? html` <span class="muted">(on this device)</span>`
                  : nothing
            }
            ${this.standInButton(table, s)} ${this.reissueButton(table, s)}
          </li>`,
        )}
        <li class="muted">${table.spectators} watching</li>
      </ul>
      ${mine && mine.controller === 'human' && !mine.taken && !table.started ? this.renderSit(table, mine.seat) : nothing}
      ${!table.started && table.links ? this.renderLinks(table) : nothing}
      ${
        !table.started
          ? html`<p class="muted">
              ${
                hosting
                  ? html`<button class="start" ?disabled=${open.length > 0} @click=${() => this.fire('rs-start')}>Start the game</button>
                      ${open.length ? html`waiting for ${open.join(', ')} to be taken` : 'every seat is taken'}`
                  : html`Waiting for the host (${table.host ?? 'none'}) to start the game.`
              }
              ${mine?.taken && table.host !== this.viewer ? html`<button class="leave" @click=${() => this.fire('rs-leave')}>Leave the seat</button>` : nothing}
            </p>`
          : nothing
      }
    `;
  }

  private who(s: TableInfo['seats'][number]) {
    if (s.controller !== 'human') return html`<span class="muted">${s.controller}</span>`;
    if (!s.taken) return html`<span class="muted">open</span>`;
    return html`${s.name}${s.standIn ? html` <span class="muted">(${s.standIn} plays for them)</span>` : nothing}`;
  }

  /** A person at the table may ask a bot to play for a seat whose person has gone. */
  private standInButton(table: TableInfo, s: TableInfo['seats'][number]) {
    const me = table.seats.find((x) => x.seat === this.viewer);
    if (!table.started || table.ended || !me || me.controller !== 'human' || s.seat === this.viewer) return nothing;
    if (s.controller !== 'human' || s.present > 0 || s.standIn) return nothing;
    return html`<button class="stand-in" @click=${() => this.fire('rs-stand-in', { seat: s.seat })}>Let a bot play for ${s.seat}</button>`;
  }

  /**
   * The host may seat someone else at a taken seat: the seat gets a new link (open, among the
   * host's links) and the person there loses it, their link with it.
   */
  private reissueButton(table: TableInfo, s: TableInfo['seats'][number]) {
    if (this.viewer !== table.host || table.ended || s.controller !== 'human' || !s.taken || s.seat === table.host) return nothing;
    return html`<button
      class="reissue"
      data-seat=${s.seat}
      title=${`${s.seat}'s link goes to ${s.name} alone; a new one seats someone else there, and ${s.name}'s stops working`}
      @click=${() => confirm(`Give ${s.seat} a new link? ${s.name} loses the seat: their link stops working.`) && this.fire('rs-reissue', { seat: s.seat })}
    >
      New link for ${s.seat}
    </button>`;
  }

  /** The name form; the name last used is offered, unless another seat played on this device has it already. */
  private renderSit(table: TableInfo, seat: string) {
    const name = this.here.length > 1 && table.seats.some((s) => s.taken && s.name === this.name) ? '' : this.name;
    return html`<form
      @submit=${(e: Event) => {
        e.preventDefault();
        const typed = (e.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('#name')!.value;
        localStorage.setItem('rs-online-name', typed);
        this.fire('rs-sit', { name: typed });
      }}
    >
      <label for="name">Your name</label>
      <input id="name" type="text" maxlength="40" .value=${name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} />
      <button type="submit">Take seat ${seat}</button>
    </form>`;
  }

  /**
   * The host's links: each open seat's (a link is the seat: give each to one person, whose it is
   * once taken — the server then gives them a new one, and the host's copy reaches nothing) and
   * the spectators'; an open seat may instead be played here, by someone sharing this device (its
   * row stays where it was, so a second click lands on nothing new).
   */
  private renderLinks(table: TableInfo) {
    const links = (table.links ?? []).filter((l) => l.viewer !== this.viewer);
    const { origin, network } = shareOrigin();
    return html`<p class="muted">
        Send each person their seat's link: whoever opens it sits there. Someone at this screen can play a seat here instead:
        the page then passes between the seats played on it, each hand hidden behind a pass screen.
        ${network ? html`The links use this machine's network address (${origin}), which friends on your network can reach; from elsewhere they need an address of yours they can reach.` : nothing}
      </p>
      <div class="links">
        ${links.map((l) => {
          const url = seatLink(table.id, l.token);
          const seat = table.seats.find((s) => s.seat === l.viewer);
          const label = html`<span>${l.viewer === 'spectator' ? 'spectators' : `${l.viewer}${seat?.taken ? ` (${seat.name})` : ''}`}</span>`;
          if (this.here.includes(l.viewer))
            return html`${label}<span class="muted">played on this device</span>
              <span
                >${
                  seat?.taken
                    ? nothing
                    : html`<button class="not-here" data-seat=${l.viewer} @click=${() => this.fire('rs-not-here', { token: l.token })}>
                        Not on this device
                      </button>`
                }</span
              >`;
          return html`${label}
            <input readonly data-link=${l.viewer} .value=${url} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
            <span
              ><button @click=${() => this.copy(l.viewer, url)}>${this.copied === l.viewer ? 'Copied' : 'Copy'}</button>
              ${
                l.viewer !== 'spectator' && !seat?.taken
                  ? html`<button class="play-here" data-seat=${l.viewer} @click=${() => this.fire('rs-play-here', { token: l.token })}>
                      Play it on this device too
                    </button>`
                  : nothing
              }</span
            >`;
        })}
      </div>`;
  }

  private copy(viewer: string, url: string): void {
    // The clipboard is there on https and localhost; elsewhere the field is selected to copy by hand.
    navigator.clipboard?.writeText(url).then(
      () => (this.copied = viewer),
      () => this.renderRoot.querySelector<HTMLInputElement>(`input[data-link="${viewer}"]`)?.select(),
    ) ?? this.renderRoot.querySelector<HTMLInputElement>(`input[data-link="${viewer}"]`)?.select();
  }

  private fire(name: string, detail: Record<string, string> = {}): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-seating': RsSeating;
  }
}
