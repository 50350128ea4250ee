// <rs-play-board>: the game as one viewer sees it, laid out for play: the table (with the
// cards the viewer's decision can pick) beside the side panels, the decision to answer (or
// who else is deciding) over the event log. Properties in; the table's and the decision's
// events (rs-card-pick, rs-answer, rs-select, rs-switch-viewer) go on up to the page.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ResolvedFormat } from '../core/load/catalog.ts';
import type { Decision, Winner } from '../core/types.ts';
import type { StateView, Viewer } from '../core/view.ts';
import type { Waiting } from './decision.ts';
import { picksFor } from './decision-model.ts';
import type { LogLine } from './event-log.ts';
import type { PickMark } from './family/registry.ts';
import type { PlaySnapshot } from './play-session.ts';
import { base } from './theme.ts';
import './decision.ts';
import './event-log.ts';
import './table/table.ts';
import './treaties.ts';

@customElement('rs-play-board')
export class RsPlayBoard extends LitElement {
  /** What the viewer may see of the state shown. */
  @property({ attribute: false }) accessor view: StateView | undefined = undefined;
  @property({ attribute: false }) accessor format: ResolvedFormat | undefined = undefined;
  @property({ attribute: false }) accessor snapshot: PlaySnapshot | undefined = undefined;
  @property() accessor viewer: Viewer = 'spectator';
  /** The viewer's decision to answer now, if any. */
  @property({ attribute: false }) accessor decision: Decision | undefined = undefined;
  /** The options of a decision of several picked so far. */
  @property({ attribute: false }) accessor selected: readonly string[] = [];
  /** A card clicked on the table that several options name. */
  @property() accessor focusCard = '';
  /** Why the viewer's last answer was refused, or ''. */
  @property() accessor error = '';
  /**
   * The seats played at this device, to which the decision panel offers to pass it when they
   * are deciding; null: every human seat (hot-seat). An online page plays its links' seats.
   */
  @property({ attribute: false }) accessor here: readonly string[] | null = null;
  /** The event log as the viewer reads it, and the seats to filter it by. */
  @property({ attribute: false }) accessor lines: readonly LogLine[] = [];
  @property({ attribute: false }) accessor seats: readonly string[] = [];

  static override styles = [
    base,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(280px, 340px);
        gap: 0.6rem;
      }
      rs-table {
        overflow-y: auto;
        min-height: 0;
        padding: 0 4px 4px 0;
      }
      .side {
        display: flex;
        flex-direction: column;
        gap: 0.6rem;
        min-height: 0;
      }
      .side rs-decision {
        flex: none;
        max-height: 48%;
      }
      .side rs-event-log {
        flex: 1;
        min-height: 0;
      }
      .side rs-treaties {
        flex: none;
      }
      @media (max-width: 1000px) {
        :host {
          grid-template-columns: minmax(0, 1fr);
        }
        rs-table {
          overflow: visible;
        }
        .side rs-decision {
          max-height: none;
        }
        .side rs-event-log {
          height: 45vh;
        }
      }
    `,
  ];

  private picksMemo: { decision?: string; selected?: readonly string[]; picks: ReadonlyMap<string, PickMark> } = { picks: new Map() };

  override render() {
    const { view, format, snapshot: snap } = this;
    if (!view || !format || !snap) return nothing;
    const controllers = new Map(snap.table.seats.map((s) => [s.id, s.controller]));
    const waiting: Waiting[] = view.pending
      .filter((d) => d.seat !== this.viewer)
      .map((d) => {
        const controller = controllers.get(d.seat) ?? '';
        const passable = this.here ? this.here.includes(d.seat) : controller === 'human';
        return { seat: d.seat, prompt: d.prompt, secret: d.secret, controller, passable };
      });
    return html`<rs-table .view=${view} .format=${format} .picks=${this.picks()} .playedBy=${snap.table.seats}></rs-table>
      <div class="side">
        <rs-decision
          .decision=${this.decision}
          .waiting=${waiting}
          .selected=${this.selected}
          .focusCard=${this.focusCard}
          .error=${this.error}
          .viewer=${this.viewer}
          .live=${snap.live}
          .ended=${snap.table.ended}
          .result=${resultText(snap.table.winner)}
          .paused=${snap.speed === 'paused'}
        ></rs-decision>
        ${format.treaties ? html`<rs-treaties .view=${view} .format=${format} ?canAct=${this.playsHere(snap)}></rs-treaties>` : nothing}
        <rs-event-log .lines=${this.lines} .seats=${this.seats}></rs-event-log>
      </div>`;
  }

  /** Is the viewer a person's seat played at this device, in a game still going? */
  private playsHere(snap: PlaySnapshot): boolean {
    if (!snap.live || snap.table.ended) return false;
    const seat = snap.table.seats.find((s) => s.id === this.viewer);
    return !!seat && (this.here ? this.here.includes(seat.id) : seat.controller === 'human');
  }

  /** The same Map while the decision and selection are the same, so the table needn't redraw for it. */
  private picks(): ReadonlyMap<string, PickMark> {
    // The same decision id and selection mean the same picks (a decision's options don't change while it waits).
    if (this.picksMemo.decision !== this.decision?.id || this.picksMemo.selected !== this.selected) {
      this.picksMemo = { decision: this.decision?.id, selected: this.selected, picks: picksFor(this.decision, this.selected) };
    }
    return this.picksMemo.picks;
  }
}

function resultText(winner: Winner | null): string {
  if (!winner) return '';
  const who = winner.seats.length ? winner.seats : winner.teams;
  if (who.length === 0) return `No winner${winner.reason ? `: ${winner.reason}` : ''}.`;
  return `${who.join(' and ')} ${who.length === 1 ? 'wins' : 'win'}${winner.reason ? `: ${winner.reason}` : ''}.`;
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-play-board': RsPlayBoard;
  }
}
