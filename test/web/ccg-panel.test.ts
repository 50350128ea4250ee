/// <reference types="mocha" />
// The L5R CCG panel: on the l5r-ccg table (and no other), each clan's family honor, the gold
// its unbowed stronghold and holdings make now, its provinces left and the Imperial Favor's
// holder; during an attack, who attacks whom and each battlefield with its province's strength,
// each side's units with their Force and the totals, the battle being fought marked — the
// figures the rules module reckons. The seat lines put the provinces with their cards.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { CardInstance } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import { ccgSummary, type RsCcgPanel } from '../../web/family/l5r-ccg/ccg-panel.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { registry } from '../../formats/index.ts';
import { goldAvailable, provincesOf, sideForce } from '../../formats/l5r-ccg/board.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const ccg = resolveFormat(catalog, 'l5r-ccg');

/** Two greedy bots, stepped by hand. */
const ccgSession = (seed = 4) => new PlaySession(ccg, { seed, seats: 2, controller: 'bot:greedy', speed: 'paused' });

async function panelFor(view: StateView): Promise<RsCcgPanel> {
  const el = await fixture<RsCcgPanel>(html`<rs-ccg-panel .view=${view} .format=${ccg}></rs-ccg-panel>`);
  await settle();
  return el;
}

const field = (root: Element, name: string) => deepQuery(root, `[data-field="${name}"]`).textContent!.replace(/\s+/g, ' ').trim();

describe('<rs-ccg-panel>', () => {
  it("is on the l5r-ccg table, with each seat's provinces and their cards on its first line", async () => {
    const session = ccgSession();
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view('p1')} .format=${ccg}></rs-table>`);
    await settle();
    expect(deepQueryAll(el, '[data-panel]').map((p) => p.getAttribute('data-panel'))).to.deep.equal(['l5r-ccg']);
    const seat = deepQueryAll(el, 'rs-seat-panel').find((p) => p.getAttribute('owner') === 'p2')!;
    expect(deepQueryAll(deepQueryAll(seat, '.line')[0]!, 'rs-zone').map((z) => z.getAttribute('zone-key'))).to.include.members([
      'p2.stronghold',
      'p2.provinces',
      'p2.regions',
      'p2.province1',
      'p2.province4',
    ]);
    session.dispose();
  });

  it("shows each clan's family honor, gold ready, provinces and their strength, and the Imperial Favor's holder", async () => {
    const session = ccgSession();
    const state = gameOf(session).state;
    const view = structuredClone(session.view('p2'));
    (view.modules.l5rCcg as { favor: string | null }).favor = 'p1';
    // A region (+2) on p1's second province.
    const second = provincesOf(state, 'p1')[1]!;
    const region = { ...second, id: 'region-test', def: 'kaiyo-tidewall-shore', name: 'Tidewall Shore', type: 'region' };
    view.cards[region.id] = { ...region, zone: 'p1.regions', stats: { provinceStrength: 2 }, data: { province: second.id } };
    view.zones['p1.regions'] = [region.id];
    const el = await panelFor(view);
    for (const seat of state.seats) {
      expect(field(el, `honor-${seat.id}`)).to.equal(String(seat.counters.honor));
      expect(field(el, `gold-${seat.id}`)).to.equal(String(goldAvailable(state, seat.id)));
      expect(field(el, `provinces-${seat.id}`)).to.equal('4');
    }
    expect(field(el, 'strengths-p1')).to.equal('7 · 9 · 7 · 7');
    expect(field(el, 'strengths-p2')).to.equal('7 · 7 · 7 · 7');
    expect(deepQueryAll(el, '[data-field="favor"]').length).to.equal(1);
    expect(deepText(deepQuery(el, 'tr:nth-child(2)'))).to.contain('Imperial Favor');
    expect(field(el, 'attack')).to.equal('No attack under way');
    // In the game's words: clans (the panel was titled "Houses", AGoT's word).
    expect(deepText(deepQuery(el, 'h4'))).to.equal('Clans');
    session.dispose();
  });

  it('shows an attack: each battlefield, its units with their Force and the totals, the battle being fought marked', async () => {
    const session = ccgSession();
    const game = gameOf(session);
    const fighting = () => (game.state.modules.l5rCcg as { attack?: { current: string | null } } | undefined)?.attack?.current;
    for (let i = 0; i < 5000 && !fighting() && !game.ended; i++) session.step();
    expect(fighting(), 'a battle is being fought').to.be.a('string');
    const view = session.view('p1');
    const attack = (
      game.state.modules.l5rCcg as {
        attack: { attacker: string; defender: string; battlefields: { province: string; attackers: string[]; defenders: string[] }[] };
      }
    ).attack;
    const el = await panelFor(view);
    expect(field(el, 'attack')).to.equal(`${attack.attacker} attacks ${attack.defender}`);
    const fields = deepQueryAll(el, '[data-field="battlefield"]');
    expect(fields.map((f) => f.getAttribute('data-province'))).to.deep.equal(attack.battlefields.map((b) => b.province));
    const summary = ccgSummary(view, ccg).attack!;
    attack.battlefields.forEach((b, i) => {
      expect(field(fields[i]!, 'attackers')).to.equal(String(sideForce(game.state, b.attackers)));
      expect(field(fields[i]!, 'defenders')).to.equal(String(sideForce(game.state, b.defenders)));
      for (const id of b.attackers) expect(deepText(fields[i]!)).to.contain((game.state.cards[id] as CardInstance).name);
      expect(fields[i]!.classList.contains('current')).to.equal(b.province === fighting());
      expect(summary.battlefields[i]!.current).to.equal(b.province === fighting());
    });
    session.dispose();
  });
});
