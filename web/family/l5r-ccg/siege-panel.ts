// <rs-siege-panel>: Siege: Heart of Darkness between its two sides. The Challenge player's
// clock — the clock card in play with each numbered trait and ability lit while the threat
// level reaches its number, the threat level (the clock discard pile) and the cards left in
// the clock deck, a count only: the deck is hidden to everyone — then the territory row in the
// family's territory frame, each territory's province strength now (the clock's effects
// included), intact or destroyed (its destroyed side's text) and which may be destroyed now, a
// button when the pending decision can pick it (it fires rs-card-pick, as a card does); then the
// Rokugani's political tokens and how many players Rank counts. Ranks in card texts read
// resolved for this table: "⟨+1⟩ = 4".
// Every figure comes from the rules module's own readings over the viewer's view.
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FamilyPanelElement } from '../family-panel.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import type { CardInstance, SeatId } from '../../../core/types.ts';
import type { RuleContext } from '../../../core/context.ts';
import { isHidden, type StateView } from '../../../core/view.ts';
import { readingContext } from '../../../core/reading.ts';
import { moduleFor } from '../../../core/session.ts';
import { abilitiesOf, conditionsHold } from '../../../core/ability/runtime.ts';
import { rulesModules } from '../../../formats/index.ts';
import { isDestroyedTerritory, provinceStrength, territoriesOf } from '../../../formats/l5r-ccg/board.ts';
import { rankLabel, rankPlayers } from '../../../formats/l5r-ccg/rank.ts';
import { clockInPlay, clockSeats, threatLevel } from '../../../formats/l5r-ccg/siege/clock.ts';
import { mayBeDestroyed } from '../../../formats/l5r-ccg/siege/territories.ts';
import { rokuganiTeam } from '../../../formats/l5r-ccg/siege/setup.ts';
import { base, panelStyles } from '../../theme.ts';
import type { Frame } from '../../table/card-look.ts';
import { looksOf } from '../registry.ts';

/** A Rank as card texts print it: ⟨+1⟩, ⟨10⟩. */
const RANK_IN_TEXT = /⟨\s*([+-]?\d+)\s*⟩/g;

/** A card text with each Rank resolved for `players` players: "Fear ⟨+1⟩." reads "Fear ⟨+1⟩ = 4." */
export function rankText(text: string, players: number): string {
  return text.replace(RANK_IN_TEXT, (_, n: string) => rankLabel(`<${n}>`, players));
}

export interface TerritorySummary {
  card: CardInstance;
  /** Its province strength now, effects included; null once destroyed. */
  strength: number | null;
  /** Its printed province strength, a Rank resolved for this table ("⟨2⟩ = 6"). */
  printed: string;
  destroyed: boolean;
  /** A battle may destroy it now: the first of the row, or one a destroyed territory unlocks. */
  destroyable: boolean;
  /** The side it shows (its text, or its destroyed side's), Ranks resolved. */
  text: string;
}

export interface ClockTrait {
  /** The threat level it needs (its `threatAtLeast`), null for one that needs none. */
  number: number | null;
  /** "Trait" for a persistent ability, else the action's timing: "Battle", "Limited". */
  kind: string;
  text: string;
  /** The threat level reaches its number: a trait applies, an ability may be used. */
  lit: boolean;
}

export interface ClockSummary {
  seat: SeatId;
  /** The clock card in play (the top of the clock discard pile, if it was turned there), or null. */
  card: CardInstance | null;
  /** Why no card is in play: none turned yet, or the top of the pile was discarded (never in play). */
  none: 'not yet' | 'discarded' | null;
  traits: ClockTrait[];
  /** The threat level: cards in the clock discard pile. */
  threat: number;
  /** Cards left in the clock deck: its count is public, its cards and order are not. */
  deck: number;
}

export interface SiegeSummary {
  /** The Rokugani team and its seats. */
  team: string;
  seats: SeatId[];
  political: number;
  /** The players Rank counts now. */
  rankPlayers: number;
  territories: TerritorySummary[];
  clocks: ClockSummary[];
}

interface SiegeCardDef {
  text?: string;
  destroyedText?: string;
}

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Siege as a view shows it, figured by the rules module's readings (over the view: hidden cards are stubs, never read). */
export function siegeSummary(view: StateView, format: ResolvedFormat): SiegeSummary {
  const ctx = readingContext(view, format, moduleFor(format, rulesModules));
  const state = ctx.state;
  const players = rankPlayers(ctx);
  const team = rokuganiTeam(ctx);
  const defOf = (card: CardInstance) => (format.cardDefs[card.def] ?? {}) as SiegeCardDef;
  const territories = territoriesOf(state, team)
    .filter((card) => !isHidden(card))
    .map((card): TerritorySummary => {
      const destroyed = isDestroyedTerritory(card);
      const def = defOf(card);
      return {
        card,
        strength: destroyed ? null : provinceStrength(state, card),
        printed: rankLabel(card.stats.provinceStrength ?? card.stats.strength ?? 0, players),
        destroyed,
        destroyable: mayBeDestroyed(ctx, card),
        text: rankText((destroyed ? def.destroyedText : def.text) ?? '', players),
      };
    });
  const threat = threatLevel(state);
  const clocks = clockSeats(state).map((seat): ClockSummary => {
    const top = clockInPlay(state, seat);
    const card = top && !isHidden(top) ? top : null;
    return {
      seat,
      card,
      none: card ? null : (view.zones[`${seat}.clockDiscard`]?.length ?? 0) === 0 ? 'not yet' : 'discarded',
      traits: card ? clockTraits(ctx, card, seat, players) : [],
      threat,
      deck: view.zones[`${seat}.clockDeck`]?.length ?? 0,
    };
  });
  const rokugani = view.teams.find((t) => t.id === team);
  return {
    team,
    seats: rokugani?.seats ?? [],
    political: rokugani?.counters.political ?? 0,
    rankPlayers: players,
    territories,
    clocks,
  };
}

/** A clock card's numbered traits and abilities, each lit by the rules' own `threatAtLeast` reading. */
function clockTraits(ctx: RuleContext, card: CardInstance, seat: SeatId, players: number): ClockTrait[] {
  return abilitiesOf(ctx, card).map((ability) => {
    const numbered = (ability.condition ?? []).find((entry) => 'threatAtLeast' in entry);
    return {
      number: numbered ? Number(numbered.threatAtLeast) : null,
      kind: ability.type === 'persistent' ? 'Trait' : cap(ability.timing ?? ability.type),
      text: rankText(ability.text ?? '', players),
      lit: numbered ? conditionsHold(ctx, card, seat, [numbered]) : true,
    };
  });
}

@customElement('rs-siege-panel')
export class RsSiegePanel extends FamilyPanelElement {
  static override styles = [
    base,
    panelStyles,
    css`
      :host {
        display: block;
        line-height: 1.3;
        container-type: inline-size;
      }
      .siege {
        display: grid;
        grid-template-columns: minmax(14rem, 1fr) auto minmax(8rem, auto);
        grid-template-areas: 'clock row rokugani';
        gap: 0.6rem;
      }
      section {
        min-width: 0;
      }
      .clock {
        grid-area: clock;
      }
      .territories {
        grid-area: row;
        border-left: 1px solid var(--rs-border);
        border-right: 1px solid var(--rs-border);
        padding: 0 0.7rem;
      }
      .rokugani {
        grid-area: rokugani;
      }
      /* A narrow panel: the clock and the Rokugani side by side, the territory row under them. */
      @container (max-width: 68rem) {
        .siege {
          grid-template-columns: minmax(0, 1fr) minmax(8rem, auto);
          grid-template-areas: 'clock rokugani' 'row row';
        }
        .territories {
          border: none;
          border-top: 1px solid var(--rs-border);
          padding: 0.4rem 0 0;
          overflow-x: auto;
        }
        .rokugani {
          border-left: 1px solid var(--rs-border);
          padding-left: 0.7rem;
        }
      }
      h4 .seat {
        text-transform: none;
        letter-spacing: 0;
        font-weight: 500;
      }
      .none {
        color: var(--rs-muted);
        font-style: italic;
      }
      dl {
        margin: 0;
        display: grid;
        grid-template-columns: auto auto;
        gap: 0.05rem 0.6rem;
        align-items: baseline;
        justify-content: start;
      }
      .clock-card {
        display: inline-block;
        margin-bottom: 0.2rem;
        padding: 0.1rem 0.5rem;
        border-radius: 4px;
        background: var(--band);
        color: #fff;
        font-weight: 700;
        font-size: 0.85rem;
      }
      .clock-card.none {
        background: none;
        color: var(--rs-muted);
        font-weight: 400;
        padding: 0;
      }
      .threat {
        font-size: 1.15rem;
        color: #0f4c5c;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .traits {
        margin-top: 0.3rem;
        display: flex;
        flex-direction: column;
        gap: 0.15rem;
      }
      .trait {
        display: grid;
        grid-template-columns: 1.4rem minmax(0, 1fr);
        gap: 0.4rem;
        align-items: start;
        padding: 0.1rem 0.25rem;
        border-radius: 4px;
        font-size: 0.76rem;
      }
      .trait .number {
        width: 1.4rem;
        height: 1.4rem;
        border-radius: 50%;
        display: flex;
        align-items: center;
        justify-content: center;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        border: 2px solid #0f4c5c;
        color: #0f4c5c;
      }
      .trait.lit {
        background: #e3f1f3;
      }
      .trait.lit .number {
        background: #0f4c5c;
        color: #fff;
      }
      .trait.dim {
        color: var(--rs-muted);
      }
      .trait.dim .number {
        border-color: var(--rs-border);
        color: var(--rs-muted);
      }
      .row {
        display: flex;
        gap: 0.4rem;
        align-items: stretch;
      }
      .row > li {
        flex: 1 1 0;
        min-width: 5.8rem;
        max-width: 9rem;
        display: flex;
      }
      .territory {
        width: 100%;
        display: flex;
        flex-direction: column;
        border: 1.5px solid var(--band);
        border-radius: 6px;
        background: var(--paper);
        overflow: hidden;
        font: inherit;
        font-size: 0.72rem;
        color: inherit;
        text-align: left;
        padding: 0;
      }
      .territory .band {
        background: var(--band);
        color: #fff;
        font-weight: 700;
        font-size: 0.74rem;
        line-height: 1.15;
        padding: 0.15rem 0.3rem;
        min-height: 2.1rem;
      }
      .territory .body {
        display: flex;
        flex-direction: column;
        gap: 0.1rem;
        padding: 0.15rem 0.3rem 0.25rem;
      }
      .territory.destroyable {
        box-shadow: 0 0 0 2px #8c1d1d;
      }
      .territory.destroyed .band {
        background: repeating-linear-gradient(135deg, var(--band) 0 6px, #7d746b 6px 12px);
      }
      .territory.destroyed .body {
        color: var(--rs-muted);
      }
      button.territory {
        cursor: pointer;
        box-shadow: 0 0 0 3px #f0b400;
      }
      button.territory.selected {
        box-shadow: 0 0 0 3px var(--rs-accent);
      }
      .strength {
        font-weight: 800;
        font-size: 1rem;
        font-variant-numeric: tabular-nums;
      }
      .strength small,
      .printed {
        font-weight: 400;
        font-size: 0.68rem;
        color: var(--rs-muted);
      }
      .badge {
        align-self: flex-start;
        border-radius: 999px;
        padding: 0 0.4rem;
        font-size: 0.64rem;
        font-weight: 650;
        white-space: nowrap;
      }
      .badge.may {
        background: #8c1d1d;
        color: #fff;
        white-space: normal;
        border-radius: 4px;
      }
      .badge.destroyed {
        background: #ece6e0;
        color: #5a5148;
      }
      .text {
        margin: 0;
        line-height: 1.2;
        display: -webkit-box;
        -webkit-line-clamp: 3;
        -webkit-box-orient: vertical;
        overflow: hidden;
      }
      .tokens {
        font-size: 1.25rem;
        font-weight: 800;
        color: #1d4f8f;
      }
    `,
  ];

  override render() {
    const view = this.view;
    const format = this.format;
    if (!view || !format) return nothing;
    const s = siegeSummary(view, format);
    const frames = looksOf(format.family ?? '').frames ?? {};
    return html`<div class="siege">
      ${s.clocks.map((c) => this.renderClock(c, frames.clock))}${this.renderTerritories(s, frames.territory)}${this.renderRokugani(s)}
    </div>`;
  }

  private renderClock(c: ClockSummary, frame: Frame | undefined) {
    const deck = `${c.deck} card${c.deck === 1 ? '' : 's'}`;
    return html`<section class="clock" data-field="clock" data-seat=${c.seat} aria-label="The clock">
      <h4>Clock <span class="seat">· the Challenge player, ${c.seat}</span></h4>
      ${
        c.card
          ? html`<span
              class="clock-card"
              style="--band:${frame?.band ?? '#0f4c5c'}"
              data-field="clock-card"
              data-card=${c.card.id}
              title="The clock card in play: the top of the clock discard pile"
              >${c.card.name}</span
            >`
          : html`<span class="clock-card none" data-field="clock-card"
              >${c.none === 'discarded' ? 'None in play: the top of the pile was discarded without effect' : 'No clock card turned yet'}</span
            >`
      }
      <dl>
        <dt>Threat level</dt>
        <dd class="threat" data-field="threat" title="Threat level: the cards in the clock discard pile">${c.threat}</dd>
        <dt>Clock deck</dt>
        <dd data-field="clock-deck" title="${deck} left in the clock deck (facedown: no one knows their order)">${deck}</dd>
      </dl>
      ${
        c.traits.length
          ? html`<ol class="traits" data-field="traits">
            ${c.traits.map(
              (t) => html`<li
                class="trait ${t.lit ? 'lit' : 'dim'}"
                data-number=${t.number ?? ''}
                ?data-lit=${t.lit}
                title=${t.number === null ? t.text : `${t.lit ? 'In force' : 'Not yet'}: threat level ${c.threat}, needs ${t.number}`}
              >
                <span class="number">${t.number ?? '–'}</span>
                <span><b>${t.kind}:</b> ${t.text}</span>
              </li>`,
            )}
          </ol>`
          : nothing
      }
    </section>`;
  }

  private renderTerritories(s: SiegeSummary, frame: Frame | undefined) {
    return html`<section class="territories" data-field="territories" aria-label="The territory row">
      <h4>Territories <span class="seat">· the Rokugani's, in order</span></h4>
      ${
        s.territories.length === 0
          ? html`<span class="none">no territories</span>`
          : html`<ol class="row">
            ${s.territories.map((t) => html`<li>${this.renderTerritory(t, frame)}</li>`)}
          </ol>`
      }
    </section>`;
  }

  /** One territory in its frame; a button when the pending decision can pick it. */
  private renderTerritory(t: TerritorySummary, frame: Frame | undefined) {
    const state = t.destroyed ? 'destroyed' : 'intact';
    const pick = this.picks.get(t.card.id);
    const cls = `territory ${state} ${t.destroyable ? 'destroyable' : ''} ${pick ?? ''}`;
    const style = `--band:${frame?.band ?? '#5a5148'};--paper:${frame?.paper ?? '#f5f2ed'}`;
    const title = `${t.card.name}: ${t.destroyed ? 'destroyed' : `province strength ${t.strength} (printed ${t.printed})`}${t.destroyable ? ', may be destroyed now' : ''}. ${t.text}`;
    const face = html`<span class="band" title=${t.card.name}>${t.card.name}</span>
      <span class="body">
        ${
          t.strength === null
            ? html`<span class="badge destroyed" data-field="destroyed">destroyed</span>`
            : html`<span class="strength">
              <span data-field="strength">${t.strength}</span> <small>strength</small>
            </span>`
        }
        <span class="printed" data-field="printed">printed ${t.printed}</span>
        ${t.destroyable ? html`<span class="badge may" data-field="may-be-destroyed">may be destroyed now</span>` : nothing}
        <span class="text" data-field="territory-text">${t.text}</span>
      </span>`;
    if (pick)
      return html`<button
        class=${cls}
        style=${style}
        data-field="territory"
        data-card=${t.card.id}
        data-state=${state}
        ?data-destroyable=${t.destroyable}
        aria-pressed=${pick === 'selected' ? 'true' : 'false'}
        title="${title} Choose it."
        @click=${() => this.dispatchEvent(new CustomEvent('rs-card-pick', { detail: { card: t.card.id }, bubbles: true, composed: true }))}
      >
        ${face}
      </button>`;
    return html`<div
      class=${cls}
      style=${style}
      data-field="territory"
      data-card=${t.card.id}
      data-state=${state}
      ?data-destroyable=${t.destroyable}
      title=${title}
    >
      ${face}
    </div>`;
  }

  private renderRokugani(s: SiegeSummary) {
    return html`<section class="rokugani" data-field="rokugani" aria-label="The Rokugani">
      <h4>Rokugani <span class="seat">· ${s.seats.join(', ')}</span></h4>
      <dl>
        <dt>Political tokens</dt>
        <dd class="tokens" data-field="political" title="The Rokugani's political tokens: their honor gains, and the Challenge player's losses to their cards">${s.political}</dd>
        <dt>Rank counts</dt>
        <dd data-field="rank-players" title="Rank: ⟨+N⟩ adds N to this number, ⟨N⟩ multiplies it by N">${s.rankPlayers} players</dd>
      </dl>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-siege-panel': RsSiegePanel;
  }
}
