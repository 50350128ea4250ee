// A Game of Thrones (LCG, 1st edition) on the web table — formats agot and agot-shadows (rules
// module `agot`): frames by card type, characters that kneel and stand, a dark back for the
// cards in a Shadows area (its owner sees them, with their "s" cost; everyone else sees these
// backs), each seat's zones in two lines (house, plot, Shadows and the cards in play; the hand),
// the houses-and-challenge panel (rs-agot-panel, which shows the plot decks too) and sentences
// for the rules module's own events in the game's words — never naming a card played into Shadows.
import { html } from 'lit';
import type { GameEvent, Json } from '../../../core/types.ts';
import { registerFamily, type CardNames, type FamilyUi } from '../registry.ts';
import { eventWords } from '../event-words.ts';
import { othersHandsAsCounts } from '../hands.ts';
import './agot-panel.ts';

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** A challenge's type as an event gives it (`challenge`): military, intrigue or power. */
const challengeType = (e: GameEvent): string => String(e.challenge ?? '?');

/** "a military challenge", "an intrigue challenge". */
const aChallenge = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} challenge`;

function describe(e: GameEvent, names: CardNames): string | undefined {
  const { name, list, s, why } = eventWords(names);
  switch (e.type) {
    case 'setupRevealed':
      return 'The setup cards are revealed';
    case 'intoShadows':
      // Only its owner knows the card: the sentence never names it, for anyone.
      return `${s(e.seat)} played a card into Shadows (${s(e.gold)} gold${e.setup ? ', at setup' : ''})`;
    case 'movedIntoShadows':
      return `${s(e.seat)}'s card went back into its Shadows area, facedown`;
    case 'cameOutOfShadows':
      return `${s(e.seat)} brought ${name(e.card, e.name)} out of Shadows`;
    case 'marshalled':
      return `${s(e.seat)} marshalled ${name(e.card, e.name)} (${s(e.gold)} gold)`;
    case 'duplicatePlaced':
      return `${s(e.seat)} put ${name(e.card, e.name)} onto its copy as a duplicate`;
    case 'attached':
      return `${name(e.card, e.name)} was attached to ${name(e.to)}`;
    case 'attachmentDiscarded':
      return `${name(e.card, e.name)} was discarded (${why(e)})`;
    case 'eventPlayed':
      return `${s(e.seat)} played ${name(e.card, e.name)}`;
    case 'initiativeWon':
      return `The plots are revealed: ${s(e.seat)} wins initiative (${s(e.initiative)})`;
    case 'challengeDeclared':
      return `${s(e.seat)} initiated ${aChallenge(challengeType(e))} against ${s(e.defender)}, attacking with ${list(e.attackers)} (knelt)`;
    case 'defendersDeclared':
      return Array.isArray(e.defenders) && e.defenders.length
        ? `${s(e.seat)} defends with ${list(e.defenders)} (knelt)`
        : `${s(e.seat)} declared no defenders`;
    case 'challengeResolved':
      return `${cap(challengeType(e))} challenge: ${s(e.attacker)} ${s(e.attack)} STR against ${s(e.defender)} ${s(e.defense)} — ${
        e.winner ? `${s(e.winner)} wins${e.unopposed ? ' (unopposed)' : ''}` : 'no one wins'
      }`;
    case 'characterKilled':
      return `${name(e.card, e.name)} was killed (${why(e)}) and went to the dead pile`;
    case 'savedByDuplicate':
      return `A duplicate was discarded to save ${name(e.card, e.name)} (${why(e)})`;
    case 'discardedAtRandom':
      return `${s(e.seat)} discarded ${name(e.card, e.name)} at random (${why(e)})`;
    case 'strengthModified': {
      const n = Number(e.amount);
      return `${name(e.card, e.name)} gets ${n >= 0 ? '+' : '−'}${Math.abs(n)} STR until the end of the challenge`;
    }
    case 'controlTaken':
      return `${s(e.seat)} took control of ${name(e.card, e.name)}`;
    case 'dominanceResolved':
      return `Dominance: ${totals(e.totals)} — ${e.winner ? `${s(e.winner)} wins dominance` : 'a tie: no one wins dominance'}`;
    default:
      return undefined;
  }
}

/** "p1 7, p2 5" from {p1: 7, p2: 5}. */
function totals(value: Json | undefined): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '?';
  return Object.entries(value)
    .map(([seat, n]) => `${seat} ${String(n)}`)
    .join(', ');
}

/** Frames by card type: the house card's crimson, plots parchment brown, and a colour for each kind of draw card. */
const FRAMES = {
  house: { band: '#7d1a1f', paper: '#faeeee', kind: 'house' },
  plot: { band: '#7a5a2a', paper: '#faf4e6', kind: 'plot' },
  character: { band: '#3a3f4b', paper: '#f3f4f7', kind: 'character' },
  location: { band: '#3e6140', paper: '#eff5ec', kind: 'location' },
  attachment: { band: '#2f5a7a', paper: '#edf3f8', kind: 'attachment' },
  event: { band: '#6b3f7a', paper: '#f5eef8', kind: 'event' },
};

/** The backs: a Shadows area's near-black violet, the plot deck's brown, the draw deck's (and hand's) deep red. */
function back(zone: string): readonly [string, string, string] {
  if (/\.shadows$/.test(zone)) return ['#17121f', '#2a2238', '#07050b'];
  if (/plot/i.test(zone)) return ['#4d3a1c', '#5f4825', '#2e220f'];
  return ['#4a1a1c', '#5c2426', '#2b0d0e'];
}

const agot: FamilyUi = {
  family: 'agot',
  looks: { frames: FRAMES, back, turned: { word: 'knelt', undone: 'stood' } },
  // The plot deck is the panel's (a row of seven plots is wider than a laptop's seat).
  zones: ['plotDeck'],
  // Two lines, so both seats and the panel fit a laptop screen: the house card, the revealed plot,
  // the Shadows area and the cards in play; then the hand. The used plots, draw deck, discard
  // and dead piles are counts beside them.
  seatLines: [['house', 'plot', 'shadows', 'play'], ['hand']],
  // Another player's hand, all backs, is a count in the panel.
  zoneShown: othersHandsAsCounts,
  panels: [
    {
      id: 'agot',
      render: ({ view, format, picks }) => html`<rs-agot-panel .view=${view} .format=${format} .picks=${picks}></rs-agot-panel>`,
    },
  ],
  describe,
};

registerFamily(agot);
