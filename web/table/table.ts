// <rs-table>: a game as one viewer sees it (a StateView from game.view(viewer)): the round,
// phase, first player and who is to act; the other seats across the top, the shared area
// (the table's counters and zones, teams, and the panels the format's family adds) in the
// middle, and the viewer's own seat at the bottom. Renders only what the view holds, so it
// can't show what the viewer may not see. Cards the pending decision can pick come in as
// `picks`; picking one fires `rs-card-pick` from the card. When the viewer is asked something,
// the table scrolls what it is about into view above the viewer's own seat (which stays at the
// bottom, over the rest): the seat holding the cards it can pick, else the shared area (the
// rings and the conflict, the clock, the challenge) — on a laptop it was left under that seat.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ResolvedFormat } from '../../core/format.ts';
import type { StateView } from '../../core/view.ts';
import { familyUi, NO_PICKS, type PickMark } from '../family/registry.ts';
import { base } from '../theme.ts';
import type { PanelCounter, PanelMark, PanelZone, SeatProps } from './seat-panel.ts';
import './seat-panel.ts';
import './zone.ts';

/** Seats placed around the table: the viewer (or the first seat) at the bottom, the rest across the top in turn order. */
export function seatPlaces(view: Pick<StateView, 'seats' | 'viewer'>): { top: string[]; bottom: string } {
  const ids = view.seats.map((s) => s.id);
  const at = Math.max(0, ids.indexOf(view.viewer));
  const rest = [...ids.slice(at + 1), ...ids.slice(0, at)];
  return { top: rest, bottom: ids[at]! };
}

@customElement('rs-table')
export class RsTable extends LitElement {
  @property({ attribute: false }) accessor view: StateView | undefined = undefined;
  @property({ attribute: false }) accessor format: ResolvedFormat | undefined = undefined;
  @property({ attribute: false }) accessor picks: ReadonlyMap<string, PickMark> = NO_PICKS;
  /** Who plays each seat as the page knows it (online: the person's name); a seat not in it shows its controller. */
  @property({ attribute: false }) accessor playedBy: readonly { id: string; controller: string }[] = [];

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.55rem;
        min-width: 0;
      }
      /* When the table scrolls (a laptop), no part of it shrinks under its content: the status
         bar did, its second line (a pile of removed cards) spilling over the seat below, and
         the shared panels did, under the viewer's own seat. Each keeps its height; the table
         scrolls. */
      .status,
      .top,
      .shared {
        flex-shrink: 0;
      }
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1.2rem;
        align-items: baseline;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.4rem 0.75rem;
        font-size: 0.85rem;
        min-height: 2.1rem;
      }
      .status .item {
        display: flex;
        gap: 0.35rem;
        align-items: baseline;
        min-width: 0;
      }
      .status .key {
        color: var(--rs-muted);
        font-size: 0.76rem;
        white-space: nowrap;
      }
      .status .val {
        font-weight: 650;
        font-variant-numeric: tabular-nums;
      }
      /* Who is to act matters most: room for two lines, a row of its own when the status is narrow. */
      .status .act {
        flex: 1 1 22rem;
        min-width: 8rem;
      }
      .status rs-zone.pile {
        flex: none;
      }
      .status .act .val {
        overflow: hidden;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 2;
        font-weight: 500;
      }
      .token {
        display: inline-block;
        background: #1f2a3f;
        color: #fff;
        border-radius: 999px;
        padding: 0 0.45rem;
        font-size: 0.75rem;
      }
      .status .winner {
        display: block;
        background: var(--rs-ok-soft);
        color: var(--rs-ok);
        border-radius: 6px;
        padding: 0 0.5rem;
        font-weight: 700;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .winner .reason {
        font-weight: 400;
      }
      /* Seats side by side when each has room for a line of its cards (a family with seat lines needs more), else one under another. */
      .top {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--seat-min, 24rem)), 1fr));
        gap: 0.55rem;
      }
      /* The viewer's own seat stays in view when the others make the table scroll, its hand
         whole at 1366×768 (test/e2e/laptop.test.ts), but never takes much more than half the
         screen, so the shared panels above it can always be seen. */
      .mine {
        position: sticky;
        bottom: 0;
        z-index: 3;
        /* A flex item that scrolls may shrink to nothing (its min-height is 0): at 1366×768
           the viewer's seat was an 18-pixel strip. It keeps its height; the table scrolls. */
        flex-shrink: 0;
        max-height: 60vh;
        overflow-y: auto;
        box-shadow: 0 -6px 14px -8px rgb(0 0 0 / 0.25);
      }
      /* On a short screen (1366×768) the seat takes less, scrolling inside itself with its hand
         kept in view, so that what a decision is about — the Siege clock with its threat level,
         traits and territories — fits above it. */
      @media (max-height: 860px) {
        .mine {
          max-height: 42vh;
        }
      }
      .shared {
        display: flex;
        flex-wrap: wrap;
        gap: 0.55rem;
      }
      .shared > * {
        flex: 1 1 18rem;
      }
      .shared > .family-panel {
        flex: 10 1 36rem;
        min-width: 0;
      }
    `,
  ];

  /** The viewer's decision last brought into view: the table scrolls once a decision, then leaves scrolling to the player. */
  #revealed = '';

  override updated(): void {
    const view = this.view;
    const asked = view?.pending.find((d) => d.seat === view.viewer && 'options' in d);
    if (!asked || asked.id === this.#revealed) return;
    this.#revealed = asked.id;
    // After the seats and panels this render made have drawn themselves: their heights count.
    requestAnimationFrame(() => {
      this.#showHand();
      const subject = this.#subject();
      if (!subject) return;
      // The viewer's own seat stays at the bottom over whatever scrolls under it: keep clear of it.
      const own = this.renderRoot.querySelector<HTMLElement>('.mine');
      this.style.scrollPaddingBottom = `${(own?.offsetHeight ?? 0) + 8}px`;
      subject.scrollIntoView({ block: 'nearest' });
    });
  }

  /**
   * What the viewer's decision is about: the panel of another seat (or the table) holding cards
   * it can pick, else the family's subject panel (FamilyPanel.subject), else the shared area.
   */
  #subject(): Element | null {
    const view = this.view;
    if (!view) return null;
    const root = this.renderRoot;
    for (const [id, mark] of this.picks) {
      const zone = view.cards[id]?.zone;
      const owner = zone?.slice(0, zone.indexOf('.'));
      if (mark !== 'target' || !owner || owner === view.viewer) continue;
      const panel = root.querySelector(`rs-seat-panel[owner="${owner}"]:not(.mine)`);
      if (panel) return panel;
    }
    return root.querySelector('.family-panel[data-subject]') ?? root.querySelector('.shared');
  }

  /** The viewer's hand scrolled into view inside its own seat, when that seat is too short to show all of itself. */
  #showHand(): void {
    const own = this.renderRoot.querySelector<HTMLElement>('.mine');
    const hand = own?.shadowRoot?.querySelector('rs-zone[zone-key$=".hand"]');
    if (!own || !hand) return;
    const [box, seat] = [hand.getBoundingClientRect(), own.getBoundingClientRect()];
    if (box.bottom > seat.bottom) own.scrollTop += box.bottom - seat.bottom;
    else if (box.top < seat.top) own.scrollTop -= seat.top - box.top;
  }

  override render() {
    const view = this.view;
    const format = this.format;
    if (!view || !format) return nothing;
    const family = familyUi(format);
    const phaseName = view.phase ? (format.phases[view.phase]?.name ?? view.phase) : '—';
    const fp = view.firstPlayer;
    // A team named like a seat (one seat per team) needs no "team" note.
    const first = fp ? `${fp.id}${fp.kind === 'team' && !view.seats.some((s) => s.id === fp.id) ? ' (team)' : ''}` : '—';
    const winner = view.winner;
    const seatIds = new Set(view.seats.map((s) => s.id));
    // A team gets a panel for what it holds itself; who is in it, each seat's panel says.
    const teamsShown = view.teams.filter((t) => {
      if (seatIds.has(t.id)) return false;
      const own = this.panelFor(t.id, 'team');
      return own.counters.length > 0 || own.zones.length > 0;
    });
    const tablePanel = this.panelFor('table', 'table');
    // A table with piles only (cards removed from the game) is a narrow box beside the panels.
    const slimTable = tablePanel.counters.length === 0 && tablePanel.zones.every((z) => z.def?.layout === 'pile');
    const showTable = tablePanel.counters.length > 0 || tablePanel.zones.length > 0;
    const places = seatPlaces(view);
    const toAct = view.pending
      .map((d) => `${d.seat}${d.kind === 'action' ? ' has priority' : ''}: ${d.prompt}${d.secret ? ' (secret)' : ''}`)
      .join(' · ');
    const panels = family?.panels ?? [];
    const shared = (showTable && !slimTable) || teamsShown.length > 0 || panels.length > 0;
    // The table's own things: between two seats, or above the others when there are more.
    const sharedArea = shared
      ? html`<div class="shared">
            ${panels.map(
              (p) =>
                html`<div class="family-panel" data-panel=${p.id} ?data-subject=${p.subject}>${p.render({ view, format, picks: this.picks })}</div>`,
            )}
            ${showTable && !slimTable ? this.renderPanel({ ...tablePanel, heading: 'Table' }) : nothing}
            ${teamsShown.map((team) => this.renderPanel(this.teamPanel(team.id)))}
          </div>`
      : nothing;
    return html`
      <div class="status" role="status">
        <span class="item"><span class="key">Round</span><span class="val" data-field="round">${view.round}</span></span>
        <span class="item"><span class="key">Phase</span><span class="val" data-field="phase">${phaseName}</span></span>
        <span class="item"><span class="key">First player</span><span class="val token" data-field="first-player">${first}</span></span>
        ${
          view.ended
            ? html`<span class="item act winner" data-field="winner" title=${winner?.reason ?? ''}>
              ${
                winner && winner.seats.length
                  ? html`Winner: ${winner.seats.join(', ')}${winner.teams.some((t) => !winner.seats.includes(t)) ? ` (team ${winner.teams.join(', ')})` : ''}`
                  : 'Game over: no winner'
              }
              ${winner?.reason ? html`<span class="reason">— ${winner.reason}</span>` : nothing}
            </span>`
            : html`<span class="item act"><span class="key">To act</span><span class="val" data-field="to-act" title=${toAct}>${toAct || '—'}</span></span>`
        }
        <span class="item"><span class="key">Viewing as</span><span class="val" data-field="viewer">${view.viewer}</span></span>
        ${
          slimTable
            ? tablePanel.zones.map(
                (z) =>
                  html`<rs-zone class="item pile" .zoneKey=${z.key} .def=${z.def} .cards=${z.cards} .layout=${'pile'} .family=${format.family ?? ''} .picks=${this.picks}></rs-zone>`,
              )
            : nothing
        }
      </div>
      ${places.top.length > 1 ? sharedArea : nothing}
      ${
        places.top.length
          ? html`<div class="top" style="--seat-min:${family?.seatLines ? '40rem' : '24rem'}">
            ${places.top.map((id) => this.renderPanel({ ...this.seatPanel(id), compact: true }))}
          </div>`
          : nothing
      }
      ${places.top.length > 1 ? nothing : sharedArea}
      ${this.renderPanel({ ...this.seatPanel(places.bottom), mine: true })}
    `;
  }

  private renderPanel(p: SeatProps) {
    return html`<rs-seat-panel
      class=${p.mine ? 'mine' : ''}
      .owner=${p.owner}
      .heading=${p.heading ?? ''}
      .details=${p.details ?? []}
      .marks=${p.marks ?? []}
      .counters=${p.counters}
      .zones=${p.zones}
      .family=${this.format?.family ?? ''}
      .picks=${this.picks}
      .active=${p.active ?? false}
      .out=${p.out ?? false}
      .you=${p.you ?? false}
      .compact=${p.compact ?? false}
      .lines=${p.scope === 'seat' ? familyUi(this.format)?.seatLines : undefined}
    ></rs-seat-panel>`;
  }

  private seatPanel(id: string): SeatProps {
    const view = this.view!;
    const seat = view.seats.find((s) => s.id === id)!;
    const pending = view.pending.filter((d) => d.seat === id);
    const marks: PanelMark[] = [];
    if (view.firstPlayer && (view.firstPlayer.kind === 'seat' ? view.firstPlayer.id === id : view.firstPlayer.id === seat.team)) {
      marks.push({ text: '⚑ first player', tone: 'first', title: 'holds the first player token' });
    }
    for (const d of pending)
      marks.push({ text: d.kind === 'action' ? 'priority' : 'to decide', tone: 'act', title: `${d.prompt}${d.secret ? ' (secret)' : ''}` });
    if (view.winner?.seats.includes(id)) marks.push({ text: 'winner', tone: 'ok' });
    if (seat.eliminated) marks.push({ text: 'eliminated', tone: 'bad' });
    if (view.viewer === id) marks.push({ text: 'you', tone: 'muted' });
    const playedBy = this.playedBy.find((p) => p.id === id)?.controller ?? seat.controller;
    const details = [seat.role !== 'player' ? seat.role : '', seat.team !== seat.id ? `team ${seat.team}` : '', playedBy].filter(Boolean);
    const own = this.panelFor(id, 'seat');
    // A team of one seat (solo teams) keeps its zones and counters with the seat.
    const solo = view.teams.find((t) => t.id === id);
    const team = solo ? this.panelFor(id, 'team') : { counters: [], zones: [] };
    return {
      owner: id,
      scope: 'seat',
      counters: [...own.counters, ...team.counters],
      zones: [...own.zones, ...team.zones],
      heading: id,
      details,
      marks,
      active: pending.length > 0,
      out: seat.eliminated,
      you: view.viewer === id,
    };
  }

  private teamPanel(id: string): SeatProps {
    const view = this.view!;
    const team = view.teams.find((t) => t.id === id)!;
    const marks: PanelMark[] = [];
    if (view.firstPlayer?.kind === 'team' && view.firstPlayer.id === id) marks.push({ text: '⚑ first player', tone: 'first' });
    if (view.winner?.teams.includes(id)) marks.push({ text: 'winner', tone: 'ok' });
    if (team.eliminated) marks.push({ text: 'eliminated', tone: 'bad' });
    return {
      ...this.panelFor(id, 'team'),
      heading: `Team ${id}`,
      details: [`seats ${team.seats.join(', ')}`],
      marks,
      out: team.eliminated,
    };
  }

  /** Counters and zones of one owner, in the order the format declares them, less those a family panel shows. */
  private panelFor(owner: string, scope: 'seat' | 'team' | 'table'): Pick<SeatProps, 'owner' | 'counters' | 'zones'> {
    const view = this.view!;
    const format = this.format!;
    const taken = new Set(familyUi(format)?.zones ?? []);
    const values =
      scope === 'table'
        ? view.table.counters
        : scope === 'team'
          ? (view.teams.find((t) => t.id === owner)?.counters ?? {})
          : (view.seats.find((s) => s.id === owner)?.counters ?? {});
    const defs = format.counters?.[scope] ?? {};
    const names = [...Object.keys(defs), ...Object.keys(values).filter((n) => !(n in defs))];
    const shownByFamily = new Set(scope === 'table' ? (familyUi(format)?.tableCounters ?? []) : []);
    const counters: PanelCounter[] = names
      .filter((name) => name in values && !shownByFamily.has(name))
      .map((name) => ({ name, label: defs[name]?.label ?? name, value: values[name]! }));
    const zones: PanelZone[] = format.zones
      .filter((def) => def.per === scope && !taken.has(def.id))
      .map((def) => ({ key: `${owner}.${def.id}`, def }))
      .filter(({ key }) => key in view.zones && (familyUi(format)?.zoneShown?.(view, key) ?? true))
      .map(({ key, def }) => ({ key, def, cards: view.zones[key]!.map((id) => view.cards[id]!) }));
    return { owner, counters, zones };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-table': RsTable;
  }
}
