// <rs-table>: a game as one viewer sees it (a StateView from game.view(viewer)): the
// round, phase and first player, the shared table, teams, and each seat's counters and
// zones. Renders only what the view holds, so it can't show what the viewer may not see.
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ResolvedFormat } from '../../core/format.ts';
import type { StateView } from '../../core/view.ts';
import { base } from '../theme.ts';
import type { PanelCounter, PanelMark, PanelProps, PanelZone } from './seat-panel.ts';
import './seat-panel.ts';

@customElement('rs-table')
export class RsTable extends LitElement {
  @property({ attribute: false }) accessor view: StateView | undefined = undefined;
  @property({ attribute: false }) accessor format: ResolvedFormat | undefined = undefined;

  static override styles = [
    base,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.8rem;
        min-width: 0;
      }
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.4rem;
        align-items: baseline;
        background: var(--rs-surface);
        border: 1px solid var(--rs-border);
        border-radius: var(--rs-radius);
        padding: 0.55rem 0.8rem;
        font-size: 0.9rem;
      }
      .status .item {
        display: flex;
        gap: 0.35rem;
        align-items: baseline;
      }
      .status .key {
        color: var(--rs-muted);
        font-size: 0.8rem;
      }
      .status .val {
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .winner {
        background: var(--rs-ok-soft);
        border: 1px solid var(--rs-ok);
        color: var(--rs-ok);
        border-radius: var(--rs-radius);
        padding: 0.6rem 0.9rem;
        font-size: 1.05rem;
        font-weight: 600;
      }
      .winner .reason {
        font-weight: 400;
      }
      .seats {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
        gap: 0.8rem;
      }
      .shared {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
        gap: 0.8rem;
      }
    `,
  ];

  override render() {
    const view = this.view;
    const format = this.format;
    if (!view || !format) return nothing;
    const phaseName = view.phase ? (format.phases[view.phase]?.name ?? view.phase) : '—';
    const fp = view.firstPlayer;
    // A team named like a seat (one seat per team) needs no "team" note.
    const first = fp ? `${fp.id}${fp.kind === 'team' && !view.seats.some((s) => s.id === fp.id) ? ' (team)' : ''}` : '—';
    const winner = view.winner;
    const teamsMatter = view.teams.some((t) => t.seats.length > 1 || Object.keys(t.counters).length > 0);
    const tablePanel = this.panelFor('table', 'table');
    const showTable = tablePanel.counters.length > 0 || tablePanel.zones.length > 0;
    return html`
      <div class="status" role="status">
        <span class="item"><span class="key">Round</span><span class="val" data-field="round">${view.round}</span></span>
        <span class="item"><span class="key">Phase</span><span class="val" data-field="phase">${phaseName}</span></span>
        <span class="item"><span class="key">First player</span><span class="val" data-field="first-player">${first}</span></span>
        <span class="item"><span class="key">Answers</span><span class="val" data-field="answers">${view.answered}</span></span>
        <span class="item"><span class="key">Viewing as</span><span class="val" data-field="viewer">${view.viewer}</span></span>
      </div>
      ${view.ended
        ? html`<div class="winner" data-field="winner">
            ${winner && winner.seats.length
              ? html`Winner: ${winner.seats.join(', ')}${winner.teams.some((t) => !winner.seats.includes(t)) ? ` (team ${winner.teams.join(', ')})` : ''}`
              : 'Game over: no winner'}
            ${winner?.reason ? html`<span class="reason">— ${winner.reason}</span>` : nothing}
          </div>`
        : nothing}
      ${showTable || teamsMatter
        ? html`<div class="shared">
            ${showTable ? this.renderPanel(tablePanel) : nothing}
            ${teamsMatter ? view.teams.map((team) => this.renderPanel(this.teamPanel(team.id))) : nothing}
          </div>`
        : nothing}
      <div class="seats">${view.seats.map((seat) => this.renderPanel(this.seatPanel(seat.id)))}</div>
    `;
  }

  private renderPanel(p: PanelProps) {
    return html`<rs-seat-panel
      .owner=${p.owner ?? ''}
      .heading=${p.heading ?? ''}
      .details=${p.details ?? []}
      .marks=${p.marks ?? []}
      .counters=${p.counters ?? []}
      .zones=${p.zones ?? []}
      .prompt=${p.prompt ?? ''}
      .active=${p.active ?? false}
      .out=${p.out ?? false}
    ></rs-seat-panel>`;
  }

  private seatPanel(id: string): PanelProps {
    const view = this.view!;
    const seat = view.seats.find((s) => s.id === id)!;
    const pending = view.pending.filter((d) => d.seat === id);
    const marks: PanelMark[] = [];
    if (view.firstPlayer && (view.firstPlayer.kind === 'seat' ? view.firstPlayer.id === id : view.firstPlayer.id === seat.team && seat.team === id)) {
      marks.push({ text: 'first player', tone: 'accent' });
    }
    if (view.winner?.seats.includes(id)) marks.push({ text: 'winner', tone: 'ok' });
    if (seat.eliminated) marks.push({ text: 'eliminated', tone: 'bad' });
    if (view.viewer === id) marks.push({ text: 'you', tone: 'muted' });
    const details = [seat.role, seat.team !== seat.id ? `team ${seat.team}` : '', seat.controller].filter(Boolean);
    return {
      ...this.panelFor(id, 'seat'),
      heading: id,
      details,
      marks,
      prompt: pending.map((d) => `${d.prompt}${d.secret ? ' (secret)' : ''}`).join('; '),
      active: pending.length > 0,
      out: seat.eliminated,
    };
  }

  private teamPanel(id: string): PanelProps {
    const view = this.view!;
    const team = view.teams.find((t) => t.id === id)!;
    const marks: PanelMark[] = [];
    if (view.firstPlayer?.kind === 'team' && view.firstPlayer.id === id) marks.push({ text: 'first player', tone: 'accent' });
    if (view.winner?.teams.includes(id)) marks.push({ text: 'winner', tone: 'ok' });
    if (team.eliminated) marks.push({ text: 'eliminated', tone: 'bad' });
    return { ...this.panelFor(id, 'team'), heading: `Team ${id}`, details: [`seats ${team.seats.join(', ')}`], marks, out: team.eliminated };
  }

  /** Counters and zones of one owner, in the order the format declares them. */
  private panelFor(owner: string, scope: 'seat' | 'team' | 'table'): Pick<PanelProps, 'owner' | 'counters' | 'zones'> {
    const view = this.view!;
    const format = this.format!;
    const values =
      scope === 'table' ? view.table.counters
      : scope === 'team' ? (view.teams.find((t) => t.id === owner)?.counters ?? {})
      : (view.seats.find((s) => s.id === owner)?.counters ?? {});
    const defs = format.counters?.[scope] ?? {};
    const names = [...Object.keys(defs), ...Object.keys(values).filter((n) => !(n in defs))];
    const counters: PanelCounter[] = names
      .filter((name) => name in values)
      .map((name) => ({ name, label: defs[name]?.label ?? name, value: values[name]! }));
    const zones: PanelZone[] = format.zones
      .filter((def) => def.per === scope)
      .map((def) => ({ key: `${owner}.${def.id}`, def }))
      .filter(({ key }) => key in view.zones)
      .map(({ key, def }) => ({ key, def, cards: view.zones[key]!.map((id) => view.cards[id]!) }));
    return { owner, counters, zones };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-table': RsTable;
  }
}
