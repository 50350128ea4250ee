/// <reference types="mocha" />
// One readable sentence per event type; redacted events never name a hidden card.
import { expect } from '@open-wc/testing';
import type { GameEvent } from '../../core/types.ts';
import { eventKind, eventText } from '../../web/event-text.ts';

const ev = (type: string, fields: Record<string, unknown> = {}) => ({ seq: 0, type, ...fields }) as GameEvent;

describe('eventText', () => {
  it('says what happened in the words of the brief', () => {
    expect(eventText(ev('passed', { window: 'w', by: 'p2', first: true, auto: false }))).to.equal('p2 passed (first)');
    expect(eventText(ev('countersChanged', { owner: 'p1', counter: 'honor', from: 10, to: 8, delta: -2, reason: 'honor bid' }))).to.equal(
      'p1 honor 10 → 8 (honor bid)',
    );
    expect(eventText(ev('countersChanged', { owner: 'table', counter: 'pool', from: 30, to: 29, delta: -1, reason: '' }))).to.equal(
      'table pool 30 → 29',
    );
    expect(eventText(ev('roundStarted', { round: 3 }))).to.equal('Round 3 begins');
    expect(eventText(ev('activeSeatChanged', { kind: 'seat', from: 'p2', to: 'p3' }))).to.equal("p3's turn");
    expect(eventText(ev('eventCancelled', { event: 'strike', card: 'c7', name: 'Shield' }))).to.equal('Shield cancelled the strike');
    expect(eventText(ev('eventCancelled', { event: 'leavePlay', card: null, name: null }), { zoneName: (z) => z })).to.equal(
      'A card cancelled the leave play',
    );
    expect(
      eventText(ev('cardMoved', { card: null, name: null, from: 'p1.deck', to: 'p1.hand', faceUp: false, faceUpBefore: false })),
    ).to.equal('card moved p1.deck → p1.hand');
  });

  it('names a card only when the event carries its name', () => {
    const seen = ev('cardMoved', { card: 'c4', name: 'Spy', from: 'p2.shadows', to: 'p2.play', faceUpBefore: false, faceUp: true });
    expect(eventText(seen)).to.equal('Spy moved p2.shadows → p2.play, turned faceup');
    const hidden = ev('cardCreated', { card: null, def: null, name: null, zone: 'p1.deck', faceUp: false });
    expect(eventText(hidden)).to.equal('card created in p1.deck (facedown)');
  });

  it('reads a card held in a rules field by its name, never its id (a log said "attachedTo cl3dgsn")', () => {
    const names: Record<string, string> = { cl3dgsn: 'Doji Whisperer', cojq3vh: 'A Noble Cause', cvljoly: 'a card' };
    const cardName = (id: string) => names[id];
    const attached = ev('cardChanged', { card: 'c4', name: 'Fine Katana', zone: 'p1.home', change: { data: { attachedTo: 'cl3dgsn' } } });
    expect(eventText(attached, { cardName })).to.equal('Fine Katana in p1.home: attached to Doji Whisperer');
    const detached = ev('cardChanged', { card: 'c4', name: 'Fine Katana', zone: 'p1.home', change: { data: { attachedTo: null } } });
    expect(eventText(detached, { cardName })).to.equal('Fine Katana in p1.home: attached to nothing');
    const plots = ev('choicesRevealed', { id: 'plot', choices: { p1: 'cojq3vh', p2: 'cvljoly' } });
    expect(eventText(plots, { cardName })).to.equal('plot revealed: p1 A Noble Cause, p2 a card');
    // Text that is no card's id stays as it is.
    expect(eventText(ev('choicesRevealed', { id: 'bid', choices: { p1: 'claimed' } }), { cardName })).to.equal('bid revealed: p1 claimed');
  });

  it("says a turned card in its family's words", () => {
    const bowed = ev('cardChanged', { card: 'c4', name: 'Spy', zone: 'p1.home', change: { turned: true } });
    expect(eventText(bowed)).to.equal('Spy in p1.home: turned');
    expect(eventText(bowed, { turned: { word: 'bowed', undone: 'readied' } })).to.equal('Spy in p1.home: bowed');
    const readied = ev('cardChanged', { card: 'c4', name: 'Spy', zone: 'p1.home', change: { turned: false } });
    expect(eventText(readied, { turned: { word: 'bowed', undone: 'readied' } })).to.equal('Spy in p1.home: readied');
  });

  it('covers phases, windows, decisions and the end of the game', () => {
    expect(eventText(ev('phaseStarted', { phase: 'dynasty' }), { phaseNames: { dynasty: 'Dynasty' } })).to.equal('Dynasty phase begins');
    expect(eventText(ev('phaseEnded', { phase: 'dynasty' }), { phaseNames: { dynasty: 'Dynasty phase' } })).to.equal('Dynasty phase ends');
    expect(eventText(ev('windowOpened', { window: 'marshal', units: ['p1', 'p2'] }))).to.equal('Window marshal opens for p1, p2');
    expect(eventText(ev('decisionRequested', { seat: 'p1', decision: { prompt: 'Set your honor dial', secret: true } }))).to.equal(
      'p1 to decide secretly: Set your honor dial',
    );
    // A team's opportunity a teammate took.
    expect(eventText(ev('decisionWithdrawn', { decision: 'd41', seat: 'p3' }))).to.equal('p3 no longer to decide');
    expect(eventText(ev('decisionAnswered', { seat: 'p2', choice: null, secret: true }))).to.equal('p2 answered secretly');
    expect(eventText(ev('decisionAnswered', { seat: 'p2', choice: 'pass', secret: false }))).to.equal('p2 chose pass');
    expect(eventText(ev('choicesRevealed', { id: 'bid', choices: { p1: '5', p2: '1' } }))).to.equal('bid revealed: p1 5, p2 1');
    expect(eventText(ev('actionTaken', { seat: 'p1', action: 'marshal', label: 'Marshal Soldier (1 gold)' }))).to.equal(
      'p1: Marshal Soldier (1 gold)',
    );
    expect(eventText(ev('firstPlayerChanged', { kind: 'seat', from: 'p1', to: 'p2' }))).to.equal('First player p1 → p2');
    expect(eventText(ev('seatEliminated', { seat: 'p2', reason: 'out of life' }))).to.equal('p2 eliminated (out of life)');
    expect(eventText(ev('gameEnded', { winner: { teams: ['p3'], seats: ['p3'], reason: 'last seat standing' } }))).to.equal(
      'Game over: p3 wins (last seat standing)',
    );
    expect(eventText(ev('gameEnded', { winner: { teams: ['t1'], seats: ['p1', 'p3'], reason: 'most tokens' } }))).to.equal(
      'Game over: p1 and p3 win (most tokens)',
    );
  });

  it("fills a rules module's template for its own events, and lists fields otherwise", () => {
    const e = ev('sentHome', { card: 'c3', name: 'Doji Whisperer' });
    expect(eventText(e, { templates: { sentHome: 'a character was sent home from the conflict {name}' } })).to.equal(
      'A character was sent home from the conflict Doji Whisperer',
    );
    expect(eventText(e)).to.equal('sentHome: card c3, name Doji Whisperer');
    const claimed = ev('ringClaimed', { ring: 'c3', element: 'air', team: 'p1' });
    expect(eventText(claimed, { templates: { ringClaimed: 'a team claimed a ring {ring, element, team}' } })).to.equal(
      'A team claimed a ring: ring c3, element air, team p1',
    );
    expect(eventKind(e)).to.equal('other');
    expect(eventKind(ev('countersChanged'))).to.equal('counter');
  });
});
