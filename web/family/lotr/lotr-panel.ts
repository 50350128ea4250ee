// <rs-lotr-panel>: The Lord of the Rings with several Shadow players at a glance. The one
// twilight pool every Shadow player pays from; the Free Peoples player of the turn and the site
// its fellowship stands at; whose Shadow phase it is and who is next (outside the Shadow phase,
// the turn's Shadow players in the order they will have theirs); the skirmish under way with
// both sides' strength. The adventure path (the panel shows it instead of the table): nine sites
// with their shadow numbers, each fellowship marked where it stands. Each player: its site, the
// burdens on its Ring-bearer against the Ring-bearer's resistance, its hand (a count), draw deck
// and dead pile. The fellowship's characters and every minion in play with strength and wounds
// ("1/4 wounds"), roaming minions marked. And when the viewer's decision offers to pay a cost by
// exerting another player's character, which one ("pays with p3's Ridge Warg-rider"). Every
// figure is the rules module's own reading (formats/lotr/board.ts, shadow.ts, changes.ts) over
// the viewer's view.
import { css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FamilyPanelElement } from '../family-panel.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import type { CardInstance, Decision, SeatId } from '../../../core/types.ts';
import { isHidden, type SeenCard, type StateView } from '../../../core/view.ts';
import { readingContext } from '../../../core/reading.ts';
import { moduleFor } from '../../../core/session.ts';
import type { RuleContext } from '../../../core/context.ts';
import { rulesModules } from '../../../formats/index.ts';
import {
  alliesOf,
  companionsOf,
  everyMinion,
  fellowshipSite,
  freePeoples,
  isInPlay,
  isRingBearer,
  isRoaming,
  minionSite,
  pathSites,
  ringBearerOf,
  siteNumber,
  strengthOf,
  vitalityOf,
  woundsOn,
} from '../../../formats/lotr/board.ts';
import { resistanceOf } from '../../../formats/lotr/changes.ts';
import { shadowPlayers } from '../../../formats/lotr/shadow.ts';
import { lotrState } from '../../../formats/lotr/state.ts';
import { base, panelStyles } from '../../theme.ts';

export interface SiteSummary {
  id: string;
  number: number;
  name: string;
  /** Its shadow number: twilight a move there adds (with one per companion). */
  shadow: number;
  /** The players whose fellowship stands here. */
  here: SeatId[];
}

export interface PlayerSummary {
  seat: SeatId;
  site: number;
  burdens: number;
  /** The Ring-bearer's resistance (burdens as many corrupt it), or null with no Ring-bearer in play. */
  resistance: number | null;
  hand: number;
  deck: number;
  dead: number;
  freePeoples: boolean;
  out: boolean;
}

export interface CharacterSummary {
  id: string;
  name: string;
  owner: SeatId;
  type: string;
  strength: number;
  vitality: number;
  wounds: number;
  ringBearer: boolean;
  /** A minion's site number, and whether it is roaming (played to a site numbered below it). */
  site?: number;
  roaming?: boolean;
}

export interface ShadowSummary {
  /** The turn's Shadow players, in the order they have their Shadow phases. */
  order: SeatId[];
  /** Whose Shadow phase it is, and who is next (null: the last) — null outside a Shadow phase. */
  current: SeatId | null;
  next: SeatId | null;
  /** Its place in the order (1 first), 0 outside one. */
  place: number;
}

export interface SkirmishSummary {
  character: CharacterSummary | null;
  minions: CharacterSummary[];
  /** Each side's strength: the character's, and its minions' still in it. */
  fellowship: number;
  shadow: number;
}

/** A cost the viewer's decision offers to pay by exerting another player's character. */
export interface PaidWithOther {
  option: string;
  /** The card used (played or whose ability is used). */
  for: string;
  /** The characters exerted: those of another player. */
  cards: { id: string; name: string; owner: SeatId }[];
}

export interface LotrSummary {
  twilight: number;
  freePeoples: SeatId | null;
  /** The Free Peoples' site, its moves this turn and the format's move limit. */
  site: SiteSummary | null;
  moves: number;
  moveLimit: number;
  shadow: ShadowSummary;
  path: SiteSummary[];
  players: PlayerSummary[];
  fellowship: CharacterSummary[];
  minions: CharacterSummary[];
  skirmish: SkirmishSummary | null;
  /** Skirmishes assigned and not yet fought: character, minions. */
  waiting: { character: string; minions: string[] }[];
  paidWithOther: PaidWithOther[];
}

const seen = (c: SeenCard | undefined): c is CardInstance => !!c && !isHidden(c);

/** One character as the rules read it. */
function character(ctx: RuleContext, c: CardInstance): CharacterSummary {
  const summary: CharacterSummary = {
    id: c.id,
    name: c.name,
    owner: c.owner ?? '',
    type: c.type,
    strength: strengthOf(ctx, c),
    vitality: vitalityOf(ctx, c),
    wounds: woundsOn(c),
    ringBearer: isRingBearer(ctx, c),
  };
  if (c.type === 'minion') Object.assign(summary, { site: minionSite(c), roaming: isRoaming(ctx, c) });
  return summary;
}

/** The table as a view shows it, figured by the rules module's readings (hidden cards are stubs, never read). */
export function lotrSummary(view: StateView, format: ResolvedFormat): LotrSummary {
  const ctx = readingContext(view, format, moduleFor(format, rulesModules));
  const state = ctx.state;
  const record = lotrState.read(state);
  const fp = freePeoples(state);
  const live = view.seats.filter((s) => !s.eliminated);
  const path = pathSites(state).map(
    (site): SiteSummary => ({
      id: site.id,
      number: siteNumber(site),
      name: site.name,
      shadow: Number(site.stats.shadow ?? 0),
      here: live.filter((s) => fellowshipSite(ctx, s.id) === siteNumber(site)).map((s) => s.id),
    }),
  );
  const count = (zone: string) => view.zones[zone]?.length ?? 0;
  const players = view.seats.map((s): PlayerSummary => {
    const bearer = s.eliminated ? undefined : ringBearerOf(ctx, s.id);
    return {
      seat: s.id,
      site: fellowshipSite(ctx, s.id),
      burdens: ctx.counter(s.id, 'burdens'),
      resistance: bearer ? resistanceOf(bearer) : null,
      hand: count(`${s.id}.hand`),
      deck: count(`${s.id}.deck`),
      dead: count(`${s.id}.dead`),
      freePeoples: s.id === fp,
      out: s.eliminated,
    };
  });
  const phase = record.shadowPhase;
  const shadow: ShadowSummary = {
    order: fp ? shadowPlayers(ctx) : [],
    current: phase?.seat ?? null,
    next: phase?.next ?? null,
    place: phase?.order ?? 0,
  };
  const card = (id: string) => {
    const c = view.cards[id];
    return seen(c) ? c : undefined;
  };
  const fellowship = fp ? [...companionsOf(state, fp), ...alliesOf(state, fp)].map((c) => character(ctx, c)) : [];
  const minions = everyMinion(state).map((c) => character(ctx, c));
  let skirmish: SkirmishSummary | null = null;
  if (record.skirmish) {
    const who = card(record.skirmish.character);
    const them = record.skirmish.minions
      .map(card)
      .filter((c): c is CardInstance => !!c && isInPlay(c))
      .map((c) => character(ctx, c));
    const one = who && isInPlay(who) ? character(ctx, who) : null;
    skirmish = {
      character: one,
      minions: them,
      fellowship: one?.strength ?? 0,
      shadow: them.reduce((n, m) => n + m.strength, 0),
    };
  }
  const nameOf = (id: string) => card(id)?.name ?? 'a card';
  const waiting = record.skirmishes.map((s) => ({ character: nameOf(s.character), minions: s.minions.map(nameOf) }));
  return {
    twilight: view.table.counters.twilight ?? 0,
    freePeoples: fp,
    site: fp ? (path.find((p) => p.number === fellowshipSite(ctx, fp)) ?? null) : null,
    moves: record.moves,
    moveLimit: ctx.num({ param: 'moveLimit' }),
    shadow,
    path,
    players,
    fellowship,
    minions,
    skirmish,
    waiting,
    paidWithOther: paidWithOther(view),
  };
}

/** The viewer's own pending options that pay a cost by exerting a character another player owns (option data `payWith`). */
export function paidWithOther(view: StateView): PaidWithOther[] {
  const out: PaidWithOther[] = [];
  for (const d of view.pending) {
    if (d.seat !== view.viewer || !('options' in d)) continue;
    for (const o of (d as Decision).options) {
      const payWith = (o.data as { payWith?: unknown } | undefined)?.payWith;
      if (!Array.isArray(payWith)) continue;
      const cards = payWith
        .map((id) => view.cards[String(id)])
        .filter(seen)
        .filter((c) => c.owner !== d.seat)
        .map((c) => ({ id: c.id, name: c.name, owner: c.owner ?? '' }));
      if (cards.length === 0) continue;
      const used = o.card ? view.cards[o.card] : undefined;
      out.push({ option: o.id, for: seen(used) ? used.name : o.label, cards });
    }
  }
  return out;
}

@customElement('rs-lotr-panel')
export class RsLotrPanel extends FamilyPanelElement {
  static override styles = [
    base,
    panelStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        line-height: 1.3;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        align-items: flex-start;
      }
      section {
        min-width: 0;
      }
      .skirmish {
        flex: 1 1 12rem;
        border-left: 1px solid var(--rs-border);
        padding-left: 0.7rem;
      }
      .bottom {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 0.3rem 1rem;
        align-items: start;
      }
      .players {
        overflow-x: auto;
      }
      .twilight {
        display: inline-block;
        min-width: 2.2rem;
        text-align: center;
        font-size: 1.35rem;
        font-weight: 800;
        border-radius: 6px;
        padding: 0 0.4rem;
        background: #2b2540;
        color: #f1e6c8;
        font-variant-numeric: tabular-nums;
      }
      .seat {
        font-weight: 700;
      }
      .muted,
      .none {
        color: var(--rs-muted);
      }
      .none {
        font-style: italic;
      }
      .order {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.2rem;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .order li {
        border: 1px solid var(--rs-border);
        border-radius: 999px;
        padding: 0 0.45rem;
        font-weight: 650;
        white-space: nowrap;
      }
      .order li.current {
        background: #5c1c1c;
        border-color: #5c1c1c;
        color: #fff;
      }
      .order li.done {
        color: var(--rs-muted);
        text-decoration: line-through;
      }
      .order .arrow {
        border: none;
        padding: 0;
        color: var(--rs-muted);
        font-weight: 400;
      }
      .sites {
        display: grid;
        grid-template-columns: repeat(9, minmax(0, 1fr));
        gap: 0.2rem;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .site {
        border: 1px solid #b9c2cb;
        border-top: 4px solid #4a5866;
        border-radius: 4px;
        background: #f0f3f5;
        padding: 0.05rem 0.25rem 0.1rem;
        min-width: 0;
        font-size: 0.72rem;
      }
      .site.fp {
        border-color: #2f5d3a;
        box-shadow: 0 0 0 2px rgb(47 93 58 / 0.35);
      }
      .site .head {
        display: flex;
        justify-content: space-between;
        gap: 0.2rem;
        font-weight: 700;
      }
      .site .shade {
        color: #5c1c1c;
        font-variant-numeric: tabular-nums;
      }
      .site .name {
        display: block;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .here {
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem;
        min-height: 1rem;
      }
      .token {
        border-radius: 999px;
        padding: 0 0.3rem;
        font-size: 0.66rem;
        font-weight: 700;
        background: #d8dde3;
        color: #1d2330;
      }
      .token.fp {
        background: #2f5d3a;
        color: #fff;
      }
      tr.out {
        text-decoration: line-through;
        color: var(--rs-muted);
      }
      tr.fp td:first-child {
        color: #2f5d3a;
      }
      .burdens.near {
        color: var(--rs-bad);
      }
      .chars ul {
        display: flex;
        flex-wrap: wrap;
        gap: 0.15rem 0.3rem;
        margin: 0 0 0.15rem;
        padding: 0;
        list-style: none;
      }
      .chars li {
        max-width: 100%;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        border: 1px solid var(--rs-border);
        border-left: 3px solid #2f5d3a;
        border-radius: 4px;
        padding: 0 0.3rem;
        background: var(--rs-surface-2);
      }
      .chars ul.minions li {
        border-left-color: #5c1c1c;
      }
      .chars li[data-roaming] {
        border-color: #b3541e;
      }
      .chars .group {
        color: var(--rs-muted);
        font-size: 0.7rem;
      }
      .ring {
        color: #9a7418;
        font-weight: 800;
      }
      .wounds {
        font-variant-numeric: tabular-nums;
      }
      .wounds.hurt {
        color: var(--rs-bad);
        font-weight: 700;
      }
      .roaming {
        display: inline-block;
        border-radius: 3px;
        padding: 0 0.3rem;
        font-size: 0.66rem;
        font-weight: 800;
        text-transform: uppercase;
        letter-spacing: 0.03em;
        background: #b3541e;
        color: #fff;
      }
      .side {
        margin: 0.1rem 0;
      }
      .total {
        font-weight: 800;
        font-size: 0.95rem;
        font-variant-numeric: tabular-nums;
      }
      .pays ul {
        margin: 0;
        padding: 0;
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.5rem;
      }
      .pays li {
        border: 1px solid #e2bd45;
        background: #fff1c2;
        color: #6b4d00;
        border-radius: 4px;
        padding: 0 0.4rem;
      }
    `,
  ];

  override render() {
    if (!this.view || !this.format) return nothing;
    const s = lotrSummary(this.view, this.format);
    return html`
      <div class="row">
        <section class="pool">
          <h4>Twilight pool</h4>
          <span class="twilight" data-field="twilight" title="${s.twilight} twilight in the one pool every Shadow player pays from"
            >${s.twilight}</span
          >
        </section>
        ${this.renderTurn(s)} ${this.renderShadow(s.shadow)} ${this.renderSkirmish(s)}
      </div>
      ${this.renderPath(s)}
      <div class="bottom">${this.renderPlayers(s)} ${this.renderCharacters(s)}</div>
      ${this.renderPays(s.paidWithOther)}
    `;
  }

  private renderTurn(s: LotrSummary) {
    return html`<section class="turn">
      <h4>Free Peoples</h4>
      ${
        s.freePeoples
          ? html`<div><span class="seat" data-field="free-peoples">${s.freePeoples}</span>'s fellowship</div>
            <div data-field="fp-site" title=${s.site ? `${s.site.name}: shadow number ${s.site.shadow}` : ''}>
              site ${s.site?.number ?? '?'}${s.site ? html` <span class="muted">${s.site.name}</span>` : nothing}
            </div>
            <div class="muted" data-field="moves">moves ${s.moves} of ${s.moveLimit}</div>`
          : html`<div class="none" data-field="free-peoples">no turn yet</div>`
      }
    </section>`;
  }

  private renderShadow(sh: ShadowSummary) {
    const label = sh.current
      ? html`<div data-field="shadow-phase"><span class="seat">${sh.current}</span>'s Shadow phase</div>
          <div data-field="shadow-next">${sh.next ? html`next: <span class="seat">${sh.next}</span>` : 'the last'}</div>`
      : html`<div class="muted" data-field="shadow-phase">not a Shadow phase</div>`;
    const items = sh.order.flatMap((seat, i) => {
      const state = seat === sh.current ? 'current' : sh.current && i + 1 < sh.place ? 'done' : '';
      const item = html`<li class=${state} data-seat=${seat}>${seat}</li>`;
      return i === 0 ? [item] : [html`<li class="arrow" aria-hidden="true">→</li>`, item];
    });
    return html`<section class="shadow">
      <h4>Shadow players</h4>
      ${label}
      ${
        sh.order.length
          ? html`<ol class="order" data-field="shadow-order" data-order=${sh.order.join(' ')} aria-label="the turn's Shadow players, in order">
            ${items}
          </ol>`
          : nothing
      }
    </section>`;
  }

  private renderSkirmish(s: LotrSummary) {
    const k = s.skirmish;
    const who = (c: CharacterSummary) => `${c.name} (${c.strength})`;
    return html`<section class="skirmish">
      <h4>Skirmish</h4>
      ${
        k
          ? html`<div class="side" data-field="skirmish">
              Fellowship <span class="total" data-field="skirmish-fellowship">${k.fellowship}</span>:
              ${k.character ? who(k.character) : html`<span class="none">no one</span>`}
            </div>
            <div class="side">
              Shadow <span class="total" data-field="skirmish-shadow">${k.shadow}</span>:
              ${k.minions.length ? k.minions.map(who).join(', ') : html`<span class="none">no one</span>`}
            </div>`
          : html`<div class="none" data-field="skirmish">No skirmish under way</div>`
      }
      ${
        s.waiting.length
          ? html`<div class="muted" data-field="waiting">
            to come: ${s.waiting.map((w) => `${w.character} against ${w.minions.join(', ')}`).join('; ')}
          </div>`
          : nothing
      }
    </section>`;
  }

  private renderPath(s: LotrSummary) {
    return html`<section class="path">
      <h4>Adventure path</h4>
      <ol class="sites" data-field="path">
        ${s.path.map(
          (site) => html`<li
            class="site ${site.here.includes(s.freePeoples ?? '') ? 'fp' : ''}"
            data-site=${site.number}
            data-card=${site.id}
            title="Site ${site.number}: ${site.name} (shadow number ${site.shadow})${site.here.length ? ` — here: ${site.here.join(', ')}` : ''}"
          >
            <span class="head"><span>${site.number}</span><span class="shade" title="shadow number">☾${site.shadow}</span></span>
            <span class="name">${site.name}</span>
            <span class="here" data-here=${site.here.join(' ')}>
              ${site.here.map((seat) => html`<span class="token ${seat === s.freePeoples ? 'fp' : ''}">${seat}</span>`)}
            </span>
          </li>`,
        )}
      </ol>
    </section>`;
  }

  private renderPlayers(s: LotrSummary) {
    return html`<section class="players">
      <h4>Players</h4>
      <table>
        <tr>
          <th>player</th>
          <th title="The site its fellowship stands at">site</th>
          <th title="Burdens on its Ring-bearer, against the Ring-bearer's resistance">burdens</th>
          <th title="Cards in hand">hand</th>
          <th title="Cards in the draw deck">deck</th>
          <th title="Free Peoples characters in the dead pile">dead</th>
        </tr>
        ${s.players.map(
          (p) => html`<tr class="${p.out ? 'out' : ''} ${p.freePeoples ? 'fp' : ''}" data-seat=${p.seat}>
            <td class="seat">
              ${p.seat}${p.freePeoples ? html` <span class="token fp" title="the Free Peoples this turn">FP</span>` : nothing}
            </td>
            <td class="num" data-field="site-${p.seat}">${p.site}</td>
            <td
              class="num burdens ${p.resistance !== null && p.resistance - p.burdens <= 2 ? 'near' : ''}"
              data-field="burdens-${p.seat}"
              title=${p.resistance !== null ? `${p.burdens} burdens; resistance ${p.resistance} corrupts the Ring-bearer` : `${p.burdens} burdens`}
            >
              ${p.burdens}/${p.resistance ?? '—'}
            </td>
            <td class="num" data-field="hand-${p.seat}">${p.hand}</td>
            <td class="num" data-field="deck-${p.seat}">${p.deck}</td>
            <td class="num" data-field="dead-${p.seat}">${p.dead}</td>
          </tr>`,
        )}
      </table>
    </section>`;
  }

  private renderCharacter(c: CharacterSummary) {
    const wounds = html`<span class="wounds ${c.wounds ? 'hurt' : ''}" data-field="wounds-${c.id}">${c.wounds}/${c.vitality} wounds</span>`;
    const title = `${c.name} (${c.owner}): strength ${c.strength}, ${c.wounds} of ${c.vitality} wounds${
      c.site !== undefined ? `, site ${c.site}${c.roaming ? ', roaming' : ''}` : ''
    }`;
    return html`<li data-card=${c.id} data-owner=${c.owner} data-roaming=${c.roaming ? 'true' : nothing} title=${title}>
      ${c.ringBearer ? html`<span class="ring" data-field="ring-bearer" title="the Ring-bearer">◎</span> ` : nothing}${c.name}
      <span class="muted">${c.type === 'minion' ? `${c.owner} · ` : ''}S</span><b data-field="strength-${c.id}">${c.strength}</b>
      · ${wounds}${c.site !== undefined ? html` <span class="muted">· site ${c.site}</span>` : nothing}
      ${c.roaming ? html`<span class="roaming" data-field="roaming-${c.id}">roaming</span>` : nothing}
    </li>`;
  }

  private renderCharacters(s: LotrSummary) {
    return html`<section class="chars">
      <h4>In play</h4>
      <div class="group">${s.freePeoples ? `${s.freePeoples}'s fellowship` : 'fellowship'}</div>
      ${
        s.fellowship.length
          ? html`<ul data-field="fellowship">
            ${s.fellowship.map((c) => this.renderCharacter(c))}
          </ul>`
          : html`<div class="none" data-field="fellowship">no one</div>`
      }
      <div class="group">minions</div>
      ${
        s.minions.length
          ? html`<ul class="minions" data-field="minions">
            ${s.minions.map((c) => this.renderCharacter(c))}
          </ul>`
          : html`<div class="none" data-field="minions">no minion in play</div>`
      }
    </section>`;
  }

  private renderPays(pays: PaidWithOther[]) {
    if (pays.length === 0) return nothing;
    return html`<section class="pays">
      <h4>Costs you may pay with another player's character</h4>
      <ul data-field="pays-with">
        ${pays.map(
          (p) => html`<li data-option=${p.option} data-owner=${p.cards.map((c) => c.owner).join(' ')}>
            ${p.for} pays with ${p.cards.map((c) => `${c.owner}'s ${c.name}`).join(' and ')}
          </li>`,
        )}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rs-lotr-panel': RsLotrPanel;
  }
}
