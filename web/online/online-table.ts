// <rs-online-table>: a seat (or a spectator's place) at a table hosted by `rules-sandbox
// serve`, opened by its link. Owns an OnlineSession (the connection; the game itself lives on
// the server) and draws it with the hot-seat table's own components: the seating
// (<rs-seating>) and, once the game is on, the board (<rs-play-board>) with this viewer's view,
// decision and log. The connection's state is always in sight: connected, reconnecting, closed.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Decision } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import { rulesModules } from '../../formats/index.ts';
import { catalogOf, tryResolve, type SourceText } from '../catalog-model.ts';
import { cardPick } from '../decision-model.ts';
import type { AnswerDetail } from '../decision.ts';
import { ObservableController } from '../observable-controller.ts';
import { finishedHref, lobbyHref } from '../route.ts';
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
  @property() accessor token = '';
  @state() private accessor selection: { decision: string; selected: string[] } = { decision: '', selected: [] };
  @state() private accessor focusCard = '';

  session: OnlineSession | undefined;
  private key = '';
  private readonly snapshot = new ObservableController<OnlineSnapshot>(this);

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
      @media (max-width: 1000px) {
        :host {
          height: auto;
        }
      }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session?.dispose();
    this.session = undefined;
    this.key = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.session) this.requestUpdate();
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const key = `${this.table}\n${this.token}`;
    if (!this.isConnected || key === this.key) return;
    this.key = key;
    this.session?.dispose();
    const catalog = catalogOf(this.sources);
    this.session = new OnlineSession(this.table, this.token, (id) => tryResolve(catalog, id).format, rulesModules);
    this.snapshot.observe(this.session.snapshot$);
    this.selection = { decision: '', selected: [] };
    this.focusCard = '';
  }

  override render() {
    const snap = this.snapshot.value;
    if (!snap) return nothing;
    const { table, format } = snap;
    return html`
      <header>
        <a href=${lobbyHref()}>← Lobby</a>
        <h2>${table?.format.name ?? 'Online table'}</h2>
        <span class="meta">table <code>${this.table}</code>${snap.viewer ? html` · you are ${snap.viewer === 'spectator' ? 'watching' : snap.viewer}` : nothing}</span>
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
      ${snap.refused && !snap.view ? html`<div class="problem" role="alert">${snap.refused}</div>` : nothing}
      ${table && !format ? html`<div class="problem">This page doesn't know the format ${table.format.id}: reload it.</div>` : nothing}
      ${
        table && snap.link.status !== 'closed'
          ? html`<rs-seating
              .table=${table}
              .viewer=${snap.viewer ?? 'spectator'}
              @rs-sit=${(e: CustomEvent<{ name: string }>) => this.session?.sit(e.detail.name)}
              @rs-leave=${() => this.session?.leave()}
              @rs-start=${() => this.session?.start()}
              @rs-stand-in=${(e: CustomEvent<{ seat: string }>) => this.session?.standIn(e.detail.seat)}
            ></rs-seating>`
          : nothing
      }
      ${snap.view && snap.play && format ? this.renderBoard(snap, snap.view) : nothing}
    `;
  }

  private renderBoard(snap: OnlineSnapshot, view: StateView) {
    const decision = snap.play!.table.ended ? undefined : this.myDecision(snap, view);
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
      .handOver=${false}
      .seats=${view.seats.map((s) => s.id)}
      @rs-card-pick=${this.onCardPick}
      @rs-answer=${(e: CustomEvent<AnswerDetail>) => this.answer(e.detail.decision, e.detail.choice)}
      @rs-select=${(e: CustomEvent<{ decision: string; selected: string[] }>) => (this.selection = { ...e.detail })}
    ></rs-play-board>`;
  }

  /** The viewer's own decision, unless a bot is playing its seat. */
  private myDecision(snap: OnlineSnapshot, view: StateView): Decision | undefined {
    if (snap.table?.seats.some((s) => s.seat === snap.viewer && s.standIn)) return undefined;
    return view.pending.find((d): d is Decision => d.seat === snap.viewer && 'options' in d);
  }

  private onCardPick(e: CustomEvent<{ card: string }>): void {
    const snap = this.snapshot.value;
    const decision = snap?.view ? this.myDecision(snap, snap.view) : undefined;
    if (!decision) return;
    const selected = this.selection.decision === decision.id ? this.selection.selected : [];
    const pick = cardPick(decision, selected, e.detail.card);
    if (pick && 'select' in pick) this.selection = { decision: decision.id, selected: pick.select };
    else if (pick && 'answer' in pick) this.answer(decision.id, pick.answer);
    else if (pick) this.focusCard = pick.focus;
  }

  private answer(decision: string, choice: AnswerDetail['choice']): void {
    this.session?.answer(decision, choice);
    this.selection = { decision: '', selected: [] };
    this.focusCard = '';
  }
}

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
