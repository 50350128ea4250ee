// `rules-sandbox export <game>`: a stored online game's log, as the web app's Save log writes it,
// for `replay` and Load log. A game still on is refused: its log holds every hidden card and the
// seed, for no one at the table while it is played.
import { writeFileSync } from 'node:fs';
import { logToJson } from '../core/game-log.ts';
import { openStoreAt, storePlace, type StoreFlags } from './store-flags.ts';
import { BadInput } from './exit.ts';

export async function exportCommand(id: string, flags: StoreFlags & { out?: string }): Promise<void> {
  const place = storePlace(flags);
  const store = await openStoreAt(place);
  try {
    const game = await store.load(id);
    if (!game) throw new BadInput(`no stored game ${id} in ${place.described}`);
    if (!game.finished) throw new BadInput(`game ${id} is not over: its log holds every hidden card and the seed`);
    const text = logToJson(game.log);
    if (flags.out) writeFileSync(flags.out, text);
    else process.stdout.write(text);
  } finally {
    await store.close();
  }
}
