/// <reference types="mocha" />
// The lotr table in a real game (three players): through a whole game, at each phase and each
// Shadow phase, p1's table agrees with the game — the panel's twilight pool with the table's
// counter, the Free Peoples player, whose Shadow phase it is and who is next, each fellowship on
// the path, wounds on the cards and in the panel — and holds no card of another player's hand.
// p1 as a Shadow player: the decision offers its minions with their twilight (roaming ones so
// marked), the cards in hand to click; played, the minion is in the panel, the pool paid. A cost
// paid with another player's character: the option says whose, the panel says so too.
import { expect, fixture, html } from '@open-wc/testing';
import type { CardInstance, Decision } from '../../core/types.ts';
import { isHidden } from '../../core/view.ts';
import { readingContext } from '../../core/reading.ts';
import '../../web/family/index.ts';
import { picksFor } from '../../web/decision-model.ts';
import '../../web/decision.ts';
import type { RsDecision } from '../../web/decision.ts';
import '../../web/table/table.ts';
import type { RsTable } from '../../web/table/table.ts';
import { humanSession, lotr, module, field, text, payingWithAnothers } from './lotr-support.ts';
import { deepHTML, deepQuery, deepQueryAll, deepText, settle } from './helpers.ts';
import { everyMinion, freePeoples, isRoaming, shadowCost, vitalityOf, woundsOn } from '../../formats/lotr/board.ts';
import { lotrState } from '../../formats/lotr/state.ts';

describe('the lotr table', () => {
  it("agrees with the game through a whole game, phase by phase, and never shows another player's hand", async () => {
    const { session, game, once } = humanSession(4);
    const el = await fixture<RsTable>(html`<rs-table .view=${session.view('p1')} .format=${lotr}></rs-table>`);
    await settle();
    const checked = new Set<string>();
    let wounded = 0;
    let shadowPhases = 0;
    do {
      const record = lotrState.read(game.state);
      const moment = `${game.state.round}/${game.state.phase}/${record.shadowPhase?.seat ?? ''}`;
      if (checked.has(moment) && !game.ended) continue;
      checked.add(moment);
      const view = session.view('p1');
      el.view = view;
      await el.updateComplete;
      await settle();
      // The pool: the panel's is the game's, and the panel is its only place (no generic table box repeats it).
      const pool = String(game.state.table.counters.twilight);
      expect(field(el, 'twilight'), moment).to.equal(pool);
      expect(deepQueryAll(el, 'rs-seat-panel[owner="table"]').length).to.equal(0);
      const fp = freePeoples(game.state);
      if (fp) expect(field(el, 'free-peoples'), moment).to.equal(fp);
      // Whose Shadow phase, and who is next.
      if (record.shadowPhase) {
        shadowPhases++;
        expect(field(el, 'shadow-phase'), moment).to.equal(`${record.shadowPhase.seat}'s Shadow phase`);
        expect(field(el, 'shadow-next'), moment).to.equal(record.shadowPhase.next ? `next: ${record.shadowPhase.next}` : 'the last');
      } else expect(field(el, 'shadow-phase'), moment).to.equal('not a Shadow phase');
      // Each fellowship still in the game on its site of the path.
      for (const seat of game.state.seats.filter((s) => !s.eliminated))
        expect(deepQuery(el, `[data-site="${seat.counters.site}"] [data-here]`).getAttribute('data-here')!.split(' '), moment).to.include(
          seat.id,
        );
      // Wounds: a token on the card, "N/V wounds" in the panel.
      const ctx = readingContext(view, lotr, module);
      for (const id of [...(fp ? view.zones[`${fp}.fellowship`]! : []), ...everyMinion(game.state).map((m) => m.id)]) {
        const card = view.cards[id] as CardInstance;
        if (card.data.attachedTo || !woundsOn(card)) continue;
        wounded++;
        expect(text(deepQuery(el, `rs-card .card[data-card="${id}"] .token.wound`)), card.name).to.equal(`${woundsOn(card)} wound`);
        expect(field(el, `wounds-${id}`), card.name).to.equal(`${woundsOn(card)}/${vitalityOf(ctx, card)} wounds`);
      }
      // Nothing of p2's or p3's hand: no id, and no name p1 sees nowhere else.
      const seenNames = new Set(
        Object.values(view.cards)
          .filter((c) => !isHidden(c))
          .map((c) => (c as CardInstance).name),
      );
      const markup = deepHTML(el);
      const words = deepText(el);
      for (const seat of ['p2', 'p3'])
        for (const id of game.state.zones[`${seat}.hand`]!) {
          const card = game.state.cards[id]!;
          expect(markup, `${moment}: ${card.name}`).to.not.contain(id);
          if (!seenNames.has(card.name)) expect(words, `${moment}: ${card.name}`).to.not.contain(card.name);
        }
    } while (once());
    expect(game.ended, 'the game ended').to.equal(true);
    expect(checked.size, 'moments checked').to.be.above(20);
    expect(shadowPhases, 'Shadow phases checked').to.be.above(3);
    expect(wounded, 'wounded characters checked').to.be.above(0);
    el.view = session.view('p1');
    await el.updateComplete;
    await settle();
    expect(field(el, 'winner')).to.contain(`Winner: ${game.state.winner!.seats.join(', ')}`);
    session.dispose();
  });

  it('offers p1 its minions in its Shadow phase with their twilight, roaming ones so marked; played, the panel lists it and the pool paid', async () => {
    const { session, game, drive } = humanSession(3);
    const minionPlays = (d: Decision) =>
      d.seat === 'p1' ? d.options.filter((o) => o.id.startsWith('play:') && game.state.cards[o.card!]!.type === 'minion') : [];
    drive(() => lotrState.read(game.state).shadowPhase?.seat === 'p1' && game.pending.some((d) => minionPlays(d).length > 0));
    const d = game.pending.find((x) => minionPlays(x).length > 0)!;
    expect(d, 'p1 is offered a minion in its Shadow phase').to.not.equal(undefined);
    const view = session.view('p1');
    const ctx = readingContext(view, lotr, module);
    const el = await fixture<RsDecision>(html`<rs-decision .decision=${d} viewer="p1"></rs-decision>`);
    await settle();
    const offered = minionPlays(d);
    for (const o of offered) {
      const card = view.cards[o.card!] as CardInstance;
      const roaming = isRoaming(ctx, card);
      const label = text(deepQuery(el, `button.option[data-option="${o.id}"]`));
      expect(label).to.equal(`Play ${card.name} (${shadowCost(ctx, card)} twilight${roaming ? ', roaming' : ''})`);
      if (roaming) expect(shadowCost(ctx, card)).to.equal(Number(card.stats.cost) + Number(game.state.params.roamingPenalty));
    }
    // On the table, those minions in p1's hand are the cards to click; the panel says whose Shadow phase it is.
    const table = await fixture<RsTable>(html`<rs-table .view=${view} .format=${lotr} .picks=${picksFor(d, [])}></rs-table>`);
    await settle();
    const targets = deepQueryAll(table, 'rs-zone[zone-key="p1.hand"] rs-card[pick="target"] .card').map((c) => c.getAttribute('data-card'));
    expect(targets).to.include.members(offered.map((o) => o.card));
    expect(field(table, 'shadow-phase')).to.equal("p1's Shadow phase");
    // Played: in p1's minions and the panel's, roaming as its option said, and the pool paid its cost.
    const option = offered.find((o) => o.label.endsWith('roaming)')) ?? offered[0]!;
    const card = view.cards[option.card!] as CardInstance;
    const cost = shadowCost(ctx, card);
    const roaming = isRoaming(ctx, card);
    const before = game.state.table.counters.twilight!;
    expect(session.answer(d.id, option.id).ok).to.equal(true);
    table.view = session.view('p1');
    table.picks = new Map();
    await table.updateComplete;
    await settle();
    expect(deepQueryAll(table, `rs-zone[zone-key="p1.minions"] .card[data-card="${card.id}"]`).length).to.equal(1);
    const row = deepQuery(table, `[data-field="minions"] li[data-card="${card.id}"]`);
    expect(row.getAttribute('data-owner')).to.equal('p1');
    expect(row.hasAttribute('data-roaming')).to.equal(roaming);
    expect(field(table, 'twilight')).to.equal(String(before - cost));
    expect(session.logLines('p2').map((l) => l.text)).to.include(
      `p1 played ${card.name} (${cost} twilight)${roaming ? ', roaming (+2 twilight)' : ''}`,
    );
    session.dispose();
  });

  it("shows a cost paid with another player's character in the decision's option and in the panel", async () => {
    const played = humanSession(2);
    const { session } = played;
    const { d, option, paidWith } = payingWithAnothers(played);
    const view = session.view(d.seat);
    const decision = await fixture<RsDecision>(html`<rs-decision .decision=${d} viewer=${d.seat}></rs-decision>`);
    await settle();
    expect(text(deepQuery(decision, `button.option[data-option="${option.id}"]`))).to.match(
      new RegExp(`\\(exerting ${paidWith.name}, ${paidWith.owner}'s\\)$`),
    );
    const table = await fixture<RsTable>(html`<rs-table .view=${view} .format=${lotr} .picks=${picksFor(d, [])}></rs-table>`);
    await settle();
    const item = deepQuery(table, `[data-field="pays-with"] li[data-option="${option.id}"]`);
    expect(text(item)).to.contain(`pays with ${paidWith.owner}'s ${paidWith.name}`);
    // The minion that pays is another player's: in its owner's minions, on the table.
    expect(deepQueryAll(table, `rs-zone[zone-key="${paidWith.owner}.minions"] .card[data-card="${paidWith.id}"]`).length).to.equal(1);
    session.dispose();
  });
});
