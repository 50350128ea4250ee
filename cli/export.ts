// `rules-sandbox export <game>`: a stored online game's log, as the web app's Save log writes it,
// for `replay` and Load log. A game still on is refused: its log holds every hidden card and the
// seed, for no one at the table while it is played.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { logToJson } from '../core/game-log.ts';
import { openStore } from '../server/store.ts';
import { BadInput } from './exit.ts';

export async function exportCommand(id: string, flags: { data: string; databaseUrl?: string; out?: string }): Promise<void> {
  const databaseUrl = flags.databaseUrl ?? process.env.DATABASE_URL;
  const store = await openStore(databaseUrl ? { databaseUrl } : { dir: path.resolve(flags.data) }).catch((e: Error) => {
    throw new BadInput(e.message);
  });
  try {
    const game = await store.load(id);
    if (!game) throw new BadInput(`no stored game ${id} in ${databaseUrl ? 'that database' : path.resolve(flags.data)}`);
    if (!game.finished) throw new BadInput(`game ${id} is not over: its log holds every hidden card and the seed`);
    const text = logToJson(game.log);
    if (flags.out) writeFileSync(flags.out, text);
    else process.stdout.write(text);
  } finally {
    await store.close();
  }
}
