// <rs-lobby>: the front page of online play (`rules-sandbox serve`). The listed tables, live
// (the server's /lobby WebSocket): each seat open, taken or a bot, who is connected, a button
// to take an open seat under a name and one to watch; where to make a table (a format's new-game
// form, "Host online"); and the finished games, each to replay or to save as a log file.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Subscription } from 'rxjs';
import type { LobbyFrame } from '../../server/lobby.ts';
import { catalogOf, type SourceText } from '../catalog-model.ts';
import { finishedHref, newGameHref, onlineHref } from '../route.ts';
import { base, buttonStyles, fieldStyles, pageStyles } from '../theme.ts';
import { finishedGames, logUrl, takeSeat, type FinishedGame, type TableSummary } from './api.ts';
import { LiveSocket, type LinkState } from './live-socket.ts';

@customElement('rs-lobby')
export class RsLobby extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @state() private accessor tables: TableSummary[] | null = null;
  @state() private accessor finished: FinishedGame[] = [];
  @state() private accessor link: LinkState = { status: 'connecting' };
  @state() private accessor name = localStorage.getItem('rs-online-name') ?? '';
  @state() private accessor problem = '';
  private socket: LiveSocket<LobbyFrame, never> | undefined;
  private subscriptions: Subscription[] = [];
  private ended = 0;

  static override styles = [
    base,
    pageStyles,
    fieldStyles,
    buttonStyles,
    css`
      :host {
        display: block;
        max-width: 62rem;
      }
      section {
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.6rem 0.9rem;
        margin: 0.7rem 0;
      }
      h3 {
        margin: 0 0 0.4rem;
        font-size: 1rem;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 0.88rem;
      }
      th,
      td {
        text-align: left;
        padding: 0.3rem 0.4rem;
        border-top: 1px solid var(--rs-border);
        vertical-align: top;
      }
      th {
        color: var(--rs-muted);
        font-weight: 600;
        border-top: none;
      }
      button {
        padding: 0.15rem 0.55rem;
        margin: 0.1rem 0.2rem 0.1rem 0;
      }
      .muted {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
      .row {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex-wrap: wrap;
      }
      code {
        font-family: var(--rs-mono);
        font-size: 0.82rem;
      }
    `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    this.socket = new LiveSocket<LobbyFrame, never>('/lobby');
    this.subscriptions = [
      this.socket.state$.subscribe((link) => (this.link = link)),
      this.socket.frames$.subscribe((frame) => this.onTables(frame.tables)),
    ];
    void this.loadFinished();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const s of this.subscriptions) s.unsubscribe();
    this.socket?.close();
  }

  override render() {
    const formats = [...catalogOf(this.sources).formats.values()].filter((f) => f.value.fixture !== true);
    return html`
      <h2>Play online</h2>
      <p class="muted">
        Tables hosted by this server. A seat's link is the seat: whoever opens it sits there, so hand each link to one
        person. ${this.link.status === 'connected' ? 'The list updates by itself.' : html`<b>${this.link.status === 'closed' ? this.link.reason : 'connecting to the server…'}</b>`}
      </p>
      ${this.problem ? html`<div class="problem" role="alert">${this.problem}</div>` : nothing}
      <section>
        <h3>Host a table</h3>
        <div class="row">
          <select aria-label="format" @change=${(e: Event) => this.setUp((e.target as HTMLSelectElement).value)}>
            <option value="">choose a format…</option>
            ${formats.map((f) => html`<option value=${f.id}>${String(f.value.name ?? f.id)}</option>`)}
          </select>
          <span class="muted">then set up its seats and options, and press “Host online”</span>
        </div>
      </section>
      <section>
        <h3>Tables</h3>
        <div class="row">
          <label for="name">Your name</label>
          <input id="name" type="text" maxlength="40" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} />
          <span class="muted">(to take an open seat)</span>
        </div>
        ${this.renderTables()}
      </section>
      <section>
        <h3>Finished games</h3>
        ${this.renderFinished()}
      </section>
    `;
  }

  private renderTables() {
    const tables = this.tables;
    if (tables === null) return html`<p class="muted">…</p>`;
    if (tables.length === 0) return html`<p class="muted">No table is listed. Host one above, or open a link someone sent you.</p>`;
    return html`<table>
      <tr><th>game</th><th>seats</th><th>state</th><th></th></tr>
      ${[...tables].reverse().map(
        (t) => html`<tr data-table=${t.id}>
          <td>${t.format.name}</td>
          <td>
            ${t.seats.map(
              (s) =>
                html`<div>
                  ${s.seat}: ${s.controller !== 'human' ? s.controller : s.taken ? s.name : html`<span class="muted">open</span>`}
                  ${s.controller === 'human' && s.taken ? html`<span class="muted">${s.present ? '· here' : '· away'}</span>` : nothing}
                  ${s.controller === 'human' && !s.taken && !t.started ? html`<button class="join" data-seat=${s.seat} @click=${() => this.join(t.id, s.seat)}>Take this seat</button>` : nothing}
                </div>`,
            )}
          </td>
          <td>${t.ended ? 'over' : t.started ? 'playing' : 'gathering'}</td>
          <td><a class="watch" href=${onlineHref(t.id, t.spectator)}>watch</a></td>
        </tr>`,
      )}
    </table>`;
  }

  private renderFinished() {
    if (this.finished.length === 0) return html`<p class="muted">None yet.</p>`;
    return html`<table>
      <tr><th>game</th><th>players</th><th>result</th><th></th></tr>
      ${this.finished.map(
        (g) => html`<tr data-game=${g.id}>
          <td>${g.format.id} <span class="muted">· ${g.answers} answers</span></td>
          <td>${g.seats.map((s) => `${s.seat} ${s.controller === 'human' ? s.name : s.controller}`).join(', ')}</td>
          <td>${winnerText(g)}${g.winner?.reason ? html` <span class="muted">(${g.winner.reason})</span>` : nothing}</td>
          <td><a class="replay" href=${finishedHref(g.id)}>replay</a> · <a href=${logUrl(g.id)} download="${g.format.id}-${g.id}.json">log</a></td>
        </tr>`,
      )}
    </table>`;
  }

  /** A format chosen: its new-game form, where “Host online” makes the table. */
  private setUp(formatId: string): void {
    if (formatId) location.hash = newGameHref(formatId);
  }

  private onTables(tables: TableSummary[]): void {
    this.tables = tables;
    // A table just over is a new finished game.
    const ended = tables.filter((t) => t.ended).length;
    if (ended !== this.ended) {
      this.ended = ended;
      void this.loadFinished();
    }
  }

  private async loadFinished(): Promise<void> {
    try {
      this.finished = await finishedGames();
    } catch (e) {
      this.problem = (e as Error).message;
    }
  }

  private async join(table: string, seat: string): Promise<void> {
    localStorage.setItem('rs-online-name', this.name);
    try {
      const { id, token } = await takeSeat(table, seat, this.name);
      location.hash = onlineHref(id, token);
    } catch (e) {
      this.problem = (e as Error).message;
    }
  }
}

/** Who won, by the names at their seats (the seats, or else the teams, the result names). */
function winnerText(g: FinishedGame): string {
  if (!g.winner) return '';
  const who = g.winner.seats.length ? g.winner.seats : g.winner.teams;
  const name = (seat: string) => {
    const s = g.seats.find((x) => x.seat === seat);
    return s && s.controller === 'human' && s.name ? `${s.name} (${seat})` : seat;
  };
  return who.map(name).join(', ') || 'no winner';
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-lobby': RsLobby;
  }
}
