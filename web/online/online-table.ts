// <rs-online-table>: a seat (or a spectator's place) at a table hosted by `rules-sandbox
// serve`, opened by its link. Owns an OnlineSession (the connection; the game itself lives on
// the server) and draws it with the hot-seat table's own components: the seating
// (<rs-seating>) and, once the game is on, the board (<rs-play-board>) with this viewer's view,
// decision and log. The connection's state is always in sight: connected, reconnecting, closed.
// Several links at once (people sharing one device): a session per seat, one seat on screen,
// and the page goes to whichever of its seats is asked behind the hot-seat pass screen.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { combineLatest } from 'rxjs';
import { customElement, property, state } from 'lit/decorators.js';
import type { Decision } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import { rulesModules } from '../../formats/index.ts';
import { catalogOf, tryResolve, type SourceText } from '../catalog-model.ts';
import { cardPick } from '../decision-model.ts';
import type { AnswerDetail } from '../decision.ts';
import { ObservableController } from '../observable-controller.ts';
import { nothingToHide } from '../pass-screen.ts';
import { finishedHref, lobbyHref, onlineHref } from '../route.ts';
import { base, pageStyles } from '../theme.ts';
import type { LinkState } from './live-socket.ts';
import { OnlineSession, type OnlineSnapshot } from './online-session.ts';
import './seating-panel.ts';
import '../play-board.ts';

const NONE: readonly string[] = [];

@customElement('rs-online-table')
export class RsOnlineTable extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @property() accessor table = '';
  /** The links' tokens: the seats this page plays (usually one). */
  @property({ attribute: false }) accessor tokens: readonly string[] = [];
  @state() private accessor selection: { decision: string; selected: string[] } = { decision: '', selected: [] };
  @state() private accessor focusCard = '';
  /** The token of the seat on screen. */
  @state() private accessor onScreen = '';
  /** The token of the seat the device is being passed to, or ''. */
  @state() private accessor passTo = '';
  /** Said when the page went to another of its seats without the pass screen (nothing there to hide). */
  @state() private accessor notice = '';

  /** One per token, in the tokens' order. */
  sessions: OnlineSession[] = [];
  private key = '';
  private readonly snapshots = new ObservableController<OnlineSnapshot[]>(this);
  /** The snapshots the page last followed the game on (it moves to an asked seat only when the game moves). */
  private followed: OnlineSnapshot[] | undefined;
  /** Every seat of the page has heard from the server once (until then a page of several shows no board). */
  private arrived = false;

  static override styles = [
    base,
    pageStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
        min-height: 0;
        height: 100%;
      }
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
      .meta {
        color: var(--rs-muted);
        font-size: 0.82rem;
      }
      .link {
        border-radius: 999px;
        padding: 0.05rem 0.6rem;
        font-size: 0.75rem;
        font-weight: 600;
      }
      .link.connected {
        background: var(--rs-ok-soft);
        color: var(--rs-ok);
      }
      .link.connecting,
      .link.reconnecting {
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
      }
      .link.closed {
        background: var(--rs-bad-soft);
        color: var(--rs-bad);
      }
      rs-play-board {
        flex: 1;
        min-height: 0;
      }
      .here {
        display: inline-flex;
        gap: 0.3rem;
        align-items: baseline;
        font-size: 0.88rem;
      }
      .here button {
        font: inherit;
        padding: 0.2rem 0.7rem;
        border-radius: 999px;
        border: 1px solid var(--rs-border);
        background: var(--rs-surface);
        cursor: pointer;
      }
      .here button[aria-pressed='true'] {
        border-color: var(--rs-accent);
        background: var(--rs-accent-soft);
        font-weight: 700;
      }
      .here .asked {
        font-size: 0.75rem;
        color: var(--rs-warn);
        font-weight: 700;
      }
      .notice {
        font-size: 0.82rem;
        background: var(--rs-accent-soft);
        border-radius: 999px;
        padding: 0.05rem 0.6rem;
      }
      .here button.away {
        border-style: dashed;
        color: var(--rs-warn);
      }
      @media (max-width: 1000px) {
        :host {
          height: auto;
        }
      }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const s of this.sessions) s.dispose();
    this.sessions = [];
    this.key = '';
    this.arrived = false;
    this.followed = undefined;
    this.notice = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.sessions.length === 0) this.requestUpdate();
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.connect();
    // After connect(): snapshots of sessions just replaced are not read against the new tokens.
    if (this.snapshots.value) {
      this.keepAddress(this.snapshots.value);
      this.arrive(this.snapshots.value);
      this.follow(this.snapshots.value);
    }
  }

  /** A session per token: the ones kept when a seat is added or dropped, new ones for a new table. */
  private connect(): void {
    const key = `${this.table}\n${this.tokens.join('\n')}`;
    if (!this.isConnected || key === this.key) return;
    // A seat added to the page keeps the connections it had; a new table starts afresh.
    const kept = this.key.split('\n')[0] === this.table ? this.sessions : [];
    if (kept.length === 0) this.arrived = false;
    this.key = key;
    const catalog = catalogOf(this.sources);
    this.sessions = this.tokens.map(
      (token) =>
        kept.find((s) => s.token === token) ?? new OnlineSession(this.table, token, (id) => tryResolve(catalog, id).format, rulesModules),
    );
    for (const s of kept) if (!this.sessions.includes(s)) s.dispose();
    this.snapshots.observe(this.sessions.length ? combineLatest(this.sessions.map((s) => s.snapshot$)) : undefined);
    if (!this.tokens.includes(this.onScreen)) {
      this.onScreen = this.tokens[0] ?? '';
      this.selection = { decision: '', selected: [] };
      this.focusCard = '';
    }
    if (!this.tokens.includes(this.passTo)) this.passTo = '';
  }

  /** The snapshot of the seat with `token`. */
  private snapOf(snaps: readonly OnlineSnapshot[], token: string): OnlineSnapshot | undefined {
    return snaps[this.tokens.indexOf(token)];
  }

  /**
   * A page of several seats opened (or reloaded) mid-game: who is at the device is not known, so
   * once every seat has heard from the server the page opens behind the pass screen, to the
   * seat asked (else the first), rather than showing the first seat's hand to whoever is there.
   */
  private arrive(snaps: readonly OnlineSnapshot[]): void {
    // A link that reaches no seat (closed at once) never hears more: it doesn't hold the others back.
    if (this.arrived || snaps.some((s) => !s.table && s.link.status !== 'closed')) return;
    this.arrived = true;
    if (snaps.length < 2 || !snaps.some((s) => s.view)) return;
    const asked = snaps.findIndex(asks);
    this.passTo = asked >= 0 ? this.tokens[asked]! : this.onScreen;
  }

  /**
   * Several seats here: when the seat on screen has nothing to decide and another of this
   * page's seats has, the device goes to that seat (behind the pass screen).
   */
  private follow(snaps: OnlineSnapshot[]): void {
    if (snaps === this.followed) return;
    this.followed = snaps;
    if (snaps.length < 2 || this.passTo) return;
    const shown = this.snapOf(snaps, this.onScreen);
    if (!shown || asks(shown)) return;
    const next = snaps.findIndex(asks);
    if (next >= 0) this.handOver(snaps, this.tokens[next]!);
  }

  /**
   * The device goes to the seat of `token`: behind the pass screen, unless the two are teammates
   * who see everything each other does (pass-screen.ts nothingToHide), or the game has not
   * started (nothing is dealt yet).
   */
  private handOver(snaps: readonly OnlineSnapshot[], token: string): void {
    const from = this.snapOf(snaps, this.onScreen)?.view;
    const to = this.snapOf(snaps, token)?.view;
    this.notice = '';
    this.passTo = '';
    // Back to the seat on screen: a pass under way is called off.
    if (token === this.onScreen) return;
    if (!from || !to || nothingToHide(from, to)) {
      this.onScreen = token;
      if (from && to) this.notice = `This device is ${whoIs(this.snapOf(snaps, token)!)}'s now.`;
    } else this.passTo = token;
    this.selection = { decision: '', selected: [] };
    this.focusCard = '';
  }

  /** The seat on screen: the session the page's requests go through. */
  private get session(): OnlineSession | undefined {
    return this.sessions[this.tokens.indexOf(this.onScreen)];
  }

  override render() {
    if (this.tokens.length === 0)
      return html`<div class="problem" role="alert">
        This link names no seat: ask the host for your seat's link. <a href=${lobbyHref()}>Back to the lobby</a>
      </div>`;
    const snaps = this.snapshots.value;
    const snap = snaps && this.snapOf(snaps, this.onScreen);
    if (!snaps || !snap) return nothing;
    const { table, format } = snap;
    const passTo = this.passTo ? this.snapOf(snaps, this.passTo) : undefined;
    const you = passTo
      ? ` · passing the device to ${whoIs(passTo)}`
      : snap.viewer
        ? ` · you are ${snap.viewer === 'spectator' ? 'watching' : whoIs(snap)}`
        : '';
    // A page of several seats shows no board until each has heard from the server (arrive()).
    const boardShown = !passTo && (snaps.length < 2 || this.arrived);
    const here = snaps.flatMap((s) => (s.viewer ? [s.viewer] : []));
    // Before the game, a refusal to any seat here is shown: the start goes from the host's seat,
    // whichever seat's screen it was pressed on.
    const refused = snap.view ? '' : snap.refused || snaps.find((s) => s.refused && !s.view)?.refused;
    return html`
      <header>
        <a href=${lobbyHref()}>← Lobby</a>
        <h2>${table?.format.name ?? 'Online table'}</h2>
        <span class="meta">table <code>${this.table}</code>${you}</span>
        ${snaps.length > 1 ? this.renderHere(snaps) : nothing}
        ${this.notice && !passTo ? html`<span class="notice" role="status">${this.notice}</span>` : nothing}
        <span class="link ${snap.link.status}" role="status" data-link-state=${snap.link.status}>${linkText(snap.link)}</span>
        ${table?.ended ? html`<a class="replay" href=${finishedHref(this.table)}>replay the whole game and save its log</a>` : nothing}
      </header>
      ${
        snap.link.status === 'closed'
          ? html`<div class="problem" role="alert">
              ${capitalized(snap.link.reason)}. <a href=${lobbyHref()}>Back to the lobby</a>
            </div>`
          : nothing
      }
      ${refused ? html`<div class="problem" role="alert">${refused}</div>` : nothing}
      ${table && !format ? html`<div class="problem">This page doesn't know the format ${table.format.id}: reload it.</div>` : nothing}
      ${
        table && snap.link.status !== 'closed'
          ? html`<rs-seating
              .table=${table}
              .viewer=${snap.viewer ?? 'spectator'}
              .here=${here}
              @rs-play-here=${(e: CustomEvent<{ token: string }>) => this.playHere(e.detail.token)}
              @rs-not-here=${(e: CustomEvent<{ token: string }>) => this.notHere(e.detail.token)}
              @rs-sit=${(e: CustomEvent<{ name: string }>) => this.session?.sit(e.detail.name)}
              @rs-leave=${this.onLeave}
              @rs-start=${() => this.sessionOf(table.host)?.start()}
              @rs-reissue=${(e: CustomEvent<{ seat: string }>) => this.sessionOf(table.host)?.reissue(e.detail.seat)}
              @rs-stand-in=${(e: CustomEvent<{ seat: string }>) => this.session?.standIn(e.detail.seat)}
            ></rs-seating>`
          : nothing
      }
      ${
        passTo
          ? html`<rs-pass-screen
              .seat=${passTo.viewer ?? ''}
              .name=${nameOf(passTo)}
              .prompt=${passTo.play?.table.pending.find((d) => d.seat === passTo.viewer)?.prompt ?? ''}
              .spectate=${false}
              @rs-reveal=${this.onReveal}
            ></rs-pass-screen>`
          : boardShown && snap.view && snap.play && format
            ? this.renderBoard(here, snap, snap.view)
            : nothing
      }
    `;
  }

  /** The seats this device plays: the one on screen pressed, one asked marked, one not connected dashed. */
  private renderHere(snaps: readonly OnlineSnapshot[]) {
    return html`<span class="here" role="group" aria-label="seats on this device"
      >on this device:
      ${this.tokens.map((token, i) => {
        const s = snaps[i]!;
        const shown = token === (this.passTo || this.onScreen);
        return html`<button
          data-seat=${s.viewer ?? ''}
          class=${s.link.status === 'connected' ? '' : 'away'}
          title=${`${s.viewer ?? 'a seat'}: ${linkText(s.link)}${asks(s) ? ', asked to decide' : ''}`}
          aria-pressed=${shown ? 'true' : 'false'}
          @click=${() => !shown && this.handOver(snaps, token)}
        >
          ${s.viewer ? whoIs(s) : '…'}${asks(s) ? html` <span class="asked">asked</span>` : nothing}
        </button>`;
      })}</span
    >`;
  }

  /** The decision panel's "Pass to pN" for a seat of this page that is deciding. */
  private passToSeat(viewer: string): void {
    const snaps = this.snapshots.value;
    const session = this.sessionOf(viewer);
    if (snaps && session) this.handOver(snaps, session.token);
  }

  private onReveal(): void {
    this.onScreen = this.passTo;
    this.passTo = '';
  }

  /** The session of `viewer`'s seat, if this page plays it. */
  private sessionOf(viewer: string | null): OnlineSession | undefined {
    return this.sessions.find((s) => s.snapshot.viewer !== null && s.snapshot.viewer === viewer);
  }

  /** The seat on screen leaves; on a page playing several, its link goes from the page's address (it reaches no seat now). */
  private onLeave(): void {
    const session = this.session;
    if (!session) return;
    // Not connected, the request isn't sent (the page says so): the link stays.
    const sent = session.snapshot.link.status === 'connected';
    session.leave();
    if (sent && this.tokens.length > 1) this.goTo(this.tokens.filter((t) => t !== session.token));
  }

  /** The host plays an open seat on this device as well: the page's address names both links. */
  private playHere(token: string): void {
    if (!this.tokens.includes(token)) this.goTo([...this.tokens, token]);
  }

  /** An open seat added by mistake is no longer played here: its link is the host's to hand out again. */
  private notHere(token: string): void {
    if (this.tokens.includes(token) && this.tokens.length > 1) this.goTo(this.tokens.filter((t) => t !== token));
  }

  /**
   * A seat taken on this page has a new link, its person's alone: the page's address names it
   * instead of the old one (which reaches nothing now), in place, so Back doesn't lead to it.
   */
  private keepAddress(snaps: readonly OnlineSnapshot[]): void {
    const tokens = this.tokens.map((t, i) => snaps[i]?.token ?? t);
    if (tokens.some((t, i) => t !== this.tokens[i])) this.goTo(tokens, true);
  }

  /** The page's address with these seats' links (`replace`: instead of the address now, in the history). */
  private goTo(tokens: readonly string[], replace = false): void {
    const href = onlineHref(this.table, ...tokens);
    this.dispatchEvent(new CustomEvent('rs-navigate', { detail: { href, replace }, bubbles: true, composed: true }));
  }

  /** The board of the seat on screen; `here`: the page's seats, which the decision panel may pass to when there are several. */
  private renderBoard(here: readonly string[], snap: OnlineSnapshot, view: StateView) {
    const decision = snap.play!.table.ended ? undefined : ownDecision(snap, view);
    const selected = decision && this.selection.decision === decision.id ? this.selection.selected : NONE;
    return html`<rs-play-board
      .view=${view}
      .format=${snap.format!}
      .snapshot=${snap.play!}
      .viewer=${snap.viewer ?? 'spectator'}
      .decision=${decision}
      .selected=${selected}
      .focusCard=${this.focusCard}
      .lines=${snap.lines}
      .error=${snap.refused}
      .here=${here.length > 1 ? here : []}
      .seats=${view.seats.map((s) => s.id)}
      @rs-switch-viewer=${(e: CustomEvent<{ viewer: string }>) => this.passToSeat(e.detail.viewer)}
      @rs-card-pick=${this.onCardPick}
      @rs-answer=${(e: CustomEvent<AnswerDetail>) => this.answer(e.detail.decision, e.detail.choice)}
      @rs-select=${(e: CustomEvent<{ decision: string; selected: string[] }>) => (this.selection = { ...e.detail })}
    ></rs-play-board>`;
  }

  private onCardPick(e: CustomEvent<{ card: string }>): void {
    const snap = this.snapshots.value && this.snapOf(this.snapshots.value, this.onScreen);
    const decision = snap?.view ? ownDecision(snap, snap.view) : undefined;
    if (!decision) return;
    const selected = this.selection.decision === decision.id ? this.selection.selected : [];
    const pick = cardPick(decision, selected, e.detail.card);
    if (pick && 'select' in pick) this.selection = { decision: decision.id, selected: pick.select };
    else if (pick && 'answer' in pick) this.answer(decision.id, pick.answer);
    else if (pick) this.focusCard = pick.focus;
  }

  private answer(decision: string, choice: AnswerDetail['choice']): void {
    this.session?.answer(decision, choice);
    this.notice = '';
    this.selection = { decision: '', selected: [] };
    this.focusCard = '';
  }
}

/** The viewer's own decision, unless a bot is playing its seat. */
function ownDecision(snap: OnlineSnapshot, view: StateView): Decision | undefined {
  if (snap.table?.seats.some((s) => s.seat === snap.viewer && s.standIn)) return undefined;
  return view.pending.find((d): d is Decision => d.seat === snap.viewer && 'options' in d);
}

/** The name of the person at the snapshot's seat, or ''. */
const nameOf = (snap: OnlineSnapshot) => snap.table?.seats.find((s) => s.seat === snap.viewer)?.name ?? '';

/** A seat as the page names it: "p2 (Cy)", or "p2" before anyone sits there. */
const whoIs = (snap: OnlineSnapshot) => (nameOf(snap) ? `${snap.viewer} (${nameOf(snap)})` : (snap.viewer ?? ''));

/** Is this seat asked to decide now? */
const asks = (snap: OnlineSnapshot) => !!snap.view && !snap.view.ended && !!ownDecision(snap, snap.view);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function linkText(link: LinkState): string {
  switch (link.status) {
    case 'connecting':
      return 'connecting…';
    case 'connected':
      return 'connected';
    case 'reconnecting':
      return `reconnecting… (try ${link.attempt})`;
    case 'closed':
      return `disconnected: ${link.reason}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-online-table': RsOnlineTable;
  }
}
