// The Lord of the Rings TCG with several Shadow players on the web table — format lotr (rules
// module `lotr`): frames by card type (Free Peoples companions, allies and their possessions in
// light frames, Shadow minions dark), the adventure path shown in the panel with each fellowship
// where it stands, each seat's zones in two lines (fellowship, support area and minions; the
// hand), the twilight-and-Shadow panel (rs-lotr-panel) and sentences for the rules module's own
// events in the game's words: the twilight pool, whose Shadow phase it is and who is next,
// roaming minions, costs paid with another player's character, skirmishes and wounds.
import { html } from 'lit';
import type { GameEvent } from '../../../core/types.ts';
import { registerFamily, type CardNames, type FamilyUi } from '../registry.ts';
import { eventWords } from '../event-words.ts';
import { othersHandsAsCounts } from '../hands.ts';
import './lotr-panel.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The pile a killed character went to, from the zone its event names: a minion's discard pile, a Free Peoples character's dead pile. */
const pileOf = (zone: unknown) => (typeof zone === 'string' && zone.endsWith('.dead') ? 'the dead pile' : 'the discard pile');

function describe(e: GameEvent, names: CardNames): string | undefined {
  const { name, list, s, why } = eventWords(names);
  const n = (v: unknown) => Number(v ?? 0);
  switch (e.type) {
    case 'startingCompanion':
      return `${s(e.seat)} put ${name(e.card, e.name)} into its starting fellowship`;
    case 'twilightAdded':
      return `${s(e.seat)} added ${s(e.amount)} twilight to the pool (${why(e)})`;
    case 'twilightSpent':
      return `${s(e.seat)} removed ${s(e.amount)} twilight from the pool (${why(e)})`;
    case 'fellowshipMoved':
      return `${s(e.seat)}'s fellowship moved to site ${s(e.site)} (+${s(e.twilight)} twilight)`;
    case 'fellowshipMovesAgain':
      return `${s(e.seat)}'s fellowship moves again`;
    case 'fellowshipStayed':
      return `${s(e.seat)}'s fellowship stays at site ${s(e.site)}: the minions are discarded and the turn ends`;
    case 'shadowPhaseStarted':
      return `${s(e.seat)}'s Shadow phase (${e.next ? `next: ${s(e.next)}` : 'the last'})`;
    case 'shadowPhasesEnded':
      return n(e.minions) > 0
        ? `Every Shadow phase is over: ${plural(n(e.minions), 'minion')} in play`
        : 'Every Shadow phase is over: no minion in play, on to the regroup phase';
    case 'minionPlayed': {
      // The twilight paid holds the roaming penalty, which the event also gives on its own.
      return `${s(e.seat)} played ${name(e.card, e.name)} (${s(e.twilight)} twilight)${e.roaming ? `, roaming (+${s(e.penalty)} twilight)` : ''}`;
    }
    case 'cardPlayed':
      return `${s(e.seat)} played ${name(e.card, e.name)}${typeof e.on === 'string' ? ` on ${name(e.on)}` : ''} (${s(e.twilight)} twilight)`;
    case 'eventPlayed':
      return `${s(e.seat)} played ${name(e.card, e.name)} (${s(e.twilight)} twilight)`;
    case 'costPaidWith': {
      const whose = typeof e.owner === 'string' && e.owner !== e.seat ? `${e.owner}'s ` : '';
      return `${s(e.seat)} exerted ${whose}${name(e.card, e.name)} to pay for ${name(e.for, e.forName)}`;
    }
    case 'exerted':
      return `${name(e.card, e.name)} exerted (${why(e)})`;
    case 'wounded':
      return `${name(e.card, e.name)} took ${plural(n(e.amount), 'wound')} (${why(e)})`;
    case 'healed':
      return `${plural(n(e.amount), 'wound')} came off ${name(e.card, e.name)} (${why(e)})`;
    case 'characterKilled':
      return `${name(e.card, e.name)} was killed (${why(e)}) and went to ${pileOf(e.zone)}`;
    case 'strengthModified': {
      const by = n(e.amount);
      return `${name(e.card, e.name)} is strength ${by >= 0 ? '+' : '−'}${Math.abs(by)} until the end of the skirmish`;
    }
    case 'archeryTotals':
      return `Archery: the fellowship's total ${s(e.fellowship)} (wounds to minions), the minions' ${s(e.minions)} (wounds to companions)`;
    case 'minionAssigned':
      return `${s(e.seat)} assigned ${name(e.minion)} to skirmish ${name(e.character)}`;
    case 'skirmishStarted':
      return `Skirmish: ${name(e.character)} against ${list(e.minions)}`;
    case 'skirmishResolved': {
      if (!e.winner) return `The skirmish of ${name(e.character)} ends with no winner: a side has left it`;
      const winner = e.winner === 'free' ? 'the Free Peoples win' : 'the Shadow wins';
      return `Skirmish: ${name(e.character)} ${s(e.fellowship)} strength against ${list(e.minions)} ${s(e.shadow)} — ${winner}${
        e.overwhelmed ? ' (overwhelmed)' : ''
      }`;
    }
    case 'ringBearerLost':
      return `${s(e.seat)}'s Ring-bearer is lost: ${why(e)} — ${s(e.seat)} is out`;
    case 'survivedThePath':
      return `${s(e.seat)}'s fellowship survived site ${s(e.site)}`;
    default:
      return undefined;
  }
}

/** Frames by card type: the Free Peoples' greens and golds, the Shadow's dark red, the path's slate. */
const FRAMES = {
  companion: { band: '#2f5d3a', paper: '#eef6ee', kind: 'companion' },
  ally: { band: '#5b7a2e', paper: '#f3f7e9', kind: 'ally' },
  minion: { band: '#5c1c1c', paper: '#f7ecea', kind: 'minion' },
  possession: { band: '#7a5a2a', paper: '#faf4e6', kind: 'possession' },
  artifact: { band: '#9a7418', paper: '#fbf6e2', kind: 'artifact' },
  condition: { band: '#36506e', paper: '#edf2f8', kind: 'condition' },
  event: { band: '#5e3a6e', paper: '#f5eef8', kind: 'event' },
  site: { band: '#4a5866', paper: '#f0f3f5', kind: 'site' },
};

/** The backs: the draw deck's (and hands') deep brown with a gold edge. */
function back(): readonly [string, string, string] {
  return ['#3b2a14', '#4d3820', '#a07a2a'];
}

const lotr: FamilyUi = {
  family: 'lotr',
  // Our rules never turn a card: wounds are tokens. The family's words, should a card be turned.
  looks: { frames: FRAMES, back, turned: { word: 'exhausted', undone: 'readied' } },
  // The adventure path is the panel's: nine sites with each fellowship marked where it stands.
  zones: ['path'],
  tableCounters: ['twilight'],
  // Two lines: the fellowship, the support area and the minions (played on the others' turns);
  // then the hand. The draw deck, discard and dead piles are counts beside them.
  seatLines: [['fellowship', 'support', 'minions'], ['hand']],
  // Another player's hand, all backs, is a count in the panel.
  zoneShown: othersHandsAsCounts,
  panels: [
    {
      id: 'lotr',
      render: ({ view, format, picks }) => html`<rs-lotr-panel .view=${view} .format=${format} .picks=${picks}></rs-lotr-panel>`,
    },
  ],
  describe,
};

registerFamily(lotr);
