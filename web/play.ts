// <rs-play>: one game of a format. Owns a PlaySession (the game lives there, not here) and
// renders it through an ObservableController: the title bar (<rs-play-header>), the toolbar,
// the table and side panels as the viewer sees them (<rs-play-board>), and the replay
// slider; it answers for the viewer's decision and picks on the table. Hot-seat: with
// two or more human seats, the device is passed between them behind <rs-pass-screen>, so
// one seat's hand is never on screen (nor in the page) for the next. The settings that make
// the game reproducible are announced with `rs-play-settings` for the URL.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Issue } from '../core/load/issues.ts';
import type { ResolvedFormat } from '../core/load/catalog.ts';
import type { Decision, GameLog, Seed } from '../core/types.ts';
import type { StateView, Viewer } from '../core/view.ts';
import { extraSeats, playerCount } from '../core/seats.ts';
import { catalogOf, tryResolve, type SourceText } from './catalog-model.ts';
import type { AnswerDetail } from './decision.ts';
import { cardPick } from './decision-model.ts';
import { logFileName, logToJson, parseLogJson } from './game-log.ts';
import { ObservableController } from './observable-controller.ts';
import type { LoadDetail, ViewerChoice } from './play-controls.ts';
import { PlaySession, type PlaySnapshot, type Speed } from './play-session.ts';
import type { OptionValue } from './route.ts';
import { base, pageStyles } from './theme.ts';
import './issue-list.ts';
import { nothingToHide } from './pass-screen.ts';
import './play-board.ts';
import './play-controls.ts';
import './play-header.ts';
import './replay-bar.ts';

const NONE: readonly string[] = [];

export interface PlaySettingsDetail {
  formatId: string;
  /** Only a seed the URL or a loaded log gave: a game's own seed stays secret until it ends. */
  seed?: Seed;
  seats: number;
  controllers?: string[];
  options?: Record<string, OptionValue>;
  preset?: string;
}

@customElement('rs-play')
export class RsPlay extends LitElement {
  @property({ attribute: false }) accessor sources: readonly SourceText[] = [];
  @property({ attribute: 'format-id' }) accessor formatId = '';
  /** A chosen deal (from the URL); undefined: a random seed, secret until the game ends. */
  @property({ attribute: false }) accessor seed: Seed | undefined = undefined;
  /** Undefined: the format's default seat count. */
  @property({ type: Number }) accessor seats: number | undefined = undefined;
  /** One controller per seat; undefined: every seat a random bot (a game to watch). */
  @property({ attribute: false }) accessor controllers: readonly string[] | undefined = undefined;
  @property({ attribute: false }) accessor options: Readonly<Record<string, OptionValue>> | undefined = undefined;
  @property() accessor preset: string | undefined = undefined;
  /** A game to replay from its log (a finished online game); it replaces the settings above. */
  @property({ attribute: false }) accessor log: GameLog | undefined = undefined;
  @state() accessor viewer: Viewer = 'spectator';
  /** The seat the device is being passed to (hot-seat), or ''. */
  @state() accessor passTo = '';
  @state() private accessor selection: { decision: string; selected: string[] } = { decision: '', selected: [] };
  @state() private accessor focusCard = '';
  @state() private accessor notice = '';

  /** The running game; undefined when the format can't be played. */
  session: PlaySession | undefined;
  private format: ResolvedFormat | undefined;
  private problems: readonly Issue[] = [];
  private gameError = '';
  private sessionKey = '';
  private pendingLog: GameLog | undefined;
  private readonly snapshot = new ObservableController<PlaySnapshot>(this);
  /** The snapshot the hot-seat rule last looked at. */
  private followed: PlaySnapshot | undefined;

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
      .problem p {
        margin: 0;
      }
      /* A toast over the table, so a notice never moves the board. */
      .notice {
        position: fixed;
        right: 1.2rem;
        bottom: 4.2rem;
        z-index: 20;
        max-width: 30rem;
        background: var(--rs-ok-soft);
        border: 1px solid var(--rs-ok);
        color: var(--rs-ok);
        border-radius: var(--rs-radius);
        box-shadow: 0 6px 18px rgb(0 0 0 / 0.15);
        padding: 0.45rem 0.8rem;
        font-size: 0.85rem;
        display: flex;
        justify-content: space-between;
        gap: 1rem;
      }
      .notice button {
        font: inherit;
        border: none;
        background: none;
        color: inherit;
        cursor: pointer;
      }
      rs-play-board {
        flex: 1;
        min-height: 0;
      }
      rs-pass-screen {
        flex: 1;
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
    // The session's timer must not outlive the page; reconnecting builds a new game.
    this.session?.dispose();
    this.session = undefined;
    this.sessionKey = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.session) this.requestUpdate();
  }

  private key(): string {
    return JSON.stringify([this.formatId, this.seed, this.seats, this.controllers ?? null, this.options ?? null, this.preset ?? null]);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new format, seed, seat count, controllers, options or source set is a new game; the viewer is not.
    // A page that has been removed starts nothing (and announces nothing).
    if (!this.isConnected) return;
    if (changed.has('log') && this.log) this.loadLog(this.log);
    if (changed.has('sources') || this.key() !== this.sessionKey) this.setUp();
    this.followHotSeat();
  }

  private setUp(): void {
    this.session?.dispose();
    this.session = undefined;
    this.gameError = '';
    this.problems = [];
    this.passTo = '';
    this.notice = '';
    const log = this.pendingLog;
    this.pendingLog = undefined;
    const resolved = tryResolve(catalogOf(this.sources), this.formatId);
    this.format = resolved.format;
    this.problems = resolved.issues;
    // A log lists every seat; the URL counts players, an automated opponent coming on top.
    if (log && this.format) this.seats = log.seats.length - extraSeats(this.format);
    let announce = false;
    if (this.format && this.seats === undefined) {
      this.seats = playerCount(this.format);
      announce = true;
    }
    if (this.format) {
      try {
        this.session = log
          ? new PlaySession(this.format, { log })
          : new PlaySession(this.format, {
              seed: this.seed,
              seats: this.seats!,
              controllers: this.controllers,
              options: this.options as Record<string, OptionValue> | undefined,
              preset: this.preset,
            });
        if (log) this.notice = `Loaded a saved game: ${log.answers.length} answers replayed, state #${this.session.hash()}.`;
      } catch (e) {
        this.gameError = (e as Error).message;
      }
    }
    this.sessionKey = this.key();
    const humans = this.session?.humanSeats ?? [];
    this.viewer = humans[0] ?? 'spectator';
    this.selection = { decision: '', selected: [] };
    this.focusCard = '';
    this.snapshot.observe(this.session?.snapshot$);
    if (announce || this.session) this.announce();
  }

  private announce(): void {
    if (this.seats === undefined) return;
    const detail: PlaySettingsDetail = { formatId: this.formatId, seats: this.seats };
    if (this.seed !== undefined) detail.seed = this.seed;
    if (this.controllers) detail.controllers = [...this.controllers];
    if (this.options && Object.keys(this.options).length) detail.options = { ...this.options };
    if (this.preset) detail.preset = this.preset;
    this.dispatchEvent(new CustomEvent('rs-play-settings', { detail, bubbles: true, composed: true }));
  }

  /**
   * Hot-seat: when the seat on screen has nothing to decide and another human seat has,
   * the device goes to that seat (behind the pass screen).
   */
  private followHotSeat(): void {
    const session = this.session;
    const snap = this.snapshot.value;
    // Only when the game moves: a seat switched to by hand stays on screen until then.
    if (!session || !snap || snap === this.followed) return;
    this.followed = snap;
    if (!snap.live || this.passTo) return;
    const humans = session.humanSeats;
    if (humans.length < 2 || !humans.includes(this.viewer)) return;
    const pending = snap.table.pending;
    if (pending.some((d) => d.seat === this.viewer)) return;
    const next = pending.find((d) => humans.includes(d.seat));
    if (next) this.handOver(next.seat);
  }

  /**
   * The device goes to `seat`: behind the pass screen, unless the two are teammates who see
   * everything each other does (Siege's Rokugani share their hands): nothing to hide (pass-screen.ts).
   */
  private handOver(seat: Viewer): void {
    if (
      this.viewer !== 'spectator' &&
      seat !== 'spectator' &&
      this.session &&
      nothingToHide(this.session.view(this.viewer), this.session.view(seat))
    )
      this.viewer = seat;
    else this.passTo = seat;
  }

  override render() {
    const format = this.format;
    const session = this.session;
    return html`
      <rs-play-header
        .format=${format}
        .formatId=${this.formatId}
        .seed=${session?.shownSeed ?? this.seed}
        .seedHidden=${!!session && session.shownSeed === null}
        @rs-reveal-seed=${() => session?.revealSeed()}
      ></rs-play-header>
      ${
        this.problems.length
          ? html`<div class="problem"><p>${this.formatId} can't be played:</p><rs-issue-list .issues=${this.problems}></rs-issue-list></div>`
          : nothing
      }
      ${format ? this.renderGame(format) : nothing}
    `;
  }

  private renderGame(format: ResolvedFormat) {
    const session = this.session;
    const snap = this.snapshot.value;
    const error = this.gameError || snap?.error;
    const viewers: ViewerChoice[] = [
      { viewer: 'spectator' },
      ...(snap?.table.seats ?? []).map((s) => ({ viewer: s.id, controller: s.controller })),
    ];
    const botToAct = !!snap && snap.live && !snap.table.ended && !snap.error && snap.table.pending.length > 0 && !snap.waitingForHuman;
    return html`
      <rs-play-controls
        .speed=${snap?.speed ?? 'paused'}
        .canStep=${botToAct}
        .canUndo=${snap?.canUndo ?? false}
        .finished=${!session || !snap || snap.table.ended || !!snap.error}
        .viewers=${viewers}
        .viewer=${this.passTo || this.viewer}
        @rs-step=${() => session?.step()}
        @rs-speed=${(e: CustomEvent<{ speed: Speed }>) => session?.setSpeed(e.detail.speed)}
        @rs-viewer=${(e: CustomEvent<{ viewer: Viewer }>) => this.switchViewer(e.detail.viewer)}
        @rs-undo=${this.onUndo}
        @rs-save=${this.onSave}
        @rs-load=${this.onLoad}
        @rs-restart=${this.onRestart}
      ></rs-play-controls>
      ${this.notice ? html`<div class="notice" role="status"><span>${this.notice}</span><button aria-label="dismiss" @click=${() => (this.notice = '')}>×</button></div>` : nothing}
      ${error ? html`<div class="problem" role="alert"><p>${error}</p></div>` : nothing}
      ${
        session && snap
          ? this.passTo
            ? html`<rs-pass-screen
              .seat=${this.passTo}
              .prompt=${snap.table.pending.find((d) => d.seat === this.passTo)?.prompt ?? ''}
              @rs-reveal=${this.onReveal}
              @rs-viewer=${(e: CustomEvent<{ viewer: Viewer }>) => this.switchViewer(e.detail.viewer)}
            ></rs-pass-screen>`
            : this.renderBoard(session, snap, format)
          : nothing
      }
    `;
  }

  private renderBoard(session: PlaySession, snap: PlaySnapshot, format: ResolvedFormat) {
    const view = session.view(this.viewer);
    const decision = snap.live && !snap.table.ended ? this.myDecision(view) : undefined;
    const selected = decision && this.selection.decision === decision.id ? this.selection.selected : NONE;
    return html`<rs-play-board
        .view=${view}
        .format=${format}
        .snapshot=${snap}
        .viewer=${this.viewer}
        .decision=${decision}
        .selected=${selected}
        .focusCard=${this.focusCard}
        .error=${this.answerError}
        .lines=${session.logLines(this.viewer)}
        .seats=${session.seatIds}
        @rs-card-pick=${this.onCardPick}
        @rs-answer=${this.onAnswer}
        @rs-select=${(e: CustomEvent<{ decision: string; selected: string[] }>) => (this.selection = { ...e.detail })}
        @rs-switch-viewer=${(e: CustomEvent<{ viewer: Viewer }>) => this.switchViewer(e.detail.viewer)}
      ></rs-play-board>
      <rs-replay-bar
        .at=${snap.at}
        .total=${snap.total}
        .hash=${this.hashFor(session)}
        @rs-seek=${(e: CustomEvent<{ at: number }>) => session.seek(e.detail.at)}
        @rs-live=${() => session.goLive()}
        @rs-continue=${() => session.continueFromHere()}
      ></rs-replay-bar>`;
  }

  private answerError = '';
  private hashQueued = false;

  /**
   * The state hash for the replay bar. Hashing a large state takes milliseconds, so it is
   * worked out after the frame that shows the state, not in it.
   */
  private hashFor(session: PlaySession): string {
    const known = session.knownHash();
    if (known !== undefined) return known;
    if (!this.hashQueued) {
      this.hashQueued = true;
      setTimeout(() => {
        this.hashQueued = false;
        if (this.session !== session) return;
        session.hash();
        this.requestUpdate();
      }, 30);
    }
    return '';
  }

  /** The viewer's own decision, with its options (the view gives options to their seat only). */
  private myDecision(view: StateView): Decision | undefined {
    return view.pending.find((d): d is Decision => d.seat === this.viewer && 'options' in d && this.session!.humanSeats.includes(d.seat));
  }

  private switchViewer(viewer: Viewer): void {
    const humans = this.session?.humanSeats ?? [];
    const current = this.passTo || this.viewer;
    if (viewer === current) return;
    // Switching to another seat in a hot-seat game passes the device first.
    if (viewer !== 'spectator' && humans.length >= 2) {
      this.handOver(viewer);
    } else {
      this.passTo = '';
      this.viewer = viewer;
    }
    this.focusCard = '';
    this.answerError = '';
  }

  private onReveal(): void {
    this.viewer = this.passTo;
    this.passTo = '';
  }

  private onCardPick(e: CustomEvent<{ card: string }>): void {
    const snap = this.snapshot.value;
    if (!this.session || !snap) return;
    const decision = this.myDecision(this.session.view(this.viewer));
    if (!decision) return;
    const selected = this.selection.decision === decision.id ? this.selection.selected : [];
    const pick = cardPick(decision, selected, e.detail.card);
    if (pick && 'select' in pick) this.selection = { decision: decision.id, selected: pick.select };
    else if (pick && 'answer' in pick) this.answer(decision.id, pick.answer);
    else if (pick) this.focusCard = pick.focus;
  }

  private onAnswer(e: CustomEvent<AnswerDetail>): void {
    this.answer(e.detail.decision, e.detail.choice);
  }

  private answer(decision: string, choice: AnswerDetail['choice']): void {
    const outcome = this.session?.answer(decision, choice);
    if (!outcome) return;
    this.answerError = outcome.ok ? '' : outcome.reason;
    if (outcome.ok) {
      this.selection = { decision: '', selected: [] };
      this.focusCard = '';
    }
    this.requestUpdate();
  }

  private onUndo(): void {
    this.session?.undo();
    this.answerError = '';
    this.selection = { decision: '', selected: [] };
    // Undo in hot-seat: the seat asked again gets the device.
    const humans = this.session?.humanSeats ?? [];
    const again = this.session?.humanPending()[0]?.seat;
    if (again && again !== this.viewer && humans.length >= 2) this.passTo = again;
    else if (again && humans.length === 1) this.viewer = again;
  }

  private onSave(): void {
    const session = this.session;
    if (!session) return;
    const log = session.log();
    const blob = new Blob([logToJson(log)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = logFileName(log, session.shownSeed !== null);
    a.style.display = 'none';
    this.renderRoot.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    const secret =
      session.shownSeed === null ? ' It holds every hidden card and the seed: not for the other players while the game is on.' : '';
    this.notice = `Saved ${a.download}: ${log.answers.length} answers, state #${session.hash()}.${secret}`;
  }

  private onLoad(e: CustomEvent<LoadDetail>): void {
    let log: GameLog;
    try {
      log = parseLogJson(e.detail.text);
    } catch (error) {
      this.gameError = `${e.detail.name}: ${(error as Error).message}`;
      this.requestUpdate();
      return;
    }
    this.loadLog(log);
    this.requestUpdate();
  }

  /** Play `log` from its start, its answers replayed (the replay slider goes through them). */
  private loadLog(log: GameLog): void {
    this.pendingLog = log;
    this.formatId = log.format.id;
    this.seed = undefined;
    this.seats = undefined;
    this.controllers = log.seats.map((s) => s.controller);
    this.options = log.options as Record<string, OptionValue>;
    this.preset = undefined;
    // The key changes, or not (the same settings): either way this is a new session.
    this.sessionKey = '';
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
