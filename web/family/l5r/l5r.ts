// The L5R family on the web table: the ring and conflict panel (which shows the ring zones
// itself) and sentences for the rules module's own events, with card names as the viewer
// may know them.
import { html } from 'lit';
import type { GameEvent, Json } from '../../../core/types.ts';
import { registerFamily, type CardNames } from '../registry.ts';
import { eventWords } from '../event-words.ts';
import './l5r-panel.ts';

function describe(e: GameEvent, names: CardNames): string | undefined {
  const { name, list, s, why } = eventWords(names);
  switch (e.type) {
    case 'characterPlayed':
      return `${s(e.seat)} played ${name(e.card, e.name)}${Number(e.extraFate) > 0 ? ` with ${s(e.extraFate)} fate on it` : ''}`;
    case 'cardLeftPlay':
      return `${name(e.card, e.name)} left play${e.reason ? ` (${why(e)})` : ''}`;
    case 'conflictDeclared':
      return `${s(e.attackingSeat)} declared a ${s(e.conflictType)} conflict with the ${s(e.element)} ring against ${s(e.defendingSeat)}'s ${list(e.provinces)}, attacking with ${list(e.attackers)}`;
    case 'defendersDeclared':
      return Array.isArray(e.defenders) && e.defenders.length
        ? `${s(e.defendingSeat)} defends with ${list(e.defenders)}`
        : `${s(e.defendingSeat)} declared no defenders`;
    case 'conflictPassed':
      return `${s(e.team)} passed a conflict opportunity${e.reason ? ` (${why(e)})` : e.auto ? ' (no conflict it could declare)' : ''}`;
    case 'conflictResolved':
      return `${cap(s(e.conflictType))} conflict: attackers ${s(e.attackerTotal)}, defenders ${s(e.defenderTotal)} — ${e.winner ? `${s(e.winner)} wins` : 'no one wins'}${e.unopposed ? ' (unopposed)' : ''}`;
    case 'provinceBroken':
      return `${s(e.owner)}'s ${name(e.card, e.name)} broke${e.stronghold ? ' (the stronghold province)' : ''}`;
    case 'ringEffectResolved':
      return `${s(e.seat)} resolved the ${s(e.element)} ring: ${ringChoice(String(e.choice ?? ''), names)}`;
    case 'ringClaimed':
      return `${s(e.team)} claimed the ${s(e.element)} ring`;
    case 'conflictEnded':
      return `The ${s(e.conflictType)} conflict ends; its participants bow`;
    case 'gloryCounted': {
      const totals = Array.isArray(e.totals)
        ? e.totals.map((t) => (t && typeof t === 'object' && !Array.isArray(t) ? `${s(t.team)} ${s(t.glory)}` : '')).filter(Boolean)
        : [];
      return `Glory count: ${totals.join(', ')}${e.winner ? ` — ${s(e.winner)} leads` : ' — a tie, the Imperial Favor stays'}`;
    }
    case 'imperialFavorClaimed':
      return `${s(e.team)} claimed the Imperial Favor (${s(e.favorType)})`;
    case 'movedToConflict':
      return `${name(e.card, e.name)} joined the conflict as ${e.side === 'attacker' ? 'an attacker' : 'a defender'}`;
    case 'sentHome':
      return `${name(e.card, e.name)} was sent home from the conflict`;
    case 'skillModified': {
      const parts = [
        Number(e.military) ? `${signed(e.military)} military` : '',
        Number(e.political) ? `${signed(e.political)} political` : '',
      ].filter(Boolean);
      return `${name(e.card, e.name)} gets ${parts.join(', ') || 'no change'} until the end of the conflict`;
    }
    case 'attached':
      return `${name(e.card, e.name)} was attached to ${name(e.to)}`;
    case 'duelStarted':
      return `${name(e.challenger)} challenged ${name(e.target)} to a ${s(e.conflictType)} duel`;
    case 'duelResolved':
      return `Duel: ${name(e.challenger)} ${s(e.challengerTotal)}, ${name(e.target)} ${s(e.targetTotal)} — ${e.loser ? `${name(e.loser)} loses` : 'a tie'}`;
    default:
      return undefined;
  }
}

function ringChoice(choice: string, names: CardNames): string {
  const [what, id] = choice.split(':');
  const target = id ? names(id) : '';
  switch (what) {
    case 'take':
      return 'took 1 honor from the opponent';
    case 'gain':
      return 'gained 2 honor';
    case 'earth':
      return 'drew a card; the opponent discarded one at random';
    case 'honor':
      return `honored ${target}`;
    case 'dishonor':
      return `dishonored ${target}`;
    case 'ready':
      return `readied ${target}`;
    case 'bow':
      return `bowed ${target}`;
    case 'void':
      return `removed 1 fate from ${target}`;
    default:
      return choice || 'no effect';
  }
}

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const signed = (v: Json | undefined) => (Number(v) >= 0 ? `+${Number(v)}` : `−${Math.abs(Number(v))}`);

/** Frames by card type: dynasty cards brown, conflict cards blue, provinces green. */
const FRAMES = {
  character: { band: '#6b3f22', paper: '#fbf4e8', kind: 'dynasty' },
  holding: { band: '#8a6a2b', paper: '#fbf6e6', kind: 'dynasty' },
  event: { band: '#23496f', paper: '#eef4fa', kind: 'conflict' },
  attachment: { band: '#2f5d7c', paper: '#eef5f8', kind: 'conflict' },
  province: { band: '#3e6140', paper: '#eff5ec', kind: 'province' },
  stronghold: { band: '#8c1d1d', paper: '#faeeec', kind: 'stronghold' },
  ring: { band: '#5a5a5a', paper: '#f5f5f5', kind: 'ring' },
};

registerFamily({
  family: 'l5r',
  looks: {
    frames: FRAMES,
    // Conflict cards (the conflict deck and hands) have blue backs, dynasty cards brown.
    back: (zone) => (/conflict|hand/i.test(zone) ? ['#1f3550', '#2b4666', '#142236'] : ['#4a2a1a', '#5e3824', '#2e190e']),
    turned: { word: 'bowed', undone: 'readied' },
  },
  zones: ['unclaimedRings', 'personalRings', 'contestedRing', 'claimedRings'],
  // The stronghold and the provinces with the cards on them; then home and the hand.
  seatLines: [
    ['stronghold', 'provinces', 'province1', 'province2', 'province3', 'province4'],
    ['home', 'hand'],
  ],
  panels: [
    {
      id: 'l5r-rings',
      render: ({ view, format, picks }) => html`<rs-l5r-panel .view=${view} .format=${format} .picks=${picks}></rs-l5r-panel>`,
    },
  ],
  describe,
});
