/// <reference types="mocha" />
// The play session outside any component: human answers, bots at their speed, undo by
// replay, the history behind the replay slider, and saved logs read back to the same hash.
import { expect } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../core/load/catalog.ts';
import { replay } from '../../core/session.ts';
import { rulesModules, registry } from '../../formats/index.ts';
import { LogFileError, logToJson, parseLogJson } from '../../web/game-log.ts';
import { PlaySession, gameOf } from '../../web/play-session.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);
const bid = resolveFormat(catalog, 'fixture-secret-bid');
const l5r = resolveFormat(catalog, 'l5r-stronghold');

describe('PlaySession', () => {
  it('takes a human answer and refuses one for a bot seat', () => {
    const s = new PlaySession(bid, { seed: 2, seats: 3, controllers: ['human', 'bot:random', 'bot:random'], speed: 'paused' });
    const mine = s.humanPending()[0]!;
    expect(mine.seat).to.equal('p1');
    const theirs = gameOf(s).pending.find((d) => d.seat === 'p2')!;
    expect(s.answer(theirs.id, '1')).to.deep.equal({ ok: false, reason: 'p2 is not a human seat' });
    expect(s.answer(mine.id, '9').ok).to.equal(false);
    expect(s.answer(mine.id, '3')).to.deep.equal({ ok: true });
    s.dispose();
  });

  it('undoes the last human answer by replaying to just before it', () => {
    const s = new PlaySession(bid, { seed: 2, seats: 3, controllers: ['human', 'bot:random', 'bot:random'], speed: 'paused' });
    const before = s.hash();
    const id = s.humanPending()[0]!.id;
    s.answer(id, '3');
    while (s.step());
    expect(s.canUndo()).to.equal(true);
    expect(s.undo()).to.equal(true);
    expect(s.hash()).to.equal(before);
    expect(s.humanPending()[0]!.id).to.equal(id);
    expect(s.canUndo()).to.equal(false);
    s.dispose();
  });

  it('shows any earlier point, then goes live again or continues from there', () => {
    const s = new PlaySession(bid, { seed: 5, seats: 3, speed: 'paused' });
    const hashes = [s.hash()];
    for (let i = 0; i < 9; i++) {
      s.step();
      hashes.push(s.hash());
    }
    let last: { at: number; total: number; live: boolean; logLength: number } | undefined;
    s.snapshot$.subscribe((snap) => (last = snap));
    s.seek(4);
    expect(last).to.include({ at: 4, total: 9, live: false });
    expect(s.hash()).to.equal(hashes[4]);
    expect(s.step(), 'bots wait while replaying').to.equal(false);
    s.goLive();
    expect(s.hash()).to.equal(hashes[9]);
    s.seek(6);
    const shortLog = last!.logLength;
    s.continueFromHere();
    expect(last).to.include({ at: 6, total: 6, live: true });
    expect(last!.logLength).to.equal(shortLog);
    expect(s.logLines('p1').length).to.equal(shortLog);
    expect(s.hash()).to.equal(hashes[6]);
    s.dispose();
  });

  it('rebuilds a saved log to the hash core replay gives, with the same event log', () => {
    const s = new PlaySession(l5r, { seed: 4, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    for (let i = 0; i < 60; i++) s.step();
    const entries = s.viewers.map((v) => s.logLines(v));
    const log = parseLogJson(logToJson(s.log()));
    expect(log).to.deep.equal(s.log());
    const loaded = new PlaySession(l5r, { log, speed: 'paused' });
    expect(loaded.hash()).to.equal(s.hash());
    expect(loaded.hash()).to.equal(replay(log, l5r, rulesModules).hash());
    expect(loaded.viewers.map((v) => loaded.logLines(v))).to.deep.equal(entries);
    s.dispose();
    loaded.dispose();
  });

  it('writes each viewer its own log: no hidden card named', () => {
    const s = new PlaySession(l5r, { seed: 4, seats: 2, controller: 'bot:greedy', speed: 'paused' });
    const state = gameOf(s).state;
    const hand = state.zones['p1.hand']!.map((id) => state.cards[id]!.name);
    const forP2 = s
      .logLines('p2')
      .map((l) => l.text)
      .join('\n');
    const forP1 = s
      .logLines('p1')
      .map((l) => l.text)
      .join('\n');
    for (const name of hand) {
      expect(forP1).to.contain(name);
      expect(forP2).to.not.contain(name);
    }
    s.dispose();
  });

  it('refuses a file that is not a game log, saying why', () => {
    expect(() => parseLogJson('nope')).to.throw(LogFileError, /not JSON/);
    expect(() =>
      parseLogJson('{"format": {"id": "x", "version": 1}, "seed": 1, "seats": [], "options": {}, "answers": [{"seat": 1}]}'),
    ).to.throw(LogFileError, /answers\[0\]/);
    const other = {
      format: { id: 'fixture-secret-bid', version: 99 },
      seed: 1,
      seats: [{ controller: 'human' }],
      options: {},
      answers: [],
    };
    expect(() => new PlaySession(bid, { log: parseLogJson(JSON.stringify(other)) })).to.throw(/version 99/);
  });
});
