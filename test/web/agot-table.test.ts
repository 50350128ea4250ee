/// <reference types="mocha" />
// The agot-shadows table: each player's Shadows area is a row of facedown cards. Its owner sees
// them with their names and their "s" cost (the gold to bring each out); everyone else sees the
// family's Shadows backs, and nothing of p2's Shadows cards — no name, id or definition —
// reaches the markup of p1's table, or p2's log lines of p1's cards. The "bring out one card"
// decision at a phase's beginning shows each card with its cost, as buttons and as the cards in
// the Shadows area to click.
import { expect, fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import type { CardInstance, Choice, Decision, GameState } from '../../core/types.ts';
import { isHidden, viewFor, type Viewer } from '../../core/view.ts';
import { readingContext } from '../../core/reading.ts';
import { moduleFor } from '../../core/session.ts';
import { looksOf } from '../../web/family/registry.ts';
import '../../web/family/index.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';
import { picksFor } from '../../web/decision-model.ts';
import { faceStats } from '../../web/table/card-look.ts';
import '../../web/decision.ts';
import type { RsDecision } from '../../web/decision.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { deepHTML, deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { registry, rulesModules } from '../../formats/index.ts';
import { comingOutCost, hasShadowsCrest } from '../../formats/agot/board.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const shadows = resolveFormat(catalog, 'agot-shadows');

/** Cards with the Shadows crest taken from each player's draw deck into its Shadows area, facedown (as the rules put them there). */
function withShadows(state: GameState, n: number): GameState {
  const s = structuredClone(state);
  for (const seat of ['p1', 'p2']) {
    const crest = s.zones[`${seat}.drawDeck`]!.filter((id) => hasShadowsCrest(s.cards[id]!)).slice(0, n);
    expect(crest.length, `${seat} has ${n} Shadows cards in its draw deck`).to.equal(n);
    s.zones[`${seat}.drawDeck`] = s.zones[`${seat}.drawDeck`]!.filter((id) => !crest.includes(id));
    s.zones[`${seat}.shadows`] = [...s.zones[`${seat}.shadows`]!, ...crest];
    for (const id of crest) Object.assign(s.cards[id]!, { zone: `${seat}.shadows`, faceUp: false });
  }
  return s;
}

async function tableFor(state: GameState, viewer: Viewer): Promise<RsTable> {
  const el = await fixture<RsTable>(html`<rs-table .view=${viewFor(state, shadows, viewer)} .format=${shadows}></rs-table>`);
  await settle();
  return el;
}

const zone = (el: Element, key: string) => deepQuery(el, `rs-zone[zone-key="${key}"]`);
const text = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();

describe('the agot-shadows table', () => {
  it("marks a plot's figures apart on its face: income and initiative are Inc and Ini, not I twice", () => {
    const plot = { stats: { income: 5, initiative: 2, claim: 1, reserve: 6 } };
    expect(faceStats(plot).map((s) => `${s.mark}${s.value}`)).to.deep.equal(['Inc5', 'Ini2', 'C1']);
    // One stat alone keeps its initial.
    expect(faceStats({ stats: { gold: 1 } }).map((s) => s.mark)).to.deep.equal(['G']);
  });

  it("shows the viewer's own Shadows cards with their s cost, another player's as Shadows backs, and no trace of the latter in its markup", async () => {
    const session = new PlaySession(shadows, { seed: 4, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    const game = gameOf(session);
    for (let i = 0; i < 5000 && game.state.round < 2 && !game.ended; i++) session.step();
    const state = withShadows(game.state, 3);
    const el = await tableFor(state, 'p1');
    // p1's own: each card by name, its cost "s<N>" printed on its face, marked facedown.
    const mine = state.zones['p1.shadows']!.map((id) => state.cards[id]!);
    expect(mine.length).to.be.at.least(3);
    for (const card of mine) {
      const face = deepQuery(zone(el, 'p1.shadows'), `.card[data-card="${card.id}"]`);
      expect(text(deepQuery(face, '.name'))).to.equal(card.name);
      expect(text(deepQuery(face, '.cost'))).to.equal(String(card.stats.cost));
      expect(String(card.stats.cost)).to.match(/^s\d+$/);
      expect(getComputedStyle(deepQuery(face, '.cost')).textTransform, 'printed as written: s, not S').to.equal('none');
      expect(face.classList.contains('facedown')).to.equal(true);
    }
    // p2's: backs only, in the family's Shadows colours (not the draw deck's).
    const theirs = state.zones['p2.shadows']!.map((id) => state.cards[id]!);
    const backs = deepQueryAll(zone(el, 'p2.shadows'), 'rs-card .card');
    expect(backs.length).to.equal(theirs.length);
    expect(backs.every((b) => b.classList.contains('back') && !b.hasAttribute('data-card'))).to.equal(true);
    expect(backs[0]!.getAttribute('style')).to.contain(`--back:${looksOf('agot').back!('p2.shadows')[0]}`);
    // The panel counts both areas.
    expect(text(deepQuery(el, '[data-field="shadows-p1"]'))).to.equal(String(mine.length));
    expect(text(deepQuery(el, '[data-field="shadows-p2"]'))).to.equal(String(theirs.length));
    // Nothing of p2's Shadows cards is in p1's table: ids, definitions, names (those no card p1 sees bears).
    const seenNames = new Set(
      Object.values(viewFor(state, shadows, 'p1').cards)
        .filter((c) => !isHidden(c))
        .map((c) => (c as CardInstance).name),
    );
    const markup = deepHTML(el);
    const words = deepText(el);
    let names = 0;
    for (const card of theirs) {
      expect(markup, card.id).to.not.contain(card.id);
      expect(markup, card.def).to.not.contain(card.def);
      if (seenNames.has(card.name)) continue;
      names++;
      expect(markup, card.name).to.not.contain(card.name);
      expect(words, card.name).to.not.contain(card.name);
    }
    expect(names, 'names checked').to.be.at.least(1);
    // A spectator sees both areas as backs.
    const watching = await tableFor(state, 'spectator');
    for (const seat of ['p1', 'p2'])
      expect(deepQueryAll(zone(watching, `${seat}.shadows`), 'rs-card .card.back').length).to.equal(state.zones[`${seat}.shadows`]!.length);
    for (const card of [...mine, ...theirs]) expect(deepHTML(watching)).to.not.contain(card.id);
    session.dispose();
  });

  it('asks to bring one card out with each option’s cost, as buttons and as the cards in the Shadows area', async () => {
    // p1 (a person here) puts Shadows cards in at setup and passes otherwise, until a phase's beginning offers one to bring out.
    let session: PlaySession | undefined;
    let comeOut: Decision | undefined;
    for (let seed = 1; seed <= 12 && !comeOut; seed++) {
      session?.dispose();
      session = new PlaySession(shadows, { seed, seats: 2, controllers: ['human', 'bot:greedy'], speed: 'paused' });
      const game = gameOf(session);
      for (let i = 0; i < 3000 && !game.ended && !comeOut; i++) {
        const d = session.humanPending()[0];
        if (!d) {
          if (!session.step()) break;
          continue;
        }
        if (d.kind === 'comeOut' && d.options.length > 1) comeOut = d;
        else expect(session.answer(d.id, quietly(d)).ok, `${d.kind}`).to.equal(true);
      }
    }
    expect(comeOut, 'p1 is offered a card to bring out of Shadows').to.not.equal(undefined);
    const s = session!;
    const d = comeOut!;
    const game = gameOf(s);
    const view = s.view('p1');
    const ctx = readingContext(view, shadows, moduleFor(shadows, rulesModules));
    const cards = d.options.filter((o) => o.card).map((o) => view.cards[o.card!] as CardInstance);
    expect(cards.every((c) => c.zone === 'p1.shadows')).to.equal(true);
    // The decision panel: one button per card, its cost in gold; and the pass, quiet.
    const el = await fixture<RsDecision>(html`<rs-decision .decision=${d} viewer="p1"></rs-decision>`);
    await settle();
    expect(text(deepQuery(el, '.prompt'))).to.match(
      /^Beginning of the .+ phase: bring one card out of Shadows \(you have \d+ gold\), or pass$/i,
    );
    const buttons = deepQueryAll<HTMLButtonElement>(el, 'button.option.card-option');
    expect(buttons.map((b) => text(b))).to.deep.equal(cards.map((c) => `Bring out ${c.name} (${comingOutCost(ctx, 'p1', c)} gold)`));
    expect(deepQueryAll(el, 'button.option.quiet').map((b) => b.getAttribute('data-option'))).to.deep.equal(['pass']);
    const answers: Choice[] = [];
    el.addEventListener('rs-answer', (e) => answers.push((e as CustomEvent<{ choice: Choice }>).detail.choice));
    buttons[0]!.click();
    expect(answers).to.deep.equal([d.options.find((o) => o.card)!.id]);
    // On the table, those cards are the ones to click.
    const table = await fixture<RsTable>(html`<rs-table .view=${view} .format=${shadows} .picks=${picksFor(d, [])}></rs-table>`);
    await settle();
    const targets = deepQueryAll(zone(table, 'p1.shadows'), 'rs-card[pick="target"]');
    expect(targets.length).to.equal(cards.length);
    // Brought out: in play, named in the log for p2 — which never named a card while it was in p1's Shadows area.
    const card = cards[0]!;
    const before = s.logLines('p2').map((l) => l.text);
    expect(before.some((t) => /p1 played a card into Shadows \(\d+ gold, at setup\)/.test(t))).to.equal(true);
    for (const c of cards) expect(before.join('\n')).to.not.contain(c.name);
    expect(s.answer(d.id, d.options.find((o) => o.card === card.id)!.id).ok).to.equal(true);
    expect(game.state.cards[card.id]!.zone).to.not.equal('p1.shadows');
    expect(s.logLines('p2').map((l) => l.text)).to.include(`p1 brought ${card.name} out of Shadows`);
    s.dispose();
  });
});

/** p1's answers on the way: Shadows cards in at setup, else the quiet way (pass, done, none, the first plot). */
function quietly(d: Decision): Choice {
  const ids = d.options.map((o) => o.id);
  if (d.kind === 'setupCard') return ids.find((id) => id.startsWith('shadows:')) ?? 'done';
  if (d.kind === 'firstPlayer') return 'p1';
  if (d.min !== 1 || d.max !== 1) return ids.slice(0, d.min);
  return ids.find((id) => /^(pass|done)$/.test(id)) ?? ids[0]!;
}
