// <rs-agot-panel>: A Game of Thrones at a glance. Each house: its gold, its total power (on the
// house card and on its cards in play) and the house card's share, its revealed plot with the
// plot's income, initiative, claim and reserve, the cards in its hand (against the reserve),
// what it would bring to dominance now, the challenges it has made this challenges phase, and
// with Shadows how many cards its Shadows area holds (a count: only their owner knows them).
// Each plot deck too (the panel shows it instead of the table: a row of plots is wider than a
// laptop's seat): how many plots are left, and the plots the viewer may see with their four
// figures — buttons (firing rs-card-pick, as a card does) when the plot decision can pick them.
// Then the challenge being made: its type, attacker and defender, each side's participants with
// their strength and the totals. Every figure is the rules module's own reading
// (formats/agot/board.ts, plot.ts, round.ts, challenges.ts) over the viewer's view.
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FamilyPanelElement } from '../family-panel.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import type { CardInstance, SeatId } from '../../../core/types.ts';
import { isHidden, type StateView } from '../../../core/view.ts';
import { readingContext } from '../../../core/reading.ts';
import { moduleFor } from '../../../core/session.ts';
import { rulesModules } from '../../../formats/index.ts';
import { stillParticipating, strength, totalPower } from '../../../formats/agot/board.ts';
import { plotStat } from '../../../formats/agot/plot.ts';
import { dominanceTotal } from '../../../formats/agot/round.ts';
import { sideStrength } from '../../../formats/agot/challenges.ts';
import { agotState, CHALLENGE_TYPES, type ChallengeType } from '../../../formats/agot/state.ts';
import { base, panelStyles } from '../../theme.ts';
import { looksOf } from '../registry.ts';
import type { Frame } from '../../table/card-look.ts';

/** A plot's four figures. */
export interface PlotFigures {
  income: number;
  initiative: number;
  claim: number;
  reserve: number;
}

export interface PlotCard extends PlotFigures {
  id: string;
  name: string;
}

export interface HouseSummary {
  seat: SeatId;
  gold: number;
  /** Power on the house card and on the cards it controls in play. */
  power: number;
  /** The house card's share of it. */
  housePower: number;
  /** Its revealed plot, or null before the first plot phase. */
  plot: PlotCard | null;
  /** Plots left in its plot deck, and those of them the viewer may see (its own). */
  plotDeck: number;
  plots: PlotCard[];
  hand: number;
  /** Its standing characters' strength and its gold: its dominance total now. */
  dominance: number;
  /** Challenge types it has initiated this challenges phase (none outside it). */
  made: ChallengeType[];
  /** Cards in its Shadows area, or null in a format without one. */
  shadows: number | null;
  out: boolean;
}

export interface Participant {
  id: string;
  name: string;
  strength: number;
}

export interface ChallengeSummary {
  type: ChallengeType;
  attacker: SeatId;
  defender: SeatId;
  attackers: Participant[];
  defenders: Participant[];
  /** Each side's total: the strength of its participants still in play (the rules' own sum). */
  attack: number;
  defense: number;
}

export interface AgotSummary {
  houses: HouseSummary[];
  challenge: ChallengeSummary | null;
  /** Is it the challenges phase (when `made` counts)? */
  challengesPhase: boolean;
}

/** The houses and the challenge as a view shows them, figured by the rules module's readings (hidden cards are stubs, never read). */
export function agotSummary(view: StateView, format: ResolvedFormat): AgotSummary {
  const ctx = readingContext(view, format, moduleFor(format, rulesModules));
  const state = ctx.state;
  const record = agotState.read(state);
  const seen = (zone: string) =>
    (view.zones[zone] ?? []).map((id) => view.cards[id]!).filter((c): c is CardInstance => !!c && !isHidden(c));
  // A plot in a plot deck is read as the rules read it once revealed (plot.ts plotStat): on a board where it is.
  const figures = (card: CardInstance): PlotCard => {
    const revealed = { zones: { [`${card.owner}.plot`]: [card.id] }, cards: { [card.id]: card } };
    const n = (stat: string) => plotStat(revealed, card.owner ?? '', stat);
    return { id: card.id, name: card.name, income: n('income'), initiative: n('initiative'), claim: n('claim'), reserve: n('reserve') };
  };
  const houses = view.seats.map((s): HouseSummary => {
    const plot = seen(`${s.id}.plot`)[0];
    const shadowsZone = view.zones[`${s.id}.shadows`];
    return {
      seat: s.id,
      gold: s.counters.gold ?? 0,
      power: totalPower(ctx, s.id),
      housePower: s.counters.power ?? 0,
      plot: plot
        ? {
            id: plot.id,
            name: plot.name,
            income: plotStat(state, s.id, 'income'),
            initiative: plotStat(state, s.id, 'initiative'),
            claim: plotStat(state, s.id, 'claim'),
            reserve: plotStat(state, s.id, 'reserve'),
          }
        : null,
      plotDeck: view.zones[`${s.id}.plotDeck`]?.length ?? 0,
      plots: seen(`${s.id}.plotDeck`).map(figures),
      hand: view.zones[`${s.id}.hand`]?.length ?? 0,
      dominance: dominanceTotal(ctx, s.id),
      // Counted for the challenges phase only: the record keeps the last one's until the next begins.
      made: view.phase === 'challenges' ? [...(record.made[s.id] ?? [])] : [],
      shadows: shadowsZone ? shadowsZone.length : null,
      out: s.eliminated,
    };
  });
  const c = record.challenge;
  if (!c) return { houses, challenge: null, challengesPhase: view.phase === 'challenges' };
  // Each side's participants whose strength counts, read as the rules read them.
  const attackers = stillParticipating(state, c.attackers, c.attacker);
  const defenders = stillParticipating(state, c.defenders, c.defender);
  const who = (cards: CardInstance[]) => cards.map((card) => ({ id: card.id, name: card.name, strength: strength(state, card) }));
  return {
    houses,
    challengesPhase: view.phase === 'challenges',
    challenge: {
      type: c.type,
      attacker: c.attacker,
      defender: c.defender,
      attackers: who(attackers),
      defenders: who(defenders),
      attack: sideStrength(ctx, attackers),
      defense: sideStrength(ctx, defenders),
    },
  };
}

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** The challenge icons' colours: military red, intrigue green, power gold. */
const ICON: Record<ChallengeType, string> = { military: '#a3281c', intrigue: '#2f6b3a', power: '#a07a12' };

@customElement('rs-agot-panel')
export class RsAgotPanel extends FamilyPanelElement {
  static override styles = [
    base,
    panelStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, auto) minmax(15rem, 1fr);
        grid-template-areas: 'houses challenge' 'plots plots';
        gap: 0.1rem 0.6rem;
        line-height: 1.3;
      }
      .houses {
        grid-area: houses;
      }
      .challenge {
        grid-area: challenge;
      }
      .plot-decks {
        grid-area: plots;
        min-width: 0;
      }
      section {
        min-width: 0;
      }
      .houses {
        overflow-x: auto;
      }
      .power {
        color: #7d1a1f;
        font-size: 0.95rem;
      }
      .house-power {
        color: var(--rs-muted);
        font-weight: 400;
        font-size: 0.7rem;
      }
      .plot {
        max-width: 9rem;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .out {
        text-decoration: line-through;
        color: var(--rs-muted);
      }
      .shadows {
        display: inline-block;
        min-width: 1.4rem;
        text-align: center;
        border-radius: 4px;
        background: #17121f;
        color: #e9e2f5;
        font-weight: 700;
        padding: 0 0.3rem;
      }
      .icons {
        display: inline-flex;
        gap: 0.2rem;
      }
      .icon {
        width: 1.1rem;
        height: 1.1rem;
        border-radius: 50%;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        font-size: 0.62rem;
        font-weight: 800;
        color: #fff;
        background: var(--icon);
      }
      .icon.not {
        background: none;
        color: var(--rs-muted);
        border: 1px dashed var(--rs-border);
      }
      .challenge {
        border-left: 1px solid var(--rs-border);
        padding-left: 0.7rem;
      }
      .challenge .what {
        font-weight: 650;
      }
      .type {
        color: var(--icon);
        font-weight: 800;
      }
      .side {
        margin: 0.15rem 0;
      }
      .total {
        font-weight: 800;
        font-size: 0.95rem;
        font-variant-numeric: tabular-nums;
      }
      .none {
        color: var(--rs-muted);
        font-style: italic;
      }
      .plots {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.25rem 0.35rem;
        margin: 0.2rem 0 0;
        list-style: none;
        padding: 0;
      }
      .plots .whose {
        color: var(--rs-muted);
        font-size: 0.72rem;
        white-space: nowrap;
      }
      .plot-card {
        font: inherit;
        font-size: 0.74rem;
        color: inherit;
        text-align: left;
        border: 1px solid #c9b48a;
        border-left: 4px solid var(--band);
        background: var(--paper);
        border-radius: 4px;
        padding: 0.05rem 0.4rem;
        white-space: nowrap;
      }
      .plot-card .figures {
        color: var(--rs-muted);
        font-variant-numeric: tabular-nums;
        margin-left: 0.25rem;
      }
      button.plot-card {
        cursor: pointer;
        box-shadow: 0 0 0 2px #f0b400;
      }
      button.plot-card:hover {
        box-shadow: 0 0 0 2px #f0b400, 0 0 8px 1px rgb(240 180 0 / 0.5);
      }
      button.plot-card.selected {
        box-shadow: 0 0 0 2px var(--rs-accent);
      }
    `,
  ];

  override render() {
    if (!this.view || !this.format) return nothing;
    const s = agotSummary(this.view, this.format);
    const withShadows = s.houses.some((h) => h.shadows !== null);
    const frame = looksOf(this.format.family ?? '').frames?.plot;
    return html`
      <section class="houses">
        <h4>Houses</h4>
        <table>
          <tr>
            <th>player</th>
            <th title="Gold in the treasury">gold</th>
            <th title="Total power: on the house card and on cards in play (the house card's share small)">power</th>
            <th>revealed plot</th>
            <th title="Income, initiative, claim, reserve of the revealed plot">inc · init · claim · res</th>
            <th title="Plots left in the plot deck">plots</th>
            <th title="Cards in hand">hand</th>
            ${withShadows ? html`<th title="Cards in the Shadows area, facedown">Shadows</th>` : nothing}
            <th title="Dominance now: standing characters' strength plus gold">dominance</th>
            <th title="Challenges initiated this challenges phase">challenges</th>
          </tr>
          ${s.houses.map((h) => this.renderHouse(h, withShadows, s.challengesPhase))}
        </table>
      </section>
      ${this.renderChallenge(s.challenge)}
      <div class="plot-decks">${s.houses.filter((h) => h.plots.length > 0).map((h) => this.renderPlots(h, frame))}</div>
    `;
  }

  /** The plots of a plot deck the viewer may see: a row of names with their figures; buttons when the decision can pick them. */
  private renderPlots(h: HouseSummary, frame: Frame | undefined) {
    const style = `--band:${frame?.band ?? '#7a5a2a'};--paper:${frame?.paper ?? '#faf4e6'}`;
    return html`<ul class="plots" data-field="plots-${h.seat}" aria-label="${h.seat}'s plot deck">
      <li class="whose">${h.seat}'s plot deck</li>
      ${h.plots.map((p) => {
        const title = `${p.name}: income ${p.income}, initiative ${p.initiative}, claim ${p.claim}, reserve ${p.reserve}`;
        const face = html`${p.name}<span class="figures">${p.income}·${p.initiative}·${p.claim}·${p.reserve}</span>`;
        const pick = this.picks.get(p.id);
        return html`<li>
          ${
            pick
              ? html`<button
                  class="plot-card ${pick}"
                  style=${style}
                  data-card=${p.id}
                  aria-pressed=${pick === 'selected' ? 'true' : 'false'}
                  title="${title}. Choose it."
                  @click=${() => this.dispatchEvent(new CustomEvent('rs-card-pick', { detail: { card: p.id }, bubbles: true, composed: true }))}
                >
                  ${face}
                </button>`
              : html`<span class="plot-card" style=${style} data-card=${p.id} title=${title}>${face}</span>`
          }
        </li>`;
      })}
    </ul>`;
  }

  private renderHouse(h: HouseSummary, withShadows: boolean, challengesPhase: boolean) {
    const p = h.plot;
    return html`<tr class=${h.out ? 'out' : ''} data-seat=${h.seat}>
      <td>${h.seat}</td>
      <td class="num" data-field="gold-${h.seat}">${h.gold}</td>
      <td class="num" title="${h.power} power: ${h.housePower} on the house card, ${h.power - h.housePower} on cards in play">
        <span class="power" data-field="power-${h.seat}">${h.power}</span>
        <span class="house-power">(<span data-field="house-power-${h.seat}">${h.housePower}</span> house)</span>
      </td>
      <td class="plot" data-field="plot-${h.seat}" title=${p?.name ?? 'no plot revealed yet'}>${p?.name ?? '—'}</td>
      <td>
        ${
          p
            ? html`<span data-field="income-${h.seat}">${p.income}</span> · <span data-field="initiative-${h.seat}">${p.initiative}</span>
                · <span data-field="claim-${h.seat}">${p.claim}</span> · <span data-field="reserve-${h.seat}">${p.reserve}</span>`
            : html`<span class="none">—</span>`
        }
      </td>
      <td class="num" data-field="plot-deck-${h.seat}">${h.plotDeck}</td>
      <td class="num" data-field="hand-${h.seat}" title="${h.hand} in hand${p ? `, reserve ${p.reserve}` : ''}">${h.hand}</td>
      ${
        withShadows
          ? html`<td title="${h.shadows ?? 0} card${h.shadows === 1 ? '' : 's'} in ${h.seat}'s Shadows area">
              <span class="shadows" data-field="shadows-${h.seat}">${h.shadows ?? 0}</span>
            </td>`
          : nothing
      }
      <td class="num" data-field="dominance-${h.seat}">${h.dominance}</td>
      <td>
        <span class="icons" data-field="made-${h.seat}" data-made=${h.made.join(' ')}>
          ${CHALLENGE_TYPES.map((t) => {
            const made = h.made.includes(t);
            return html`<span
              class="icon ${made ? '' : 'not'}"
              style="--icon:${ICON[t]}"
              title=${challengesPhase ? `${cap(t)} challenge: ${made ? 'made' : 'not made yet'} this challenges phase` : `${cap(t)} challenge: made in the challenges phase`}
              >${t[0]!.toUpperCase()}</span
            >`;
          })}
        </span>
      </td>
    </tr>`;
  }

  private renderChallenge(c: ChallengeSummary | null) {
    const side = (list: Participant[]) =>
      list.length ? list.map((p) => `${p.name} (${p.strength})`).join(', ') : html`<span class="none">no one</span>`;
    return html`<section class="challenge">
      <h4>Challenge</h4>
      ${
        c
          ? html`<div class="what" data-field="challenge" data-type=${c.type}>
              <span class="type" style="--icon:${ICON[c.type]}">${cap(c.type)}</span> challenge: ${c.attacker} → ${c.defender}
            </div>
            <div class="side">
              Attackers <span class="total" data-field="attack">${c.attack}</span> STR: ${side(c.attackers)}
            </div>
            <div class="side">
              Defenders <span class="total" data-field="defense">${c.defense}</span> STR: ${side(c.defenders)}
            </div>`
          : html`<div class="none" data-field="challenge">No challenge under way</div>`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-agot-panel': RsAgotPanel;
  }
}
