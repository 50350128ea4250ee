// <rs-ccg-panel>: the L5R CCG's part of the table. Each clan: family honor, the gold its
// unbowed stronghold and holdings would make now, provinces left with each one's strength (its
// region's bonus and effects included; a stronghold's strength printed as a Rank, Siege's Knot
// of Serpents' ⟨10⟩, read resolved for this table), and who holds the Imperial Favor; during an
// attack, who attacks whom and each battlefield: the province (or Siege's territory) and its
// strength, the units on each side with their Force, each side's total — the battle being
// fought marked. Every figure comes from the rules module's own readings (formats/l5r-ccg/board.ts).
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FamilyPanelElement } from '../family-panel.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import type { CardInstance } from '../../../core/types.ts';
import { isHidden, type StateView } from '../../../core/view.ts';
import {
  attackOf,
  favorHolder,
  goldAvailable,
  provincesOf,
  provinceStrength,
  sideForce,
  strongholdOf,
  unitForce,
} from '../../../formats/l5r-ccg/board.ts';
import { isRank, rankLabel, rankPlayers } from '../../../formats/l5r-ccg/rank.ts';
import { base, panelStyles } from '../../theme.ts';
import { readingContext } from '../../../core/reading.ts';
import { moduleFor } from '../../../core/session.ts';
import { rulesModules } from '../../../formats/index.ts';

export interface Clan {
  seat: string;
  honor: number;
  gold: number;
  provinces: number;
  /** Each province's strength now, left to right. */
  strengths: number[];
  /** Its stronghold's province strength when printed as a Rank, resolved for this table ("⟨10⟩ = 30"). */
  rank: string | null;
  favor: boolean;
  out: boolean;
}

export interface BattlefieldSummary {
  province: string;
  /** Where it is fought: the province's slot, or the territory's name. */
  slot: string;
  strength: number;
  attackers: { name: string; force: number }[];
  defenders: { name: string; force: number }[];
  attackerForce: number;
  defenderForce: number;
  current: boolean;
  resolved: boolean;
}

/** The clans and the attack as a view shows them, figured by the rules module's readings (over the view: hidden cards are stubs). */
export function ccgSummary(
  view: StateView,
  format: ResolvedFormat,
): {
  clans: Clan[];
  attack: { attacker: string; defender: string; battlefields: BattlefieldSummary[] } | null;
} {
  const ctx = readingContext(view, format, moduleFor(format, rulesModules));
  const state = ctx.state;
  const holder = favorHolder(state);
  const rankOf = (seat: string) => {
    const stronghold = strongholdOf(state, seat);
    const printed = stronghold && !isHidden(stronghold) ? stronghold.stats.provinceStrength : undefined;
    return isRank(printed) ? rankLabel(printed, rankPlayers(ctx)) : null;
  };
  const clans = view.seats.map((s) => ({
    seat: s.id,
    honor: s.counters.honor ?? 0,
    gold: goldAvailable(state, s.id),
    provinces: provincesOf(state, s.id).length,
    strengths: provincesOf(state, s.id).map((p) => provinceStrength(state, p)),
    rank: rankOf(s.id),
    favor: holder === s.id,
    out: s.eliminated,
  }));
  const attack = attackOf(state);
  if (!attack) return { clans, attack: null };
  const units = (ids: string[]) =>
    ids
      .map((id) => view.cards[id])
      .filter((c): c is CardInstance => !!c && !isHidden(c))
      .map((c) => ({ name: c.name, force: unitForce(state, c) }));
  return {
    clans,
    attack: {
      attacker: attack.attacker,
      defender: attack.defender,
      battlefields: attack.battlefields.map((b) => {
        const province = view.cards[b.province] as CardInstance;
        return {
          province: b.province,
          slot: province.type === 'territory' ? province.name : String(province.data.slot ?? ''),
          strength: provinceStrength(state, province),
          attackers: units(b.attackers),
          defenders: units(b.defenders),
          attackerForce: sideForce(state, b.attackers),
          defenderForce: sideForce(state, b.defenders),
          current: attack.current === b.province,
          resolved: b.resolved,
        };
      }),
    },
  };
}

@customElement('rs-ccg-panel')
export class RsCcgPanel extends FamilyPanelElement {
  static override styles = [
    base,
    panelStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, auto) minmax(16rem, 1fr);
        gap: 0.6rem;
      }
      .out {
        text-decoration: line-through;
        color: var(--rs-muted);
      }
      .badge {
        border-radius: 999px;
        padding: 0.05rem 0.55rem;
        font-weight: 650;
        font-size: 0.75rem;
        background: #f3ecd0;
        color: #6c5510;
        border: 1px solid #d8c27a;
      }
      .attack {
        border-left: 1px solid var(--rs-border);
        padding-left: 0.7rem;
        min-width: 0;
      }
      .field {
        margin: 0.15rem 0;
        padding: 0.15rem 0.35rem;
        border-radius: 4px;
      }
      .field.current {
        background: #fff4d6;
        outline: 1px solid #e0c070;
      }
      .field.resolved {
        color: var(--rs-muted);
      }
      .total {
        font-weight: 700;
      }
      .none {
        color: var(--rs-muted);
      }
      /* A Rank's reading goes under the strengths ("30 · 30 · 30 · 30", then "printed ⟨10⟩ = 30"),
         and the clans' table scrolls in its own column rather than draw over the attack's: on a
         narrow panel it spilled into the next column. */
      .rank {
        display: block;
        color: var(--rs-muted);
        font-size: 0.72rem;
      }
      .clans {
        min-width: 0;
        overflow-x: auto;
      }
    `,
  ];

  override render() {
    if (!this.view || !this.format) return nothing;
    const { clans, attack } = ccgSummary(this.view, this.format);
    const units = (list: { name: string; force: number }[]) =>
      list.length ? list.map((u) => `${u.name} (${u.force})`).join(', ') : html`<span class="none">no one</span>`;
    return html`
      <section class="clans">
        <h4>Clans</h4>
        <table>
          <tr>
            <th>player</th>
            <th>honor</th>
            <th>gold ready</th>
            <th>provinces</th>
            <th>strength</th>
            <th></th>
          </tr>
          ${clans.map(
            (h) => html`<tr class=${h.out ? 'out' : ''}>
              <td>${h.seat}</td>
              <td data-field="honor-${h.seat}">${h.honor}</td>
              <td data-field="gold-${h.seat}">${h.gold}</td>
              <td data-field="provinces-${h.seat}">${h.provinces}</td>
              <td>
                <span data-field="strengths-${h.seat}">${h.strengths.join(' · ')}</span>
                ${h.rank ? html`<span class="rank" data-field="rank-${h.seat}" title="Its stronghold's province strength, a Rank resolved for this table">printed ${h.rank}</span>` : nothing}
              </td>
              <td>${h.favor ? html`<span class="badge" data-field="favor">Imperial Favor</span>` : nothing}</td>
            </tr>`,
          )}
        </table>
      </section>
      <section class="attack">
        <h4>Attack</h4>
        ${
          attack
            ? html`<div data-field="attack">${attack.attacker} attacks ${attack.defender}</div>
              ${attack.battlefields.map(
                (b) => html`<div
                  class="field ${b.current ? 'current' : ''} ${b.resolved ? 'resolved' : ''}"
                  data-field="battlefield"
                  data-province=${b.province}
                >
                  <div><strong>${b.slot}</strong> (strength ${b.strength})${b.current ? ' — being fought' : b.resolved ? ' — fought' : ''}</div>
                  <div>
                    Attackers <span class="total" data-field="attackers">${b.attackerForce}</span>: ${units(b.attackers)}
                  </div>
                  <div>
                    Defenders <span class="total" data-field="defenders">${b.defenderForce}</span>: ${units(b.defenders)}
                  </div>
                </div>`,
              )}`
            : html`<div class="none" data-field="attack">No attack under way</div>`
        }
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-ccg-panel': RsCcgPanel;
  }
}
