// <rs-shadowlands-panel>: the Shadowlands of Under Fu Leng's Shadow at a glance (formats whose
// seats include the role `shadowlands`). Its warlord (out of play or in play, the fate it
// collects per player, its ability), its fate pool, its dynasty deck (the timer: the players
// win when it is empty at the end of a round) and conflict deck; then, for the cooperative
// deck (`mode` cooperative), the last randomizer card (shadow number and element, what it was
// turned for) and its waves — its ready characters grouped by the fate on them, the next wave
// (fewest fate) first; for the challenge mode's Shadowlands player (`mode` challenge), what
// limits its attacks this round (conflicts left and the type due, the opponents it must attack
// first, the broken provinces that open a stronghold province). Characters the pending
// decision can pick are buttons, as on the table.
import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { FamilyPanelElement } from '../family-panel.ts';
import type { ResolvedFormat } from '../../../core/format.ts';
import type { CardInstance } from '../../../core/types.ts';
import type { StateView } from '../../../core/view.ts';
import { readingContext } from '../../../core/reading.ts';
import { moduleFor } from '../../../core/session.ts';
import { persistentSkill } from '../../../formats/l5r/abilities.ts';
import { charactersOf, conflictOf, skill, type ConflictType } from '../../../formats/l5r/board.ts';
import { dueForAttack, spreadsAttacks, strongholdOpen, teamBroken, teamBrokenNeeded } from '../../../formats/l5r/conflict.ts';
import { l5rState } from '../../../formats/l5r/state.ts';
import { dynastyCardsPerRound, shadowlandsFate, warlordOf, wavesOf } from '../../../formats/l5r/shadowlands/figures.ts';
import { rulesModules } from '../../../formats/index.ts';
import { shadowlandsState, type Randomizer } from '../../../formats/l5r/shadowlands/faction.ts';
import { ELEMENT_COLORS } from '../../table/card-look.ts';
import { isHidden } from '../../../core/view.ts';
import { base, panelStyles } from '../../theme.ts';

export interface WaveMember {
  card: CardInstance;
  military: number | null;
  political: number | null;
}

export interface Wave {
  fate: number;
  /** The wave the deck sends (or defends with) next. */
  next: boolean;
  /** None of its characters can take part in a conflict: the deck skips it. */
  idle: boolean;
  characters: WaveMember[];
}

/** What limits the challenge mode's Shadowlands player's attacks (Under Fu Leng's Shadow, Challenge Mode › "Conflict Phase"). */
export interface ChallengeAttacks {
  /** Its conflict opportunities each round, and those left in this conflict phase (null outside it). */
  perRound: number;
  left: number | null;
  /** The type it must declare next (it alternates), or null while either will do. */
  nextType: ConflictType | null;
  /** The opponents it must attack before attacking any a second time (empty: any). */
  due: string[];
  /** The team's broken provinces, and how many open a stronghold province (X). */
  teamBroken: number;
  needed: number;
  /** Opponents whose stronghold province it may attack now. */
  open: string[];
}

export interface ShadowlandsSummary {
  seat: string;
  warlord: {
    card: CardInstance;
    inPlay: boolean;
    fatePerPlayer: number;
    /** Fate per player the options add (Relentless). */
    extraPerPlayer: number;
    /** Fate it collects each dynasty phase: per player times the players. */
    perRound: number;
    abilities: { type: string; text: string }[];
  } | null;
  players: number;
  fate: number;
  dynastyDeck: number;
  /** Dynasty cards dealt to its provinces each round. */
  dealtPerRound: number;
  /** Rounds of dealing the dynasty deck has left (breaking its provinces shortens it). */
  roundsLeft: number;
  conflictDeck: number;
  conflictDiscard: number;
  /** The last randomizer card, as the rules module keeps it. */
  randomizer: Randomizer | null;
  waves: Wave[];
  /** Its ready characters in the conflict now (not in a wave until it ends). */
  inConflict: number;
  bowed: number;
  /** The challenge mode's limits on its attacks; null for the cooperative deck. */
  attacks: ChallengeAttacks | null;
}

/**
 * What the view shows of the Shadowlands deck, or null when no seat has the role. Its figures
 * (waves and skills with persistent abilities, fate per round, cards dealt) are the rules
 * module's own, read through a reading context over the view.
 */
export function shadowlandsSummary(view: StateView, format: ResolvedFormat, mode: PanelMode = 'cooperative'): ShadowlandsSummary | null {
  const seat = view.seats.find((s) => s.role === 'shadowlands');
  if (!seat) return null;
  const sl = seat.id;
  const ctx = readingContext(view, format, moduleFor(format, rulesModules));
  const count = (key: string) => view.zones[key]?.length ?? 0;
  const players = view.seats.filter((s) => s.role === 'player').length;

  const card = warlordOf(ctx);
  let warlord: ShadowlandsSummary['warlord'] = null;
  if (card && !isHidden(card)) {
    const def = format.cardDefs[card.def];
    const fate = shadowlandsFate(ctx);
    const abilities = (def?.abilities ?? []).filter((a) => a.text).map((a) => ({ type: String(a.type ?? ''), text: String(a.text) }));
    warlord = {
      card,
      inPlay: card.zone === `${sl}.home`,
      fatePerPlayer: fate.perPlayer,
      extraPerPlayer: fate.extraPerPlayer,
      perRound: fate.perRound,
      abilities: abilities.length ? abilities : def?.text ? [{ type: '', text: String(def.text) }] : [],
    };
  }

  const dealtPerRound = Math.max(1, dynastyCardsPerRound(ctx));
  const dynastyDeck = count(`${sl}.dynastyDeck`);
  const persistent = persistentSkill(ctx);
  const skillOf = (c: CardInstance, type: ConflictType) => skill(ctx.state, c, type, persistent);
  const waves: Wave[] = wavesOf(ctx).map((w) => ({
    fate: w.fate,
    next: w.next,
    idle: w.idle,
    characters: w.characters.map((c) => ({ card: c, military: skillOf(c, 'military'), political: skillOf(c, 'political') })),
  }));
  // (A warlord in play is one of its characters, in a wave like the others.)
  const conflict = conflictOf(view);
  const inConflict = new Set([...(conflict?.attackers ?? []), ...(conflict?.defenders ?? [])]);
  const characters = charactersOf(ctx.state, sl).filter((c) => !isHidden(c));

  return {
    seat: sl,
    warlord,
    players,
    fate: seat.counters.fate ?? 0,
    dynastyDeck,
    dealtPerRound,
    roundsLeft: Math.ceil(dynastyDeck / dealtPerRound),
    conflictDeck: count(`${sl}.conflictDeck`),
    conflictDiscard: count(`${sl}.conflictDiscard`),
    randomizer: shadowlandsState.read(view).lastRandomizer,
    waves,
    inConflict: characters.filter((c) => !c.turned && inConflict.has(c.id)).length,
    bowed: characters.filter((c) => c.turned).length,
    attacks: mode === 'challenge' ? challengeAttacks(ctx, seat.team, players) : null,
  };
}

/** The rules' own reckoning (formats/l5r/conflict.ts), read over the viewer's view. */
function challengeAttacks(ctx: ReturnType<typeof readingContext>, team: string, players: number): ChallengeAttacks {
  const param = ctx.param('shadowlandsConflicts');
  const ledger = ctx.state.phase === 'conflict' ? l5rState.read(ctx.state).opportunities[team] : undefined;
  const last = ledger?.lastType ?? null;
  // A player whose stronghold province is broken plays on under a penalty (Appendix III). Its
  // province may have broken facedown (at 0 honor), a stub in this view that strongholdOpen and
  // dueForAttack can't tell from another province: the penalty tells.
  const { penalties } = l5rState.read(ctx.state);
  const opponents = ctx.state.seats.filter((s) => s.team !== team && !penalties[s.id]).map((s) => s.id);
  const theirTeam = ctx.state.seats.find((s) => s.team !== team)!.team;
  return {
    perRound: param === 'perOpponent' ? players : Number(param),
    left: ledger ? ledger.left : null,
    nextType: last === 'military' ? 'political' : last === 'political' ? 'military' : null,
    due: spreadsAttacks(ctx) ? dueForAttack(ctx, team).filter((s) => opponents.includes(s)) : [],
    teamBroken: teamBroken(ctx, theirTeam),
    needed: teamBrokenNeeded(ctx),
    open: opponents.filter((s) => strongholdOpen(ctx, s)),
  };
}

/** Which Shadowlands the panel shows: the cooperative mode's automated deck, or the challenge mode's player. */
export type PanelMode = 'cooperative' | 'challenge';

/** What a randomizer card was turned for, in words. */
export function purposeText(r: Pick<Randomizer, 'purpose' | 'played'>): string {
  switch (r.purpose) {
    case null:
      return 'the top of its conflict discard';
    case 'honor bids':
      return 'for the honor bids: each player above its number loses the difference in honor, below it gains it';
    case 'conflict declaration':
      return 'to declare a conflict: its element names the ring, its number the province';
    case 'conflict action':
      return r.played ? 'for its conflict action: played' : 'for its conflict action';
    case 'duel':
      return 'for its duel bid';
    default:
      return `for ${r.purpose}`;
  }
}

@customElement('rs-shadowlands-panel')
export class RsShadowlandsPanel extends FamilyPanelElement {
  @property() accessor mode: PanelMode = 'cooperative';

  static override styles = [
    base,
    panelStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1.3fr) minmax(0, 0.9fr) minmax(0, 0.95fr) minmax(0, 1.65fr);
        /* As tall as the L5R panel beside it; every part keeps its place as the game goes on. */
        height: 6.4rem;
        line-height: 1.3;
        overflow: hidden;
      }
      section {
        min-width: 0;
        min-height: 0;
        padding: 0 0.7rem;
        border-left: 1px solid var(--rs-border);
        display: flex;
        flex-direction: column;
      }
      section:first-child {
        padding-left: 0;
        border-left: none;
      }
      section:last-child {
        padding-right: 0;
      }
      h4 {
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      h4 .seat {
        text-transform: none;
        letter-spacing: 0;
        font-weight: 500;
      }
      .heading {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
        align-items: baseline;
        min-width: 0;
      }
      .heading .note {
        color: var(--rs-muted);
        font-size: 0.7rem;
        white-space: nowrap;
        flex: none;
      }
      .title {
        display: flex;
        gap: 0.4rem;
        align-items: baseline;
        white-space: nowrap;
        min-width: 0;
      }
      .name {
        font-weight: 700;
        font-size: 0.9rem;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .badge {
        flex: none;
        border-radius: 999px;
        padding: 0 0.45rem;
        font-size: 0.68rem;
        font-weight: 650;
        background: #ece3f2;
        color: #4a2a5e;
      }
      .badge.in-play {
        background: #5b2a72;
        color: #fff;
      }
      .badge.next {
        background: #5b2a72;
        color: #fff;
      }
      .sub {
        color: var(--rs-muted);
        font-size: 0.74rem;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .ability {
        margin: 0.15rem 0 0;
        font-size: 0.72rem;
        line-height: 1.2;
        display: -webkit-box;
        -webkit-line-clamp: 2;
        -webkit-box-orient: vertical;
        overflow: hidden;
      }
      .ability b {
        font-weight: 650;
      }
      dl {
        margin: 0;
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0 0.6rem;
        align-items: center;
        line-height: 1.25;
      }
      dd {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      dd small {
        font-weight: 400;
        color: var(--rs-muted);
        font-size: 0.7rem;
      }
      .coin {
        display: inline-block;
        min-width: 1.1rem;
        height: 1.1rem;
        line-height: 1.1rem;
        border-radius: 999px;
        background: #e7b416;
        color: #3b2a00;
        text-align: center;
        font-weight: 800;
        padding: 0 0.25rem;
      }
      dd.timer.low {
        color: var(--rs-ok);
      }
      .shadow {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        column-gap: 0.5rem;
        align-items: center;
        margin-bottom: 0.15rem;
      }
      .number {
        grid-row: span 2;
        width: 2.1rem;
        height: 2.1rem;
        border-radius: 6px;
        background: #2b1d36;
        color: #fff;
        font-size: 1.05rem;
        font-weight: 800;
        display: flex;
        align-items: center;
        justify-content: center;
        font-variant-numeric: tabular-nums;
      }
      .element {
        --c: #888;
        display: flex;
        align-items: center;
        gap: 0.25rem;
        font-weight: 700;
        text-transform: capitalize;
        color: var(--c);
      }
      .element::before {
        content: '';
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 50%;
        border: 3px solid var(--c);
      }
      .card-name {
        font-weight: 650;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .purpose {
        color: var(--rs-muted);
        font-size: 0.72rem;
        line-height: 1.2;
        display: -webkit-box;
        -webkit-line-clamp: 2;
        -webkit-box-orient: vertical;
        overflow: hidden;
      }
      .waves {
        list-style: none;
        margin: 0;
        padding: 0 0.2rem 0 0;
        overflow-y: auto;
        /* More waves than fit scroll: the last line fades rather than being cut. */
        mask-image: linear-gradient(to bottom, #000 calc(100% - 0.5rem), transparent);
        min-height: 0;
        flex: 1;
        display: flex;
        flex-direction: column;
        gap: 0.2rem;
      }
      .wave {
        display: flex;
        gap: 0.35rem;
        align-items: flex-start;
        border-radius: 5px;
        padding: 0.1rem 0.2rem;
      }
      .wave.next {
        background: #f4eef8;
        box-shadow: inset 2px 0 0 #5b2a72;
      }
      .wave.idle {
        opacity: 0.6;
      }
      .wave .head {
        flex: none;
        display: flex;
        gap: 0.25rem;
        align-items: center;
        min-width: 4.6rem;
      }
      .wave .coin {
        min-width: 1.15rem;
        height: 1.15rem;
        line-height: 1.15rem;
        font-size: 0.7rem;
      }
      .members {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.45rem;
        min-width: 0;
      }
      .member {
        display: inline-flex;
        gap: 0.2rem;
        align-items: center;
        white-space: nowrap;
        max-width: 100%;
        font: inherit;
        color: inherit;
        background: none;
        border: none;
        padding: 0;
        border-radius: 4px;
      }
      .member .n {
        overflow: hidden;
        text-overflow: ellipsis;
        max-width: 10rem;
      }
      button.member {
        cursor: pointer;
        padding: 0 0.2rem;
        box-shadow: 0 0 0 2px #f0b400;
        background: #fff8dc;
      }
      button.member.selected {
        box-shadow: 0 0 0 2px var(--rs-accent);
        background: var(--rs-accent-soft);
      }
      .member .times {
        color: var(--rs-muted);
        font-weight: 650;
        font-size: 0.72rem;
      }
      .member.tainted .n::after {
        content: '';
        display: inline-block;
        width: 0.4rem;
        height: 0.4rem;
        margin-left: 0.2rem;
        border-radius: 50%;
        background: #5b2a72;
        vertical-align: middle;
      }
      .stat {
        font-size: 0.66rem;
        font-weight: 700;
        border-radius: 3px;
        padding: 0 0.2rem;
        font-variant-numeric: tabular-nums;
      }
      .stat.mil { background: #f6dcd6; color: #8d2414; }
      .stat.pol { background: #d9e5f6; color: #1d4f8f; }
      .idle-note,
      .none {
        color: var(--rs-muted);
        font-style: italic;
      }
      section.attacks {
        grid-column: span 2;
      }
      @media (max-width: 1100px) {
        :host {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          grid-template-rows: 5.4rem 5.4rem;
          row-gap: 0.5rem;
          height: 12.3rem;
        }
        section:nth-child(3) {
          padding-left: 0;
          border-left: none;
        }
        section:nth-child(2) {
          padding-right: 0;
        }
      }
    `,
  ];

  override render() {
    const view = this.view;
    const format = this.format;
    if (!view || !format) return nothing;
    const s = shadowlandsSummary(view, format, this.mode);
    if (!s) return nothing;
    if (s.attacks) return html`${this.renderWarlord(s)}${this.renderDeck(s)}${this.renderAttacks(s.attacks)}`;
    return html`${this.renderWarlord(s)}${this.renderDeck(s)}${this.renderRandomizer(s)}${this.renderWaves(s)}`;
  }

  /** Challenge mode: what the rules allow its next attack, as the rules reckon it. */
  private renderAttacks(a: ChallengeAttacks) {
    const left = a.left === null ? `${a.perRound} a round` : `${a.left} of ${a.perRound} left`;
    const type = a.nextType ? `next: ${a.nextType}` : 'either type';
    const due = a.due.length ? a.due.join(', ') : 'any opponent';
    const open = a.open.length ? a.open.join(', ') : 'none';
    return html`<section class="attacks" data-field="attacks" aria-label="What limits the Shadowlands attacks">
      <h4 title="Challenge Mode: one conflict per opponent, alternating military and political; each opponent attacked before any a second time; a stronghold province only once its owner has a broken province and the team X in all">Attacks</h4>
      <dl>
        <dt>Conflicts</dt>
        <dd data-field="conflicts-left" title="One conflict opportunity per opponent each round, alternating military and political">${left} <small>${type}</small></dd>
        <dt>Attack first</dt>
        <dd data-field="due" title="It can't attack an opponent a second time until it has attacked each opponent whose stronghold province is unbroken">${due}</dd>
        <dt>Strongholds</dt>
        <dd data-field="strongholds-open" title="A stronghold province can be attacked once its owner has a broken province and the team ${a.needed} broken in all (X: the players in the game)">
          ${open} <small>· team ${a.teamBroken} of ${a.needed} broken</small>
        </dd>
      </dl>
    </section>`;
  }

  private renderWarlord(s: ShadowlandsSummary) {
    const w = s.warlord;
    if (!w)
      return html`<section data-field="warlord"><h4 title="Shadowlands · ${s.seat}">Shadowlands <span class="seat">· ${s.seat}</span></h4><span class="none">no warlord</span></section>`;
    const fate = `${w.fatePerPlayer}${w.extraPerPlayer ? ` + ${w.extraPerPlayer}` : ''} fate per player`;
    return html`<section data-field="warlord" aria-label="The Shadowlands warlord">
      <h4 title="Shadowlands warlord · ${s.seat}">Shadowlands warlord <span class="seat">· ${s.seat}</span></h4>
      <div class="title">
        <span class="name" data-field="warlord-name" title=${w.card.name}>${w.card.name}</span>
        <span class="badge ${w.inPlay ? 'in-play' : ''}" data-field="warlord-state">${w.inPlay ? 'in play' : 'out of play'}</span>
      </div>
      <div class="sub" data-field="fate-per-player" title="${fate}${w.extraPerPlayer ? ' (Relentless)' : ''}: ${w.perRound} each dynasty phase with ${s.players} player${s.players === 1 ? '' : 's'}">
        ${fate} (${w.perRound} a round)
      </div>
      <p class="ability" data-field="ability" title=${w.abilities.map((a) => `${cap(a.type)}${a.type ? ': ' : ''}${a.text}`).join('\n')}>
        ${w.abilities.map((a) => html`${a.type ? html`<b>${cap(a.type)}:</b> ` : nothing}${a.text} `)}
      </p>
    </section>`;
  }

  private renderDeck(s: ShadowlandsSummary) {
    const rounds = `${s.roundsLeft} round${s.roundsLeft === 1 ? '' : 's'}`;
    const timer =
      s.dynastyDeck === 0
        ? 'Empty: the players win at the end of this round'
        : `${s.dealtPerRound} cards are dealt to its provinces each round${s.attacks ? '' : ' (breaking one discards more)'}: about ${rounds} left. The players win when it is empty at the end of a round.`;
    return html`<section data-field="deck" aria-label="The Shadowlands deck">
      <h4>Deck</h4>
      <dl>
        <dt>Fate pool</dt>
        <dd data-field="fate"><span class="coin" title="${s.fate} fate in its pool">${s.fate}</span></dd>
        <dt>Dynasty</dt>
        <dd class="timer ${s.roundsLeft <= 1 ? 'low' : ''}" data-field="dynasty-deck" title=${timer}>
          ${s.dynastyDeck} <small>${s.dynastyDeck === 0 ? 'empty' : `≈ ${rounds}`}</small>
        </dd>
        <dt>Conflict</dt>
        <dd data-field="conflict-deck" title="${s.conflictDeck} cards in its conflict deck (its discard pile is reshuffled into it when it runs out)">${s.conflictDeck}</dd>
        <dt>Discard</dt>
        <dd data-field="conflict-discard" title="${s.conflictDiscard} cards in its conflict discard pile">${s.conflictDiscard}</dd>
      </dl>
    </section>`;
  }

  private renderRandomizer(s: ShadowlandsSummary) {
    const r = s.randomizer;
    if (!r) {
      return html`<section data-field="randomizer"><h4>Last randomizer</h4><span class="none">none turned yet</span></section>`;
    }
    const purpose = purposeText(r);
    return html`<section data-field="randomizer" aria-label="The last randomizer card">
      <h4>Last randomizer</h4>
      <div class="shadow">
        <span class="number" data-field="shadow-number" title="shadow number">${r.shadowNumber ?? '–'}</span>
        <span class="card-name" data-field="randomizer-name" title=${r.name}>${r.name}</span>
        ${
          r.shadowElement
            ? html`<span class="element" data-field="shadow-element" style="--c:${ELEMENT_COLORS[r.shadowElement] ?? '#888'}" title="shadow element">${r.shadowElement}</span>`
            : html`<span class="none">no element</span>`
        }
      </div>
      <div class="purpose" data-field="randomizer-purpose" title=${purpose}>${purpose}</div>
    </section>`;
  }

  private renderWaves(s: ShadowlandsSummary) {
    const extra = [s.inConflict ? `${s.inConflict} in the conflict` : '', s.bowed ? `${s.bowed} bowed` : ''].filter(Boolean).join(' · ');
    return html`<section data-field="waves" aria-label="The Shadowlands waves">
      <div class="heading">
        <h4 title="The deck's ready characters grouped by the fate on them: the group with the fewest fate attacks (or defends) next">Waves <span class="seat">· by fate, next first</span></h4>
        ${extra ? html`<span class="note" data-field="waves-note">${extra}</span>` : nothing}
      </div>
      ${
        s.waves.length === 0
          ? html`<span class="none">no ready characters</span>`
          : html`<ul class="waves">
            ${s.waves.map(
              (w) => html`<li class="wave ${w.next ? 'next' : ''} ${w.idle ? 'idle' : ''}" data-fate=${w.fate} ?data-next=${w.next}>
                <span class="head">
                  <span class="coin" title="${w.fate} fate on each">${w.fate}</span>
                  ${w.next ? html`<span class="badge next">next</span>` : w.idle ? html`<span class="idle-note" title="none of them can take part in a conflict">skipped</span>` : nothing}
                </span>
                <span class="members">${this.alike(w.characters).map(([m, n]) => this.member(m, n))}</span>
              </li>`,
            )}
          </ul>`
      }
    </section>`;
  }

  /** Characters alike (name, skills, status) as one entry with a count, unless the decision can pick them. */
  private alike(members: readonly WaveMember[]): [WaveMember, number][] {
    const out: [WaveMember, number][] = [];
    const key = (m: WaveMember) => JSON.stringify([m.card.name, m.military, m.political, [...m.card.status].sort()]);
    for (const m of members) {
      const same = this.picks.has(m.card.id) ? undefined : out.find(([x]) => !this.picks.has(x.card.id) && key(x) === key(m));
      if (same) same[1]++;
      else out.push([m, 1]);
    }
    return out;
  }

  private member(m: WaveMember, times = 1) {
    const { card } = m;
    const pick = this.picks.get(card.id);
    const skills = html`<span class="n" title=${card.name}>${card.name}</span>${times > 1 ? html`<span class="times">×${times}</span>` : nothing}${m.military !== null ? html`<span class="stat mil" title="military skill">M${m.military}</span>` : nothing}${m.political !== null ? html`<span class="stat pol" title="political skill">P${m.political}</span>` : nothing}`;
    const title = `${times > 1 ? `${times} × ` : ''}${card.name}: military ${m.military ?? '–'}, political ${m.political ?? '–'}${card.status.length ? ` (${card.status.join(', ')})` : ''}`;
    // (A tainted character's +2 is in its skills; the dot says why.)
    const cls = `member ${card.status.includes('tainted') ? 'tainted' : ''}`;
    if (pick) {
      return html`<button
        class="${cls} ${pick}"
        data-card=${card.id}
        aria-pressed=${pick === 'selected' ? 'true' : 'false'}
        title="${title}: choose it"
        @click=${() => this.dispatchEvent(new CustomEvent('rs-card-pick', { detail: { card: card.id }, bubbles: true, composed: true }))}
      >${skills}</button>`;
    }
    return html`<span class=${cls} data-card=${card.id} title=${title}>${skills}</span>`;
  }
}

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

declare global {
  interface HTMLElementTagNameMap {
    'rs-shadowlands-panel': RsShadowlandsPanel;
  }
}
