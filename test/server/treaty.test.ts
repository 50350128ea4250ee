// Treaty negotiation over the wire (Enlightenment, core/treaty): three people at their own
// links. p1 proposes a treaty to p2 through its own socket — at once, while the game waits on
// someone else: proposing is an aside (core/aside.ts), no one's turn — promises something in its own words
// (a decision answered with text, not an option), sets the timeframe and stake; p2 accepts
// through its socket. The treaty is then in force in every seat's view, with p1's words in it;
// the third seat saw the offer as table talk but could answer none of it, and the decisions the
// game was waiting on when p1 proposed are asked again as they were.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../core/rng.ts';
import type { Decision } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import { treatyState } from '../../core/treaty/record.ts';
import { startGameServer, type GameServer } from '../../server/ws-server.ts';
import type { ServerFrame } from '../../server/protocol.ts';
import { format, modules } from '../core/support.ts';
import { Client, latestView, openStarted, tokenOf } from './support.ts';

let server: GameServer;
before(async () => {
  server = await startGameServer({ modules, formatById: format, rate: { burst: 1e6, perSecond: 1e6 } });
});
after(() => server.close());

const WORDS = 'I will help you against p3 in your next conflict';

/** What each person answers in the negotiation: p1's promise in words, p2's acceptance; anything else at random. */
function choose(d: Decision, random: SeededRandom): unknown {
  if (d.kind === 'treatyWords') return WORDS;
  if (d.kind === 'treatyPromise') return d.options.find((o) => o.id.startsWith('inWords'))?.id ?? d.options[0]!.id;
  if (d.kind === 'treatyResponse') return 'accept';
  if (d.kind.startsWith('treaty')) return d.options[0]!.id;
  if (d.max > 1 || d.min !== 1) return d.options.slice(0, Math.max(1, d.min)).map((o) => o.id);
  return d.options[random.int(0, d.options.length - 1)]!.id;
}

const replies = (f: ServerFrame[]) => f.filter((x) => x.type === 'answered' || x.type === 'refused').length;

test('a treaty is proposed, written in words and accepted by two people over their own sockets, and is in force in every view', async () => {
  const table = await openStarted(server, {
    format: format('l5r-enlightenment'),
    seed: 3,
    seats: 3,
    controllers: ['human', 'human', 'human'],
  });
  const clients = Object.fromEntries(['p1', 'p2', 'p3'].map((s) => [s, new Client(table, tokenOf(table, s), server.port)]));
  await Promise.all(Object.values(clients).map((c) => c.until((f) => f.some((x) => x.type === 'welcome'))));
  const random = new SeededRandom(4);
  const inForce = (view: StateView | null | undefined) => (view ? treatyState.read(view as never).active : []);
  // p1 proposes from its own socket while the game waits on p2 or p3.
  await clients.p1!.until((f) => latestView(f)?.standing?.some((d) => d.options.some((o) => o.id === 'propose:p2')) === true);
  const waiting = table.game.pending.map((d) => `${d.id} ${d.seat}`);
  assert.ok(waiting.length > 0 && !waiting.some((w) => w.endsWith(' p1')), `the game waits on another seat: ${waiting.join(', ')}`);
  const proposed = replies(clients.p1!.frames);
  clients.p1!.send({ type: 'answer', decision: 'aside:p1', choice: 'propose:p2' });
  await clients.p1!.until((f) => replies(f) > proposed);
  assert.equal(clients.p1!.frames.filter((x) => x.type === 'answered' || x.type === 'refused').at(-1)!.type, 'answered');
  let answers = 0;
  while (inForce(table.game.view('p1')).length === 0) {
    assert.ok(answers++ < 3000 && !table.game.ended, 'a treaty was made within 3000 answers');
    const pending = table.game.pending[0]!;
    const client = clients[pending.seat]!;
    // The person answers from its own frames: wait for the one that shows it this decision.
    await client.until((f) => latestView(f)?.pending.some((d) => d.id === pending.id && 'options' in d) === true);
    const d = latestView(client.frames)!.pending.find((x): x is Decision => x.id === pending.id)!;
    const before = replies(client.frames);
    client.send({ type: 'answer', decision: d.id, choice: choose(d, random) });
    await client.until((f) => replies(f) > before);
    const reply = client.frames.filter((x) => x.type === 'answered' || x.type === 'refused').at(-1)!;
    assert.equal(reply.type, 'answered', JSON.stringify(reply));
  }
  assert.deepEqual(
    table.game.pending.map((d) => `${d.id} ${d.seat}`),
    waiting,
    'the decisions waiting when p1 proposed are asked again as they were',
  );
  for (const seat of ['p1', 'p2', 'p3']) {
    await clients[seat]!.until((f) => inForce(latestView(f)).length > 0);
    const [treaty] = inForce(latestView(clients[seat]!.frames));
    assert.deepEqual([...treaty!.parties].sort(), ['p1', 'p2'], `${seat} sees the treaty between p1 and p2`);
    assert.ok(JSON.stringify(treaty).includes(WORDS), `${seat} sees p1's words`);
  }
  // p3 was told of the offer (table talk) but asked nothing of it.
  const p3Asked = clients.p3!.frames.flatMap((f) => (f.type === 'update' || f.type === 'welcome' ? (f.view?.pending ?? []) : []));
  assert.ok(!p3Asked.some((d) => d.seat === 'p3' && d.kind.startsWith('treaty')), 'p3 answered no part of the negotiation');
  for (const c of Object.values(clients)) c.socket.close();
});
