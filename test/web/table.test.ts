/// <reference types="mocha" />
// The table: cards in frames of their family and type with their state, zones laid out as
// the format declares them, the viewer at the bottom, and a family's panels (L5R: rings,
// the Imperial Favor, the conflict with skill totals) added without the table knowing L5R.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { CardInstance, GameEvent } from '../../core/types.ts';
import { conflictOf } from '../../formats/l5r/board.ts';
import { sideTotals } from '../../formats/l5r/conflict.ts';
import { RuleContext } from '../../core/context.ts';
import { conflictSummary } from '../../web/family/l5r/l5r-panel.ts';
import { familyUi, looksOf } from '../../web/family/registry.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import '../../web/table/card.ts';
import type { RsCard } from '../../web/table/card.ts';
import { faceStats, frameOf } from '../../web/table/card-look.ts';
import '../../web/table/table.ts';
import type { RsZone } from '../../web/table/zone.ts';
import { seatPlaces, type RsTable } from '../../web/table/table.ts';
import { cutWithoutTitle, deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { registry, rulesModules } from '../../formats/index.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const l5r = resolveFormat(catalog, 'l5r-stronghold');

const character: CardInstance = {
  id: 'c9',
  def: 'x',
  name: 'Kakita Blade',
  type: 'character',
  owner: 'p1',
  controller: 'p1',
  zone: 'p1.home',
  faceUp: true,
  turned: true,
  tokens: { fate: 2 },
  status: ['honored'],
  stats: { cost: 3, military: 3, political: 2, glory: 2 },
  data: {},
};

describe('<rs-zone> attachments', () => {
  it('draws an attachment on the character it is attached to, not as a loose card of the zone', async () => {
    const blade: CardInstance = {
      ...character,
      id: 'c10',
      name: 'Fine Katana',
      type: 'attachment',
      turned: false,
      tokens: {},
      status: [],
      stats: { cost: 0 },
      data: { attachedTo: 'c9' },
    };
    const other: CardInstance = { ...character, id: 'c11', name: 'Doji Whisperer', turned: false, data: {} };
    const el = await fixture<RsZone>(html`<rs-zone .zoneKey=${'p1.home'} .cards=${[character, blade, other]} .family=${'l5r'}></rs-zone>`);
    const row = el.shadowRoot!.querySelector('.cards')!;
    // Two things in the row: the character carrying its attachment, and the other character.
    expect([...row.children].map((c) => c.tagName.toLowerCase())).to.deep.equal(['div', 'rs-card']);
    const group = row.querySelector('.attached')!;
    expect(group.getAttribute('data-host')).to.equal('c9');
    expect([...group.querySelectorAll('rs-card')].map((c) => (c as RsCard).card!.id)).to.deep.equal(['c10', 'c9']);
  });
});

describe('<rs-card>', () => {
  it("shows the face: name, type, cost, skills, fate, status and turned, in its family's words and frames", async () => {
    const el = await fixture<RsCard>(html`<rs-card .card=${character} .family=${'l5r'}></rs-card>`);
    const card = el.shadowRoot!.querySelector('.card')!;
    expect(card.classList.contains('turned')).to.equal(true);
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    for (const part of ['Kakita Blade', 'character', 'M3', 'P2', 'G2', '● 2', 'honored', 'bowed']) expect(text).to.contain(part);
    expect(el.shadowRoot!.querySelector('.cost')!.textContent).to.equal('3');
    expect(card.getAttribute('role')).to.equal(null);
    expect(frameOf('l5r', 'character', looksOf('l5r').frames).kind).to.equal('dynasty');
    expect(frameOf('l5r', 'event', looksOf('l5r').frames).kind).to.equal('conflict');
    expect(looksOf('fixture').turned.word).to.equal('turned');
    expect(frameOf('fixture', 'soldier').band).to.match(/^hsl/);
    expect(faceStats({ stats: { gold: 2, cost: 1 } }).map((s) => s.key)).to.deep.equal(['gold']);
    // A Rank (the CCG's Siege) is shown in its helmet brackets, whichever stat it is.
    expect(faceStats({ stats: { strength: '<10>' } }).map((s) => s.value)).to.deep.equal(['⟨10⟩']);
    expect(faceStats({ stats: { force: '<+1>', chi: 2 } }).map((s) => s.value)).to.deep.equal(['⟨+1⟩', '2']);
  });

  it('is a back when hidden, showing only its tokens and status', async () => {
    const el = await fixture<RsCard>(
      html`<rs-card .card=${{ id: 'hidden:p1.provinces:0', hidden: true, zone: 'p1.provinces', status: ['broken'], tokens: {} }}></rs-card>`,
    );
    const card = el.shadowRoot!.querySelector('.card')!;
    expect(card.classList.contains('back')).to.equal(true);
    expect(card.classList.contains('broken')).to.equal(true);
    expect(el.shadowRoot!.textContent).to.contain('broken');
  });

  it('is a button when the decision can pick it: click, Enter or Space', async () => {
    const el = await fixture<RsCard>(html`<rs-card .card=${character} .pick=${'target'}></rs-card>`);
    const picks: string[] = [];
    el.addEventListener('rs-card-pick', (e) => picks.push(e.detail.card));
    const card = el.shadowRoot!.querySelector<HTMLElement>('.card')!;
    expect(card.getAttribute('role')).to.equal('button');
    expect(card.tabIndex).to.equal(0);
    card.click();
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    card.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(picks).to.deep.equal(['c9', 'c9', 'c9']);
    el.pick = 'selected';
    await settle();
    expect(card.getAttribute('aria-pressed')).to.equal('true');
  });
});

describe('<rs-table>', () => {
  it('places the viewer at the bottom and the others across the top in turn order', () => {
    const seats = ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id })) as never;
    expect(seatPlaces({ seats, viewer: 'p3' })).to.deep.equal({ top: ['p4', 'p1', 'p2'], bottom: 'p3' });
    expect(seatPlaces({ seats, viewer: 'spectator' })).to.deep.equal({ top: ['p2', 'p3', 'p4'], bottom: 'p1' });
  });

  /** An L5R game of two greedy bots, played until a conflict has attackers and defenders. */
  function l5rInConflict(): PlaySession {
    const session = new PlaySession(l5r, { seed: 3, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    for (let i = 0; i < 400; i++) {
      const c = conflictOf(gameOf(session).state);
      if (c && c.attackers.length > 0 && gameOf(session).state.pending.some((d) => d.kind === 'action')) break;
      session.step();
    }
    return session;
  }

  it('lays out the L5R table: rings and the conflict in the family panel, zones in their lines', async () => {
    const session = l5rInConflict();
    const state = gameOf(session).state;
    const c = conflictOf(state)!;
    expect(c, 'a conflict is on').to.not.equal(null);
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view('spectator')} .format=${l5r}></rs-table>`);
    await settle();
    // The ring zones are the panel's: the generic table leaves them out.
    const keys = deepQueryAll(el, 'rs-zone').map((z) => z.getAttribute('zone-key'));
    expect(keys).to.not.include('table.unclaimedRings');
    expect(keys).to.include.members(['p1.provinces', 'p1.province1', 'p1.home', 'p1.hand', 'p2.hand', 'table.removed']);
    const panel = deepQuery(el, 'rs-l5r-panel');
    const text = deepText(panel);
    expect(text).to.contain(c.type);
    expect(text).to.match(new RegExp(`${c.attackingSeat}\\s*attacks\\s*${c.defendingSeat}`));
    // The panel's totals are the engine's, counted on the full state (not the spectator's view).
    const engine = sideTotals(new RuleContext(state, l5r, rulesModules[l5r.rules!]!, []), c);
    const summary = conflictSummary(session.view('spectator'), l5r)!;
    expect([summary.attackerTotal, summary.defenderTotal]).to.deep.equal([engine.attacker, engine.defender]);
    expect(deepQuery(panel, '[data-field="skill-totals"]').textContent!.replace(/\s+/g, '')).to.equal(
      `${summary.attackerTotal}vs${summary.defenderTotal}`,
    );
    for (const id of c.attackers) expect(text).to.contain(state.cards[id]!.name);
    // Fate on the unclaimed rings is shown on them.
    const rings = deepQueryAll(panel, '.pool[data-zone="table.unclaimedRings"] .ring');
    expect(rings.length).to.equal(state.zones['table.unclaimedRings']!.length);
    // The seat's zones fall into the family's two lines.
    const seat = deepQueryAll(el, 'rs-seat-panel').find((p) => p.getAttribute('owner') === 'p1')!;
    const lines = deepQueryAll(seat, '.line');
    expect(lines.length).to.equal(2);
    expect(deepQueryAll(lines[0]!, 'rs-zone').map((z) => z.getAttribute('zone-key'))).to.include.members([
      'p1.stronghold',
      'p1.provinces',
      'p1.province4',
    ]);
    session.dispose();
  });

  it('every label cut short on a laptop-width table has its full form on hover', async () => {
    const coop = resolveFormat(catalog, 'l5r-shadowlands-coop');
    const session = new PlaySession(coop, { seed: 5, seats: 3, controller: 'bot:greedy', speed: 'paused' });
    for (let i = 0; i < 120; i++) session.step();
    for (const [format, s] of [
      [l5r, l5rInConflict()],
      [coop, session],
    ] as const) {
      const el = await fixture<RsTable>(
        html`<div style="width: 640px"><rs-table .view=${s.view('p2')} .format=${format}></rs-table></div>`,
      );
      await settle();
      expect(cutWithoutTitle(el), format.id).to.deep.equal([]);
      s.dispose();
    }
  });

  it('offers the rings a conflict can take as buttons that pick them', async () => {
    const session = new PlaySession(l5r, { seed: 3, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    for (let i = 0; i < 400 && !gameOf(session).state.pending.some((d) => d.kind === 'conflictRing'); i++) session.step();
    const d = gameOf(session).state.pending.find((p) => p.kind === 'conflictRing')!;
    expect(d).to.not.equal(undefined);
    const picks = new Map(d.options.map((o) => [o.card!, 'target' as const]));
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view(d.seat)} .format=${l5r} .picks=${picks}></rs-table>`);
    await settle();
    const buttons = deepQueryAll<HTMLButtonElement>(el, 'rs-l5r-panel button.ring');
    expect(buttons.length).to.equal(d.options.length);
    const picked: string[] = [];
    el.addEventListener('rs-card-pick', (e) => picked.push(e.detail.card));
    buttons[0]!.click();
    expect(picked).to.deep.equal([d.options[0]!.card]);
    session.dispose();
  });

  it("describes the family's own events with card names as the viewer may know them", () => {
    const ui = familyUi(l5r)!;
    const names = (id: string) => ({ c1: 'Hida Guard', c2: 'Kaiu Engineer', p9: 'Ironwood Palisade' })[id] ?? 'a card';
    const e = {
      seq: 1,
      type: 'conflictDeclared',
      conflictType: 'military',
      ring: 'r1',
      element: 'fire',
      attackingSeat: 'p1',
      defendingSeat: 'p2',
      provinces: ['p9'],
      attackers: ['c1', 'c2'],
    } as GameEvent;
    expect(ui.describe!(e, names)).to.equal(
      "p1 declared a military conflict with the fire ring against p2's Ironwood Palisade, attacking with Hida Guard and Kaiu Engineer",
    );
    expect(ui.describe!({ seq: 2, type: 'defendersDeclared', defendingSeat: 'p2', defenders: [] } as GameEvent, names)).to.equal(
      'p2 declared no defenders',
    );
    expect(
      ui.describe!({ seq: 3, type: 'characterPlayed', card: null, name: null, seat: 'p2', extraFate: 0 } as GameEvent, names),
    ).to.equal('p2 played a card');
    expect(ui.describe!({ seq: 4, type: 'countersChanged' } as GameEvent, names)).to.equal(undefined);
  });
});
