// <rs-l5r-panel>: the L5R family's part of the table. The ring pool (fate on each ring),
// the contested ring, each team's claimed rings, the Imperial Favor and its type, and the
// conflict in progress: its type and ring, the attacked province, attackers against
// defenders with each side's skill total. Rings the pending decision can pick are buttons.
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FamilyPanelElement } from '../family-panel.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import type { CardInstance } from '../../../core/types.ts';
import type { StateView } from '../../../core/view.ts';
import { readingContext } from '../../../core/reading.ts';
import { moduleFor } from '../../../core/session.ts';
import { persistentSkill } from '../../../formats/l5r/abilities.ts';
import { conflictOf, skill, type ConflictType } from '../../../formats/l5r/board.ts';
import { sideTotals } from '../../../formats/l5r/conflict.ts';
import { l5rState } from '../../../formats/l5r/state.ts';
import { personalPool, personalPools } from '../../../formats/l5r/rings.ts';
import { rulesModules } from '../../../formats/index.ts';
import { ELEMENT_COLORS } from '../../table/card-look.ts';
import { isHidden, type SeenCard } from '../../../core/view.ts';
import { base, panelStyles } from '../../theme.ts';

export interface ConflictSummary {
  type: ConflictType;
  element: string | null;
  attackingSeat: string;
  defendingSeat: string;
  provinces: SeenCard[];
  attackers: { card: CardInstance; skill: number | null }[];
  defenders: { card: CardInstance; skill: number | null }[];
  attackerTotal: number;
  defenderTotal: number;
}

/**
 * The conflict in progress as the view shows it, with each participant's skill and the sides'
 * totals as the rules module counts them (persistent abilities, bowed participants, the
 * Imperial Favor): read through the module's own functions, never counted here.
 */
export function conflictSummary(view: StateView, format: ResolvedFormat): ConflictSummary | null {
  const c = conflictOf(view);
  if (!c) return null;
  const ctx = readingContext(view, format, moduleFor(format, rulesModules));
  const persistent = persistentSkill(ctx);
  const side = (ids: string[]) =>
    ids
      .map((id) => view.cards[id])
      .filter((x): x is CardInstance => !!x && !isHidden(x))
      .map((card) => ({ card, skill: skill(ctx.state, card, c.type, persistent) }));
  const totals = sideTotals(ctx, c);
  return {
    type: c.type,
    element: c.element,
    attackingSeat: c.attackingSeat,
    defendingSeat: c.defendingSeat,
    provinces: c.provinces.map((id) => view.cards[id]).filter((x): x is SeenCard => !!x),
    attackers: side(c.attackers),
    defenders: side(c.defenders),
    attackerTotal: totals.attacker,
    defenderTotal: totals.defender,
  };
}

@customElement('rs-l5r-panel')
export class RsL5rPanel extends FamilyPanelElement {
  static override styles = [
    base,
    panelStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, auto) minmax(16rem, 1fr);
        gap: 0.6rem;
        min-height: 6.4rem;
      }
      .rings-area {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        align-items: flex-start;
      }
      .pool {
        display: flex;
        gap: 0.3rem;
        align-items: center;
        min-height: 2.6rem;
      }
      .claimed {
        display: flex;
        gap: 0.25rem;
        align-items: center;
        min-height: 1.45rem;
      }
      .ring {
        --c: #888;
        position: relative;
        width: 2.6rem;
        height: 2.6rem;
        border-radius: 50%;
        border: 5px solid var(--c);
        background: radial-gradient(circle, #fff 52%, color-mix(in srgb, var(--c) 18%, #fff) 53%);
        display: flex;
        align-items: center;
        justify-content: center;
        font-size: 0.56rem;
        font-weight: 700;
        color: var(--c);
        text-transform: capitalize;
        padding: 0;
        font-family: inherit;
      }
      .ring.small {
        width: 1.45rem;
        height: 1.45rem;
        border-width: 3px;
        font-size: 0;
      }
      button.ring {
        cursor: pointer;
        box-shadow: 0 0 0 2px #f0b400, 0 0 10px 2px rgb(240 180 0 / 0.55);
      }
      button.ring:hover {
        transform: translateY(-2px);
      }
      button.ring.selected {
        box-shadow: 0 0 0 3px var(--rs-accent);
      }
      .ring .fate {
        position: absolute;
        right: -0.45rem;
        top: -0.45rem;
        background: #e7b416;
        color: #3b2a00;
        border-radius: 999px;
        font-size: 0.66rem;
        min-width: 1.15rem;
        height: 1.15rem;
        line-height: 1.15rem;
        text-align: center;
        padding: 0 0.2rem;
      }
      .slot {
        width: 2.6rem;
        height: 2.6rem;
        border-radius: 50%;
        border: 2px dashed var(--rs-border);
      }
      .team {
        font-size: 0.72rem;
        color: var(--rs-muted);
        margin-right: 0.15rem;
        font-weight: 650;
      }
      .favor .badge {
        border-radius: 999px;
        padding: 0.05rem 0.55rem;
        font-weight: 650;
        font-size: 0.75rem;
        background: #f3ecd0;
        color: #6c5510;
        border: 1px solid #d8c27a;
      }
      .favor .none {
        color: var(--rs-muted);
      }
      .conflict {
        border-left: 1px solid var(--rs-border);
        padding-left: 0.7rem;
        min-width: 0;
        overflow: hidden;
      }
      .ctype {
        font-weight: 700;
        text-transform: capitalize;
        border-radius: 4px;
        padding: 0 0.35rem;
      }
      .ctype.military { background: #f6dcd6; color: #8d2414; }
      .ctype.political { background: #d9e5f6; color: #1d4f8f; }
      .element {
        font-weight: 700;
        text-transform: capitalize;
        color: var(--c);
      }
      .line {
        display: flex;
        gap: 0.35rem;
        align-items: baseline;
        margin-bottom: 0.25rem;
        white-space: nowrap;
      }
      .line .what {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .sides {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
        gap: 0.4rem;
        align-items: start;
      }
      .side ul {
        list-style: none;
        margin: 0.1rem 0 0;
        padding: 0;
        max-height: 2.5rem;
        overflow-y: auto;
      }
      .side li {
        line-height: 1.25rem;
        display: flex;
        justify-content: space-between;
        gap: 0.3rem;
        white-space: nowrap;
        overflow: hidden;
      }
      .side li .n {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .side li.bowed {
        color: var(--rs-muted);
        text-decoration: line-through;
      }
      .side .who {
        font-size: 0.68rem;
        color: var(--rs-muted);
        text-transform: uppercase;
        letter-spacing: 0.04em;
      }
      .side li b {
        color: var(--rs-muted);
        font-weight: 650;
      }
      .total {
        padding: 0 0.4rem;
        border-left: 1px solid var(--rs-border);
        border-right: 1px solid var(--rs-border);
        font-size: 1.35rem;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        text-align: center;
        line-height: 1.1;
        white-space: nowrap;
      }
      .total .vs {
        font-size: 0.7rem;
        color: var(--rs-muted);
        font-weight: 600;
        margin: 0 0.25rem;
      }
      .idle {
        color: var(--rs-muted);
        font-style: italic;
      }
      @media (max-width: 1100px) {
        :host {
          grid-template-columns: minmax(0, 1fr);
        }
        .conflict {
          border-left: none;
          padding-left: 0;
          border-top: 1px solid var(--rs-border);
          padding-top: 0.35rem;
        }
      }
    `,
  ];

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const unclaimed = this.cardsIn('table.unclaimedRings');
    const contested = this.cardsIn('table.contestedRing');
    const { favor } = l5rState.read(view);
    // Personal ring pools (Enlightenment): one row per player, the table's pool the common one.
    const personal = this.format ? personalPools(this.format) : false;
    return html`
      <section class="rings-area" aria-label="Rings and the Imperial Favor">
        ${
          personal
            ? html`<div class="block">
              <h4>Unclaimed rings</h4>
              ${view.seats.map(
                (s) => html`<div class="claimed" data-zone="${personalPool(s.id)}">
                  <span class="team">${s.id}${s.eliminated ? ' (out)' : ''}</span>
                  ${this.cardsIn(personalPool(s.id)).map((r) => this.ring(r, true))}
                  ${this.cardsIn(personalPool(s.id)).length === 0 ? html`<span class="idle">none</span>` : nothing}
                </div>`,
              )}
              <div class="claimed" data-zone="table.unclaimedRings">
                <span class="team">common</span>
                ${unclaimed.map((r) => this.ring(r, true))}
                ${unclaimed.length === 0 ? html`<span class="idle">none</span>` : nothing}
              </div>
            </div>`
            : html`<div class="block">
              <h4>Unclaimed rings</h4>
              <div class="pool" data-zone="table.unclaimedRings">${unclaimed.map((r) => this.ring(r))}</div>
            </div>`
        }
        <div class="block">
          <h4>Contested</h4>
          <div class="pool" data-zone="table.contestedRing">${contested.length ? contested.map((r) => this.ring(r)) : html`<span class="slot" title="no contested ring"></span>`}</div>
        </div>
        <div class="block">
          <h4>${personal ? 'Rings on provinces' : 'Claimed rings'}</h4>
          ${view.teams.map(
            (t) => html`<div class="claimed" data-zone="${t.id}.claimedRings">
              <span class="team">${t.id}</span>
              ${this.cardsIn(`${t.id}.claimedRings`).map((r) => this.ring(r, true))}
              ${this.cardsIn(`${t.id}.claimedRings`).length === 0 ? html`<span class="idle">none</span>` : nothing}
            </div>`,
          )}
        </div>
        <div class="block favor" data-field="favor">
          <h4>Imperial Favor</h4>
          ${
            favor?.team
              ? html`<span class="badge" title="${favor.team} holds the Imperial Favor (${favor.type})">${favor.team} · ${favor.type}</span>`
              : html`<span class="idle">unclaimed</span>`
          }
        </div>
      </section>
      ${this.renderConflict(view)}
    `;
  }

  private renderConflict(view: StateView) {
    const c = this.format ? conflictSummary(view, this.format) : null;
    if (!c) {
      return html`<section class="conflict" data-field="conflict"><h4>Conflict</h4><p class="idle">No conflict in progress.</p></section>`;
    }
    const province = c.provinces[0];
    const provinceName = province ? (isHidden(province) ? 'a facedown province' : province.name) : '—';
    const side = (list: ConflictSummary['attackers'], cls: string) => html`<div class="side ${cls}">
      <span class="who">${cls === 'att' ? 'Attackers' : 'Defenders'}</span>
      <ul>
        ${list.length === 0 ? html`<li class="idle">none</li>` : nothing}
        ${list.map((x) => html`<li class=${x.card.turned ? 'bowed' : ''}><span class="n" title=${x.card.name}>${x.card.name}</span><b>${x.skill ?? '–'}</b></li>`)}
      </ul>
    </div>`;
    return html`<section class="conflict" data-field="conflict">
      <h4>Conflict</h4>
      <div class="line">
        <span class="ctype ${c.type}">${c.type}</span>
        ${c.element ? html`<span class="element" style="--c:${ELEMENT_COLORS[c.element] ?? '#888'}">${c.element}</span>` : nothing}
        <span class="what" title="${c.attackingSeat} attacks ${c.defendingSeat}'s ${provinceName}"><b>${c.attackingSeat}</b> attacks <b>${c.defendingSeat}</b>'s ${provinceName}</span>
      </div>
      <div class="sides">
        ${side(c.attackers, 'att')}
        <div class="total" data-field="skill-totals" title="attackers' skill against defenders'">
          ${c.attackerTotal}<span class="vs">vs</span>${c.defenderTotal}
        </div>
        ${side(c.defenders, 'def')}
      </div>
    </section>`;
  }

  private cardsIn(key: string): SeenCard[] {
    const view = this.view!;
    return (view.zones[key] ?? []).map((id) => view.cards[id]!).filter(Boolean);
  }

  private ring(card: SeenCard, small = false) {
    if (isHidden(card)) return html`<span class="ring ${small ? 'small' : ''}"></span>`;
    const element = String(card.stats.element ?? '');
    const fate = card.tokens.fate ?? 0;
    const pick = this.picks.get(card.id);
    const body = html`${element}${fate > 0 ? html`<span class="fate" title="${fate} fate">${fate}</span>` : nothing}`;
    const style = `--c:${ELEMENT_COLORS[element] ?? '#888'}`;
    if (pick) {
      return html`<button
        class="ring ${small ? 'small' : ''} ${pick}"
        style=${style}
        data-card=${card.id}
        aria-pressed=${pick === 'selected' ? 'true' : 'false'}
        title="${card.name}${fate ? ` (${fate} fate)` : ''}: choose it"
        @click=${() => this.dispatchEvent(new CustomEvent('rs-card-pick', { detail: { card: card.id }, bubbles: true, composed: true }))}
      >${body}</button>`;
    }
    // A claimed ring on a province (personal ring pools) says which.
    const on = card.data?.province ? ` on ${String(card.data.province)}` : '';
    return html`<span class="ring ${small ? 'small' : ''}" style=${style} data-card=${card.id} title="${card.name}${on}${fate ? ` (${fate} fate)` : ''}"
      >${body}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-l5r-panel': RsL5rPanel;
  }
}
