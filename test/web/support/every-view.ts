// Plays random games of a format and renders the play board as every seat and the spectator see
// it after every answer, collecting every page error (a thrown render, an unhandled rejection, a
// console error) with the answer and viewer it came at, and every log line that shows a card's
// raw id ("attachedTo cl3dgsn") where a person should read its name. Used by
// test/web/every-view.test.ts (one game a format in `npm test`, twenty under `npm run soak`).
import { fixture, html } from '@open-wc/testing';
import { cardSources, formatSources } from 'virtual:formats';
import { loadCatalog, resolveFormat } from '../../../core/load/catalog.ts';
import type { Decision } from '../../../core/types.ts';
import type { Viewer } from '../../../core/view.ts';
import { registry } from '../../../formats/index.ts';
import { PlaySession, gameOf, type PlaySnapshot } from '../../../web/play-session.ts';
import '../../../web/play-board.ts';
import '../../../web/family/index.ts';
import type { RsPlayBoard } from '../../../web/play-board.ts';

const catalog = loadCatalog([...formatSources, ...cardSources], registry);

/** Every format of the catalog a person can play (fixtures are the tests' own). */
export const playableFormats = [...catalog.formats.keys()].filter((id) => !resolveFormat(catalog, id).fixture).sort();

export interface ViewRun {
  games: number;
  answers: number;
  renders: number;
  errors: string[];
}

/** Every Lit element under `root` (through shadow roots) done updating, children after their parents. */
async function updated(root: Element): Promise<void> {
  const lit = root as Element & { updateComplete?: Promise<boolean> };
  if (lit.updateComplete) await lit.updateComplete;
  for (const child of root.shadowRoot?.querySelectorAll('*') ?? []) if (child.shadowRoot) await updated(child);
}

/** Watch the page for errors while `body` runs. */
async function catching(errors: string[], body: () => Promise<void>): Promise<void> {
  const onError = (e: ErrorEvent) => errors.push(String(e.error?.stack ?? e.message));
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String((e.reason as Error)?.stack ?? e.reason));
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await body();
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    console.error = consoleError;
  }
}

/**
 * `games` random games of `formatId` (seeds 1…games, `seats` players or the format's default),
 * each viewer's board rendered after each answer. At most `maxErrors` errors are kept.
 */
export async function renderEveryView(
  formatId: string,
  games: number,
  seats?: number,
  maxErrors = 5,
  maxAnswers = Infinity,
): Promise<ViewRun> {
  const format = resolveFormat(catalog, formatId);
  const board = await fixture<RsPlayBoard>(html`<rs-play-board style="height: 768px; width: 1366px"></rs-play-board>`);
  const run: ViewRun = { games: 0, answers: 0, renders: 0, errors: [] };
  await catching(run.errors, async () => {
    for (let seed = 1; seed <= games && run.errors.length < maxErrors; seed++) {
      const session = new PlaySession(format, { seed, seats: seats ?? format.seats.default ?? format.seats.min, speed: 'paused' });
      const game = gameOf(session);
      let snapshot: PlaySnapshot | undefined;
      const following = session.snapshot$.subscribe((s) => (snapshot = s));
      const viewers: Viewer[] = [...session.seatIds, 'spectator'];
      const seenLines = new Map<Viewer, number>();
      for (let answer = 0; run.errors.length < maxErrors; answer++) {
        for (const viewer of viewers) {
          const before = run.errors.length;
          const view = session.view(viewer);
          try {
            board.view = view;
            board.format = format;
            board.viewer = viewer;
            board.snapshot = snapshot;
            board.decision = view.pending.find((d): d is Decision => d.seat === viewer && 'options' in d);
            board.lines = session.logLines(viewer);
            for (const line of board.lines.slice(seenLines.get(viewer) ?? 0))
              for (const word of line.text.match(/\b[0-9a-z]{7}\b/g) ?? [])
                if (word in game.state.cards) run.errors.push(`a card's id in the log: "${line.text}"`);
            seenLines.set(viewer, board.lines.length);
            board.seats = session.seatIds;
            await updated(board);
          } catch (e) {
            run.errors.push(String((e as Error).stack ?? e));
          }
          run.renders++;
          for (let i = before; i < run.errors.length; i++)
            run.errors[i] = `${formatId} seed ${seed}, answer ${answer}, as ${viewer}: ${run.errors[i]}`;
        }
        // Yield to the event loop between answers, as a page does between clicks. A page that
        // never did kept every render's nodes: the heap grew 75 → 233 MB over six Siege games
        // (flat at 47 MB with this) and the soak's renderer died at 4.5 GB after an hour.
        await new Promise((r) => setTimeout(r, 0));
        if (game.ended || answer >= maxAnswers || !session.step()) break;
        run.answers++;
      }
      following.unsubscribe();
      session.dispose();
      run.games++;
    }
  });
  return run;
}
