// <rs-event-log>: the game's events as sentences, newest at the bottom. Follows new lines
// while scrolled to the bottom; scrolling up to read stops following until scrolled back.
import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { EventKind } from './event-text.ts';
import { base } from './theme.ts';

export interface LogLine {
  seq: number;
  /** The event type, e.g. countersChanged. */
  type: string;
  kind: EventKind;
  text: string;
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

@customElement('rs-event-log')
export class RsEventLog extends LitElement {
  @property({ attribute: false }) accessor lines: readonly LogLine[] = [];
  /** Show decision requests, answers and window open/close lines. */
  @property({ type: Boolean }) accessor details = true;
  @query('ol') private accessor list: HTMLOListElement | null = null;
  private following = true;

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
        gap: 0.75rem;
        align-items: baseline;
        padding: 0.5rem 0.75rem;
        border-bottom: 1px solid var(--rs-border);
      }
      h2 {
        margin: 0;
        font-size: 0.95rem;
      }
      .count {
        flex: 1;
        color: var(--rs-muted);
        font-size: 0.8rem;
        font-variant-numeric: tabular-nums;
      }
      ol {
        flex: 1;
        min-height: 0;
        overflow-y: auto;
        margin: 0;
        padding: 0.3rem 0;
        list-style: none;
        font-size: 0.82rem;
        line-height: 1.35;
      }
      li {
        display: flex;
        gap: 0.5rem;
        padding: 0.08rem 0.75rem;
      }
      .toggle {
        font-size: 0.8rem;
        color: var(--rs-muted);
        display: flex;
        align-items: center;
        gap: 0.25rem;
        cursor: pointer;
      }
      .times {
        color: var(--rs-muted);
        font-weight: 600;
      }
      .seq {
        flex: none;
        width: 3.4rem;
        text-align: right;
        color: var(--rs-muted);
        font-family: var(--rs-mono);
        font-size: 0.72rem;
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
    `,
  ];

  override render() {
    const shown = this.details ? this.lines : this.lines.filter((line) => !isDetail(line));
    return html`
      <header>
        <h2>Event log</h2>
        <span class="count">${this.lines.length} events</span>
        <label class="toggle" title="Decision requests and answers, windows opening and closing">
          <input type="checkbox" .checked=${this.details} @change=${this.onToggle} /> details
        </label>
      </header>
      <ol @scroll=${this.onScroll} aria-live="polite">
        ${shown.length === 0 ? html`<li class="empty">No events yet.</li>` : ''}
        ${groupLines(shown).map(({ first, last, count }) => {
          const seq = count > 1 ? `${first.seq}–${last.seq}` : String(first.seq);
          return html`<li class="${first.kind} ${first.type}" data-seq=${first.seq}>
            <span class="seq">${seq}</span><span class="text">${first.text}${count > 1 ? html` <span class="times">×${count}</span>` : ''}</span>
          </li>`;
        })}
      </ol>
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('lines') || changed.has('details')) && this.following && this.list) {
      this.list.scrollTop = this.list.scrollHeight;
    }
  }

  private onToggle(e: Event): void {
    this.details = (e.target as HTMLInputElement).checked;
    this.following = true;
  }

  private onScroll(): void {
    const list = this.list;
    if (!list) return;
    this.following = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-event-log': RsEventLog;
  }
}
