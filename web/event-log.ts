// <rs-event-log>: the game's events as sentences, newest at the bottom, filtered by kind
// and by seat. Follows new lines while scrolled to the bottom; scrolling up to read stops
// following until scrolled back. Long logs show their newest lines, older ones on request.
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { EventKind } from './event-text.ts';
import { base } from './theme.ts';

export interface LogLine {
  seq: number;
  /** The event type, e.g. countersChanged. */
  type: string;
  kind: EventKind;
  text: string;
  /** Seats and teams the event is about. */
  seats?: readonly string[];
}

/** Consecutive lines with the same sentence (sixteen "card created in p1.deck") shown once. */
interface LogGroup {
  first: LogLine;
  last: LogLine;
  count: number;
}

/** Kinds a reader can fold away: who was asked what, and windows opening and closing. */
const DETAIL_KINDS: ReadonlySet<EventKind> = new Set(['decision', 'window']);
const ALWAYS_SHOWN: ReadonlySet<string> = new Set(['actionTaken', 'choicesRevealed', 'passed']);

export function isDetail(line: LogLine): boolean {
  return DETAIL_KINDS.has(line.kind) && !ALWAYS_SHOWN.has(line.type);
}

export const KIND_FILTERS: readonly { id: string; label: string; kinds: readonly EventKind[] }[] = [
  { id: 'flow', label: 'Rounds', kinds: ['game', 'round', 'phase'] },
  { id: 'play', label: 'Actions', kinds: ['window', 'decision'] },
  { id: 'rules', label: 'Rules', kinds: ['other', 'seat'] },
  { id: 'counter', label: 'Counters', kinds: ['counter'] },
  { id: 'card', label: 'Cards', kinds: ['card'] },
];

export function groupLines(lines: readonly LogLine[]): LogGroup[] {
  const groups: LogGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.last.text === line.text && last.last.type === line.type) {
      last.last = line;
      last.count++;
    } else {
      groups.push({ first: line, last: line, count: 1 });
    }
  }
  return groups;
}

/** The lines a reader asked for: kinds switched on, about `seat` (round and phase lines always, for context). */
export function filterLines(lines: readonly LogLine[], opts: { details: boolean; off: ReadonlySet<string>; seat: string }): LogLine[] {
  const offKinds = new Set(KIND_FILTERS.filter((f) => opts.off.has(f.id)).flatMap((f) => f.kinds));
  return lines.filter((line) => {
    if (!opts.details && isDetail(line)) return false;
    if (offKinds.has(line.kind)) return false;
    if (opts.seat && line.kind !== 'round' && line.kind !== 'phase' && line.kind !== 'game' && !(line.seats ?? []).includes(opts.seat))
      return false;
    return true;
  });
}

const PAGE = 200;

@customElement('rs-event-log')
export class RsEventLog extends LitElement {
  @property({ attribute: false }) accessor lines: readonly LogLine[] = [];
  /** Seats (and teams) offered by the seat filter. */
  @property({ attribute: false }) accessor seats: readonly string[] = [];
  /** Show decision requests, answers and window open/close lines. */
  @property({ type: Boolean }) accessor details = false;
  @state() private accessor off: ReadonlySet<string> = new Set();
  @state() private accessor seat = '';
  @state() private accessor limit = PAGE;
  @query('ol') private accessor list: HTMLOListElement | null = null;
  private following = true;
  /** Where the log last scrolled itself: scrolling above it is the reader's doing. */
  private autoTop = 0;

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.6rem;
        align-items: center;
        padding: 0.45rem 0.65rem;
        border-bottom: 1px solid var(--rs-border);
      }
      h2 {
        margin: 0;
        font-size: 0.95rem;
      }
      .count {
        flex: 1;
        color: var(--rs-muted);
        font-size: 0.78rem;
        font-variant-numeric: tabular-nums;
      }
      .filters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        align-items: center;
        width: 100%;
      }
      .chip {
        font: inherit;
        font-size: 0.72rem;
        border: 1px solid var(--rs-border);
        border-radius: 999px;
        padding: 0.05rem 0.5rem;
        background: var(--rs-surface-2);
        color: var(--rs-muted);
        cursor: pointer;
      }
      .chip[aria-pressed='true'] {
        background: var(--rs-accent-soft);
        border-color: var(--rs-accent);
        color: var(--rs-accent);
      }
      select {
        font: inherit;
        font-size: 0.75rem;
        border: 1px solid var(--rs-border);
        border-radius: 6px;
        padding: 0.05rem 0.2rem;
        margin-left: auto;
      }
      ol {
        flex: 1;
        min-height: 0;
        overflow-y: auto;
        margin: 0;
        padding: 0.3rem 0;
        list-style: none;
        overflow-anchor: none;
        font-size: 0.8rem;
        line-height: 1.35;
      }
      li {
        display: flex;
        gap: 0.5rem;
        padding: 0.06rem 0.65rem;
        /* Lines scrolled out of view are not laid out or painted until they come back. */
        content-visibility: auto;
        contain-intrinsic-size: auto 1.15rem;
      }
      .times {
        color: var(--rs-muted);
        font-weight: 600;
      }
      .seq {
        flex: none;
        width: 3.2rem;
        text-align: right;
        color: var(--rs-muted);
        font-family: var(--rs-mono);
        font-size: 0.7rem;
        padding-top: 0.1rem;
      }
      .text {
        overflow-wrap: anywhere;
      }
      li.round,
      li.game {
        font-weight: 700;
        background: var(--rs-accent-soft);
        margin-top: 0.2rem;
      }
      li.phase {
        font-weight: 600;
      }
      li.window,
      li.decision {
        color: var(--rs-muted);
      }
      li.decision.actionTaken,
      li.decision.choicesRevealed {
        color: var(--rs-text);
      }
      li.other {
        color: #7a3e00;
      }
      li.counter .text {
        color: #6b3fa0;
      }
      li.seat {
        color: var(--rs-bad);
      }
      li.gameEnded {
        background: var(--rs-ok-soft);
        color: var(--rs-ok);
      }
      .empty {
        color: var(--rs-muted);
        padding: 0.5rem 0.75rem;
      }
      .earlier {
        font: inherit;
        font-size: 0.75rem;
        margin: 0.2rem 0.65rem;
        border: 1px solid var(--rs-border);
        background: var(--rs-surface-2);
        border-radius: 6px;
        cursor: pointer;
      }
      .toggle {
        font-size: 0.75rem;
        color: var(--rs-muted);
        display: flex;
        align-items: center;
        gap: 0.2rem;
        cursor: pointer;
      }
    `,
  ];

  override render() {
    const shown = filterLines(this.lines, { details: this.details, off: this.off, seat: this.seat });
    const groups = groupLines(shown);
    // Keyed by event number, so a new line adds one item instead of rewriting every shown line.
    const visible = groups.slice(-this.limit);
    const hidden = groups.length - visible.length;
    return html`
      <header>
        <h2>Event log</h2>
        <span class="count">${shown.length === this.lines.length ? `${this.lines.length} events` : `${shown.length} of ${this.lines.length} events`}</span>
        <label class="toggle" title="Decision requests and answers, windows opening and closing">
          <input type="checkbox" class="details" .checked=${this.details} @change=${this.onDetails} /> details
        </label>
        <div class="filters" role="group" aria-label="Filter the log">
          ${KIND_FILTERS.map(
            (f) =>
              html`<button class="chip" data-filter=${f.id} aria-pressed=${this.off.has(f.id) ? 'false' : 'true'} @click=${() => this.flip(f.id)}>${f.label}</button>`,
          )}
          <select class="seat" aria-label="Only events about" @change=${(e: Event) => this.setSeat((e.target as HTMLSelectElement).value)}>
            <option value="" ?selected=${this.seat === ''}>all seats</option>
            ${this.seats.map((s) => html`<option value=${s} ?selected=${this.seat === s}>${s}</option>`)}
          </select>
        </div>
      </header>
      <ol @scroll=${this.onScroll} aria-live="polite">
        ${hidden > 0 ? html`<li><button class="earlier" @click=${() => (this.limit += PAGE)}>Show ${Math.min(hidden, PAGE)} earlier lines</button></li>` : nothing}
        ${shown.length === 0 ? html`<li class="empty">No events${this.lines.length ? ' match the filters' : ' yet'}.</li>` : nothing}
        ${repeat(
          visible,
          (group) => group.first.seq,
          ({ first, last, count }) => {
            const seq = count > 1 ? `${first.seq}–${last.seq}` : String(first.seq);
            return html`<li class="${first.kind} ${first.type}" data-seq=${first.seq}>
            <span class="seq">${seq}</span><span class="text">${first.text}${count > 1 ? html` <span class="times">×${count}</span>` : ''}</span>
          </li>`;
          },
        )}
      </ol>
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (
      this.following &&
      this.list &&
      (changed.has('lines') || changed.has('details') || (changed as PropertyValues).has('off') || (changed as PropertyValues).has('seat'))
    ) {
      // Scrolling reads the layout: wait for the frame, when the rest of the page has updated too.
      if (!this.scrollQueued) {
        this.scrollQueued = true;
        requestAnimationFrame(() => {
          this.scrollQueued = false;
          const list = this.list;
          if (!list || !this.following) return;
          list.scrollTop = list.scrollHeight;
          this.autoTop = list.scrollTop;
        });
      }
    }
  }

  private scrollQueued = false;

  private onDetails(e: Event): void {
    this.details = (e.target as HTMLInputElement).checked;
    this.following = true;
  }

  private flip(id: string): void {
    const off = new Set(this.off);
    if (off.has(id)) off.delete(id);
    else off.add(id);
    this.off = off;
    this.following = true;
  }

  private setSeat(seat: string): void {
    this.seat = seat;
    this.following = true;
  }

  private onScroll(): void {
    const list = this.list;
    if (!list) return;
    // Layout changes (a filter row wrapping) move the bottom without the reader scrolling.
    this.following = list.scrollHeight - list.scrollTop - list.clientHeight < 24 || list.scrollTop >= this.autoTop;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-event-log': RsEventLog;
  }
}
