/// <reference types="mocha" />
// The Siege table for a person who plays the whole Rokugani team on one device: handing the
// device from one Rokugani seat to another needs no pass screen, since each sees every card the
// other does (they share their hands); to or from the Challenge player it does, and between any
// two players not of one team (LotR's starting fellowships, whose choices list a deck by title). A CCG seat shows
// only the province slots its provinces use.
import { expect } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { PlaySession } from '../../web/play-session.ts';
import { nothingToHide, seesAllOf } from '../../web/pass-screen.ts';
import { familyUi } from '../../web/family/registry.ts';
import '../../web/family/index.ts';
import { registry } from '../../formats/index.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const siege = resolveFormat(catalog, 'l5r-ccg-siege');
const ccg = resolveFormat(catalog, 'l5r-ccg');

describe('the Siege table', () => {
  it('hands the device between Rokugani seats without a pass screen, and to or from the Challenge player with one', () => {
    const session = new PlaySession(siege, { seed: 3, seats: 3, controller: 'human', speed: 'paused' });
    const [p1, p2, p3] = (['p1', 'p2', 'p3'] as const).map((s) => session.view(s));
    expect(seesAllOf(p3, p2), 'p3 sees all p2 sees').to.equal(true);
    expect(seesAllOf(p2, p3), 'p2 sees all p3 sees').to.equal(true);
    expect(seesAllOf(p1, p2), 'the Challenge player would see the team’s hands').to.equal(false);
    expect(seesAllOf(p2, p1), 'the team would see the Challenge player’s hand').to.equal(false);
    const plain = new PlaySession(ccg, { seed: 3, seats: 2, controller: 'human', speed: 'paused' });
    expect(seesAllOf(plain.view('p2'), plain.view('p1')), 'two CCG players keep their hands').to.equal(false);
    expect(nothingToHide(p2, p3) && nothingToHide(p3, p2), 'teammates: no pass screen').to.equal(true);
    expect(nothingToHide(p2, p1) || nothingToHide(p1, p2), 'the Challenge player and the team: a pass screen').to.equal(false);
  });

  it("puts the pass screen between two LotR players choosing their starting fellowships: each one's choice lists its deck by title (it went without one)", () => {
    const lotr = resolveFormat(catalog, 'lotr');
    const session = new PlaySession(lotr, { seed: 3, seats: 2, controller: 'human', speed: 'paused' });
    const [p1, p2] = (['p1', 'p2'] as const).map((s) => session.view(s));
    const asked = [...p1.pending, ...p2.pending].find((d) => 'options' in d && /Starting fellowship/.test(d.prompt));
    expect(asked, 'a starting fellowship is being chosen').to.not.equal(undefined);
    // Neither view holds a card the other can't see: the deck's titles are in the decision only.
    expect(seesAllOf(p1, p2) && seesAllOf(p2, p1)).to.equal(true);
    expect(nothingToHide(p1, p2) || nothingToHide(p2, p1)).to.equal(false);
  });

  it('shows a seat only the province slots its provinces use', () => {
    const session = new PlaySession(ccg, { seed: 3, seats: 2, controller: 'human', speed: 'paused' });
    const view = session.view('p1');
    const shown = familyUi(ccg)!.zoneShown!;
    expect(['province1', 'province2', 'province3', 'province4'].every((z) => shown(view, `p1.${z}`))).to.equal(true);
    expect(['province5', 'province6', 'province7', 'province8'].some((z) => shown(view, `p1.${z}`))).to.equal(false);
    expect(shown(view, 'p1.hand')).to.equal(true);
  });
});
