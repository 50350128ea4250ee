// Hash routes. Pure functions, so the app shell and tests agree on what a URL means.
//   #/                                   the catalog
//   #/new/<formatId>                     the new-game form
//   #/play/<formatId>?seed=N&seats=N&ctl=human,bot:greedy&opt=name:value,...&preset=P
//   #/edit/<formatId>                    the format editor
//   #/compare?v=<spec>&v=<spec>&games=N&seed=S
//                                        variants side by side; each spec "FORMAT key=value ..."
//                                        as on the command line (`rules-sandbox compare`)
//   #/online                             the lobby of `rules-sandbox serve`: tables, finished games
//   #/online/<table>?token=T             a seat at an online table (the token is the seat: the link to share)
//   #/online/<table>?token=T&token=U     several seats played on one device, passed between them (hot-seat)
//   #/online/games/<id>                  a finished online game, replayed
// A play URL holds the settings of a game, not its seed: from the seed anyone who sees the
// URL could deal every hidden card. A URL that names a seed (to replay a known deal) is one
// a person wrote; the answers live in the saved log, with the seed.
import type { Seed } from '../core/types.ts';

export type OptionValue = string | number | boolean;

export interface PlaySettings {
  seed?: Seed;
  seats?: number;
  /** One controller per seat: human, bot:random, bot:<name>, automaton:<name>. */
  controllers?: string[];
  options?: Record<string, OptionValue>;
  preset?: string;
}

export type Route =
  | { page: 'catalog' }
  | { page: 'new'; formatId: string }
  | ({ page: 'play'; formatId: string } & PlaySettings)
  | { page: 'edit'; formatId: string }
  | ({ page: 'compare' } & CompareSettings)
  | { page: 'lobby' }
  | { page: 'online'; table: string; tokens: string[] }
  | { page: 'finished'; game: string }
  | { page: 'notFound'; hash: string };

export interface CompareSettings {
  /** Variant specs in order (A, B, ...), each "FORMAT key=value ...". */
  specs: string[];
  games?: number;
  seed?: number;
}

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [path = '', query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'catalog' };
  if (parts.length === 2 && (parts[0] === 'new' || parts[0] === 'edit')) return { page: parts[0], formatId: parts[1]! };
  if (parts[0] === 'play' && parts.length === 2) {
    const params = new URLSearchParams(query);
    const route: Route = {
      page: 'play',
      formatId: parts[1]!,
      seed: seedFromText(params.get('seed')),
      seats: intParam(params.get('seats')),
    };
    const ctl = params.get('ctl');
    if (ctl)
      route.controllers = ctl
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
    const opt = params.get('opt');
    if (opt) route.options = parseOptions(opt);
    const preset = params.get('preset');
    if (preset) route.preset = preset;
    return route;
  }
  if (parts[0] === 'online') {
    if (parts.length === 1) return { page: 'lobby' };
    if (parts.length === 3 && parts[1] === 'games') return { page: 'finished', game: parts[2]! };
    if (parts.length === 2)
      return { page: 'online', table: parts[1]!, tokens: [...new Set(new URLSearchParams(query).getAll('token').filter(Boolean))] };
  }
  if (parts[0] === 'compare' && parts.length === 1) {
    const params = new URLSearchParams(query);
    const specs = params
      .getAll('v')
      .map((v) => v.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    return { page: 'compare', specs, games: intParam(params.get('games')), seed: intParam(params.get('seed')) };
  }
  return { page: 'notFound', hash };
}

export function catalogHref(): string {
  return '#/';
}

export function newGameHref(formatId: string): string {
  return `#/new/${encodeURIComponent(formatId)}`;
}

export function editHref(formatId: string): string {
  return `#/edit/${encodeURIComponent(formatId)}`;
}

export function playHref(formatId: string, settings: PlaySettings = {}): string {
  const params = new URLSearchParams();
  if (settings.seed !== undefined) params.set('seed', String(settings.seed));
  if (settings.seats !== undefined) params.set('seats', String(settings.seats));
  if (settings.controllers?.length) params.set('ctl', settings.controllers.join(','));
  const options = Object.entries(settings.options ?? {});
  if (options.length) params.set('opt', options.map(([k, v]) => `${k}:${v}`).join(','));
  if (settings.preset) params.set('preset', settings.preset);
  const query = params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',');
  return `#/play/${encodeURIComponent(formatId)}${query ? `?${query}` : ''}`;
}

export function lobbyHref(): string {
  return '#/online';
}

/** A seat's link at an online table: whoever has it sits there. Several: the seats this device plays. */
export function onlineHref(table: string, ...tokens: string[]): string {
  return `#/online/${encodeURIComponent(table)}?${tokens.map((t) => `token=${encodeURIComponent(t)}`).join('&')}`;
}

export function finishedHref(game: string): string {
  return `#/online/games/${encodeURIComponent(game)}`;
}

/** The comparison page; `=` and `,` stay readable in the specs, spaces become `+`. */
export function compareHref(settings: Partial<CompareSettings> = {}): string {
  const params = new URLSearchParams();
  for (const spec of settings.specs ?? []) params.append('v', spec);
  if (settings.games !== undefined) params.set('games', String(settings.games));
  if (settings.seed !== undefined) params.set('seed', String(settings.seed));
  const query = params.toString().replace(/%3D/g, '=').replace(/%2C/g, ',');
  return `#/compare${query ? `?${query}` : ''}`;
}

/** `a:true,b:3,c:x` → {a: true, b: 3, c: 'x'}. */
function parseOptions(text: string): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const entry of text.split(',')) {
    const i = entry.indexOf(':');
    if (i <= 0) continue;
    const value = entry.slice(i + 1);
    out[entry.slice(0, i)] = value === 'true' ? true : value === 'false' ? false : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return out;
}

/** A seed typed or in a URL: a whole number (kept as text beyond 2^53), or any other text; none when empty. */
export function seedFromText(value: string | null): Seed | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

function intParam(value: string | null): number | undefined {
  if (value === null || !/^-?\d+$/.test(value.trim())) return undefined;
  return Number(value);
}
