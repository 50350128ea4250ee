// <rs-play>: one game of a format with every seat a random bot. Owns a PlaySession (the
// game lives there, not here) and renders it through an ObservableController; the seed,
// seats and viewer come in as properties or from the toolbar, and each new setting is
// announced with `rs-play-settings` so the app can keep the URL reproducible.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Issue } from '../core/load/issues.ts';
import type { ResolvedFormat } from '../core/load/catalog.ts';
import type { Viewer } from '../core/view.ts';
import { catalogOf, seatRange, tryResolve, type SourceText } from './catalog-model.ts';
import type { LogLine } from './event-log.ts';
import { ObservableController } from './observable-controller.ts';
import { PlaySession, randomSeed, type PlaySnapshot } from './play-session.ts';
import { catalogHref } from './route.ts';
import { base } from './theme.ts';
import './event-log.ts';
import './issue-list.ts';
import './play-controls.ts';
import './table/table.ts';

export interface PlaySettingsDetail {
  formatId: string;
  seed: number;
  seats: number;
}

@customElement('rs-play')
export class RsPlay extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @property({ attribute: 'format-id' }) accessor formatId = '';
  /** Undefined: a random seed, announced so it can be replayed. */
  @property({ type: Number }) accessor seed: number | undefined = undefined;
  /** Undefined: the format's default seat count. */
  @property({ type: Number }) accessor seats: number | undefined = undefined;
  @state() accessor viewer: Viewer = 'spectator';

  /** The running game; undefined when the format can't be played. */
  session: PlaySession | undefined;
  private format: ResolvedFormat | undefined;
  private problems: readonly Issue[] = [];
  private gameError = '';
  private sessionKey = '';
  private readonly snapshot = new ObservableController<PlaySnapshot>(this);

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.75rem;
        min-height: 0;
        height: 100%;
      }
      header {
        display: flex;
        align-items: baseline;
        gap: 0.4rem 0.8rem;
        flex-wrap: wrap;
      }
      h2 {
        margin: 0;
        font-size: 1.2rem;
      }
      a.back {
        color: var(--rs-accent);
        text-decoration: none;
        font-size: 0.9rem;
      }
      a.back:hover {
        text-decoration: underline;
      }
      .meta {
        color: var(--rs-muted);
        font-size: 0.85rem;
      }
      code {
        font-family: var(--rs-mono);
        font-size: 0.8rem;
      }
      .badge {
        border-radius: 999px;
        padding: 0.05rem 0.55rem;
        font-size: 0.75rem;
        font-weight: 600;
        background: var(--rs-warn-soft);
        color: var(--rs-warn);
      }
      .problem {
        background: var(--rs-bad-soft);
        border: 1px solid var(--rs-bad);
        color: var(--rs-bad);
        border-radius: var(--rs-radius);
        padding: 0.6rem 0.8rem;
      }
      .problem p {
        margin: 0;
      }
      .board {
        flex: 1;
        min-height: 0;
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(300px, 400px);
        gap: 0.75rem;
      }
      .board rs-table {
        overflow-y: auto;
        min-height: 0;
        padding-right: 2px;
      }
      .board rs-event-log {
        min-height: 0;
      }
      @media (max-width: 900px) {
        :host {
          height: auto;
        }
        .board {
          grid-template-columns: minmax(0, 1fr);
        }
        .board rs-table {
          overflow: visible;
        }
        .board rs-event-log {
          height: 50vh;
        }
      }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // The session's timer must not outlive the page; reconnecting builds a new game.
    this.session?.dispose();
    this.session = undefined;
    this.sessionKey = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.session) this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new format, seed, seat count or source set is a new game; the viewer is not.
    // A page that has been removed starts nothing (and announces nothing).
    if (!this.isConnected) return;
    if (changed.has('sources') || `${this.formatId}|${this.seed}|${this.seats}` !== this.sessionKey) this.setUp();
  }

  private setUp(): void {
    this.session?.dispose();
    this.session = undefined;
    this.gameError = '';
    this.problems = [];
    const resolved = tryResolve(catalogOf(this.sources), this.formatId);
    this.format = resolved.format;
    this.problems = resolved.issues;
    let announce = false;
    if (this.seed === undefined) {
      this.seed = randomSeed();
      announce = true;
    }
    if (this.format && this.seats === undefined) {
      this.seats = this.format.seats.default ?? this.format.seats.min;
      announce = true;
    }
    this.sessionKey = `${this.formatId}|${this.seed}|${this.seats}`;
    if (this.format) {
      try {
        this.session = new PlaySession(this.format, { seed: this.seed, seats: this.seats! });
      } catch (e) {
        this.gameError = (e as Error).message;
      }
    }
    if (!this.session?.viewers.includes(this.viewer)) this.viewer = 'spectator';
    this.snapshot.observe(this.session?.snapshot$);
    if (announce || this.session) this.announce();
  }

  private announce(): void {
    if (this.seed === undefined || this.seats === undefined) return;
    const detail: PlaySettingsDetail = { formatId: this.formatId, seed: this.seed, seats: this.seats };
    this.dispatchEvent(new CustomEvent('rs-play-settings', { detail, bubbles: true, composed: true }));
  }

  override render() {
    const format = this.format;
    return html`
      <header>
        <a class="back" href=${catalogHref()}>← Formats</a>
        <h2>${format?.name ?? this.formatId}</h2>
        ${format?.fixture ? html`<span class="badge" title="A proof-of-generality format for the tests, not a game anyone plays">test format</span>` : nothing}
        ${format
          ? html`<span class="meta"><code>${format.id}</code> · ${seatRange(format.seats)} · ${format.family ?? 'no family'} · <code>${format.path}</code></span>`
          : nothing}
      </header>
      ${this.problems.length
        ? html`<div class="problem"><p>${this.formatId} can't be played:</p><rs-issue-list .issues=${this.problems}></rs-issue-list></div>`
        : nothing}
      ${format ? this.renderGame(format) : nothing}
    `;
  }

  private renderGame(format: ResolvedFormat) {
    const session = this.session;
    const snap = this.snapshot.value;
    const error = this.gameError || snap?.error;
    const lines = this.linesFor(snap, this.viewer);
    return html`
      <rs-play-controls
        .seed=${this.seed ?? 0}
        .seats=${this.seats ?? format.seats.min}
        .seatRange=${format.seats}
        .playing=${snap?.playing ?? false}
        .finished=${!session || !snap || snap.state.ended || !!snap.error}
        .viewers=${session?.viewers ?? ['spectator']}
        .viewer=${this.viewer}
        .interval=${session?.interval ?? 250}
        @rs-step=${() => session?.step()}
        @rs-toggle-play=${() => session?.toggle()}
        @rs-restart=${this.onRestart}
        @rs-seed=${(e: CustomEvent<{ seed: number }>) => (this.seed = e.detail.seed)}
        @rs-seats=${(e: CustomEvent<{ seats: number }>) => (this.seats = e.detail.seats)}
        @rs-viewer=${(e: CustomEvent<{ viewer: Viewer }>) => (this.viewer = e.detail.viewer)}
        @rs-interval=${(e: CustomEvent<{ ms: number }>) => session?.setInterval(e.detail.ms)}
      ></rs-play-controls>
      ${error ? html`<div class="problem" role="alert"><p>${error}</p></div>` : nothing}
      ${session && snap
        ? html`<div class="board">
            <rs-table .view=${session.view(this.viewer)} .format=${format}></rs-table>
            <rs-event-log .lines=${lines}></rs-event-log>
          </div>`
        : nothing}
    `;
  }

  private lines: { log?: PlaySnapshot['log']; viewer?: Viewer; lines: LogLine[] } = { lines: [] };

  /** The log as `viewer` reads it; the same array while neither changes. */
  private linesFor(snap: PlaySnapshot | undefined, viewer: Viewer): LogLine[] {
    if (snap?.log !== this.lines.log || viewer !== this.lines.viewer) {
      const lines = (snap?.log ?? []).map((entry) => ({
        seq: entry.seq,
        type: entry.type,
        kind: entry.kind,
        text: entry.text[viewer] ?? entry.text.spectator ?? '',
      }));
      this.lines = { log: snap?.log, viewer, lines };
    }
    return this.lines.lines;
  }

  private onRestart(): void {
    if (this.session) this.session.restart();
    else this.setUp();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-play': RsPlay;
  }
  interface HTMLElementEventMap {
    'rs-play-settings': CustomEvent<PlaySettingsDetail>;
  }
}
