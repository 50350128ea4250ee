// The L5R CCG family on the web table: the houses and battlefields panel (family honor, gold
// ready, provinces left, the Imperial Favor; the attack in progress with each battlefield's
// units and Force) and sentences for the rules module's own events, with card names as the
// viewer may know them. Siege: Heart of Darkness (rules module l5r-ccg-siege, which the table
// asks before the family, see ../registry.ts) adds the Siege panel: the clock, the territory
// row between the two sides and the Rokugani's political tokens.
import { html } from 'lit';
import type { GameEvent } from '../../../core/types.ts';
import { isHidden } from '../../../core/view.ts';
import { registerFamily, type CardNames, type FamilyUi } from '../registry.ts';
import { eventWords } from '../event-words.ts';
import './ccg-panel.ts';
import './siege-panel.ts';

function describe(e: GameEvent, names: CardNames): string | undefined {
  const { name, list, s, why } = eventWords(names);
  switch (e.type) {
    case 'cycled':
      return `${s(e.seat)} cycled ${s(e.count)} card${e.count === 1 ? '' : 's'} from its provinces`;
    case 'deckReshuffled':
      return `${s(e.seat)}'s ${s(e.deck)} deck ran out: its discard pile is shuffled back`;
    case 'recruited':
      return `${s(e.seat)} recruited ${name(e.card, e.name)} for ${s(e.gold)} gold`;
    case 'goldPaid':
      return `${s(e.seat)} bowed ${list(e.cards)} for ${s(e.gold)} gold (${s(e.cost)} for ${name(e.for, e.forName)})`;
    case 'ringPlayed':
      return `${s(e.seat)} played the ${name(e.card, e.name)}`;
    case 'attached':
      return `${name(e.card, e.name)} joined ${name(e.to)}`;
    case 'favorTaken':
      return `${s(e.seat)} lobbied with ${name(e.by)} and took the Imperial Favor${e.from ? ` from ${s(e.from)}` : ''}`;
    case 'favorDiscarded':
      return e.use === 'out'
        ? `${s(e.seat)} is out of the game: the Imperial Favor goes back to no one`
        : `${s(e.seat)} discarded the Imperial Favor ${e.use === 'draw' ? 'to draw a card' : 'for +2 Force in the battle'}`;
    case 'attackDeclared':
      return `${s(e.attacker)} attacks ${s(e.defender)}`;
    case 'battleBegan':
      return `Battle at ${name(e.province)}: ${list(e.attackers)} against ${list(e.defenders)}`;
    case 'battleResolved':
      return `Battle: attackers ${s(e.attackerForce)}, defenders ${s(e.defenderForce)} — ${
        e.winner === 'tie' ? 'a tie, both sides destroyed' : `the ${s(e.winner)} wins`
      }${e.provinceDestroyed ? '; the province is destroyed' : ''}`;
    case 'attackEnded':
      return `${s(e.attacker)}'s attack is over`;
    case 'cardDestroyed':
      return `${name(e.card, e.name)} was destroyed${e.reason ? ` (${why(e)})` : ''}`;
    case 'provinceDestroyed':
      return `${s(e.owner)}'s province was destroyed`;
    case 'forceModified':
      return `${name(e.card, e.name)} gets ${Number(e.amount) >= 0 ? '+' : '−'}${Math.abs(Number(e.amount))} Force until the end of the battle`;
    case 'sentHome':
      return `${name(e.card, e.name)} left the battle`;
    case 'spellCast':
      return `${s(e.seat)} cast ${name(e.card, e.name)}, bowing a shugenja`;
    case 'regionDiscarded':
      return `${name(e.card, e.name)} left its province`;
    case 'clockRevealed':
      return `${s(e.seat)} turned over the clock card ${name(e.card, e.name)}: threat level ${s(e.threat)}`;
    case 'clockDiscarded':
      return `${name(e.card, e.name)} was discarded from the top of ${s(e.seat)}'s clock deck without effect (${s(e.why)}): threat level ${s(e.threat)}`;
    case 'territoryDestroyed':
      return `${name(e.card, e.name)} was destroyed and turned to its destroyed side`;
    default:
      return undefined;
  }
}

/** Frames by card type: dynasty cards brown and gold, fate cards blue, provinces green; Siege's territories stone, clock cards deep sea. */
const FRAMES = {
  personality: { band: '#6b3f22', paper: '#fbf4e8', kind: 'dynasty' },
  holding: { band: '#8a6a2b', paper: '#fbf6e6', kind: 'dynasty' },
  event: { band: '#7a2f4f', paper: '#faeef3', kind: 'dynasty' },
  region: { band: '#55672a', paper: '#f4f7ea', kind: 'dynasty' },
  strategy: { band: '#23496f', paper: '#eef4fa', kind: 'fate' },
  spell: { band: '#4d3a7a', paper: '#f2eff9', kind: 'fate' },
  item: { band: '#4b5a6a', paper: '#f0f3f6', kind: 'fate' },
  follower: { band: '#2f6b66', paper: '#eef7f6', kind: 'fate' },
  ring: { band: '#5a5a5a', paper: '#f5f5f5', kind: 'ring' },
  province: { band: '#3e6140', paper: '#eff5ec', kind: 'province' },
  stronghold: { band: '#8c1d1d', paper: '#faeeec', kind: 'stronghold' },
  territory: { band: '#5a5148', paper: '#f5f2ed', kind: 'territory' },
  clock: { band: '#0f4c5c', paper: '#eaf4f5', kind: 'clock' },
};

const PROVINCES = ['province1', 'province2', 'province3', 'province4', 'province5', 'province6', 'province7', 'province8'];

const ccg: FamilyUi = {
  family: 'l5r-ccg',
  looks: {
    frames: FRAMES,
    // Fate cards (the fate deck and hands) have blue backs, dynasty cards brown, Siege's clock cards deep sea.
    back: (zone) =>
      /clock/i.test(zone)
        ? ['#0f4c5c', '#1a6275', '#08323d']
        : /fate|hand/i.test(zone)
          ? ['#1f3550', '#2b4666', '#142236']
          : ['#4a2a1a', '#5e3824', '#2e190e'],
    turned: { word: 'bowed', undone: 'straightened' },
  },
  // The stronghold, the provinces with their regions and cards; home and the hand; decks and discards.
  seatLines: [
    ['stronghold', 'provinces', 'regions', ...PROVINCES],
    ['home', 'hand'],
  ],
  // A province slot is drawn only while its province is in the row: four of eight by default.
  zoneShown: (view, key) => {
    const [owner, zone] = key.split('.') as [string, string];
    if (!PROVINCES.includes(zone)) return true;
    return (view.zones[`${owner}.provinces`] ?? []).some((id) => {
      const card = view.cards[id];
      return !!card && !isHidden(card) && card.data.slot === zone;
    });
  },
  panels: [
    {
      id: 'l5r-ccg',
      render: ({ view, format }) => html`<rs-ccg-panel .view=${view} .format=${format}></rs-ccg-panel>`,
    },
  ],
  describe,
};

registerFamily(ccg);

// Siege: Heart of Darkness: the houses panel and the Siege panel, which shows the territory row itself.
registerFamily({
  ...ccg,
  family: 'l5r-ccg-siege',
  zones: ['territories'],
  panels: [
    ...(ccg.panels ?? []),
    {
      id: 'siege',
      subject: true,
      render: ({ view, format, picks }) => html`<rs-siege-panel .view=${view} .format=${format} .picks=${picks}></rs-siege-panel>`,
    },
  ],
});
