// Under Fu Leng's Shadow (rules modules `l5r-shadowlands`, the cooperative mode, and
// `l5r-shadowlands-challenge`) on the web table: everything the L5R family shows, plus the
// Shadowlands panel (warlord, fate, timer; the cooperative deck's randomizer and waves, or the
// challenge player's limits on its attacks) and sentences for the modules' own events.
// Registered under the rules modules' names, which the table asks before the format's family
// (see ../registry.ts).
import { html } from 'lit';
import type { GameEvent } from '../../../core/types.ts';
import '../l5r/l5r.ts';
import { familyUi, registerFamily, type CardNames, type FamilyUi } from '../registry.ts';
import { eventWords } from '../event-words.ts';
import type { PanelMode } from './shadowlands-panel.ts';
import './shadowlands-panel.ts';

const l5r: FamilyUi = familyUi({ family: 'l5r', rules: undefined }) ?? { family: 'l5r' };

const FOR: Record<string, string> = {
  'honor bids': 'for the honor bids',
  'conflict declaration': 'to declare a conflict',
  'conflict action': 'for its conflict action',
  duel: 'for its duel bid',
};

export function describeShadowlands(e: GameEvent, names: CardNames): string | undefined {
  const words = eventWords(names);
  const s = words.s;
  const name = words.name(e.card, e.name);
  switch (e.type) {
    case 'randomizerRevealed': {
      const purpose = FOR[s(e.purpose)] ?? `for ${s(e.purpose)}`;
      const element = typeof e.shadowElement === 'string' ? `, ${e.shadowElement}` : '';
      return `The Shadowlands deck turned ${name} ${purpose}: shadow number ${s(e.shadowNumber)}${element}`;
    }
    case 'deckPassed':
      return e.reason === 'cunning'
        ? 'The Shadowlands deck passed its conflict action (Cunning: it is winning by enough to break the province)'
        : `The Shadowlands deck could not play ${name} and discarded it, passing its conflict action`;
    case 'eliminationPenalty':
      return `${s(e.seat)}'s stronghold province is broken: ${s(e.seat)} plays on with a blank stronghold and bids at most ${s(e.bidCap)}`;
    default:
      return undefined;
  }
}

/** The Shadowlands on the table: the L5R family's, with the fifth province and the Shadowlands panel in `mode`. */
function shadowlandsUi(family: string, mode: PanelMode): FamilyUi {
  return {
    ...l5r,
    family,
    // The warlord out of play is the panel's; the fifth province sits with the others.
    zones: [...(l5r.zones ?? []), 'warlord'],
    seatLines: [
      ['stronghold', 'provinces', 'province1', 'province2', 'province3', 'province4', 'province5'],
      ['home', 'hand'],
    ],
    panels: [
      ...(l5r.panels ?? []),
      {
        id: 'shadowlands',
        render: ({ view, format, picks }) =>
          html`<rs-shadowlands-panel .view=${view} .format=${format} .picks=${picks} mode=${mode}></rs-shadowlands-panel>`,
      },
    ],
    describe: (event, names) => describeShadowlands(event, names) ?? l5r.describe?.(event, names),
  };
}

registerFamily(shadowlandsUi('l5r-shadowlands', 'cooperative'));
// Challenge mode (rules module l5r-shadowlands-challenge): a Shadowlands player, whose hand is on its seat line.
registerFamily(shadowlandsUi('l5r-shadowlands-challenge', 'challenge'));
