// Hash routes: `#/` the catalog, `#/play/<formatId>?seed=N&seats=N` a game.
// Pure functions, so the app shell and tests agree on what a URL means.

export type Route =
  | { page: 'catalog' }
  | { page: 'play'; formatId: string; seed?: number; seats?: number }
  | { page: 'notFound'; hash: string };

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [path = '', query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'catalog' };
  if (parts[0] === 'play' && parts.length === 2) {
    const params = new URLSearchParams(query);
    return { page: 'play', formatId: parts[1]!, seed: intParam(params.get('seed')), seats: intParam(params.get('seats')) };
  }
  return { page: 'notFound', hash };
}

export function catalogHref(): string {
  return '#/';
}

export function playHref(formatId: string, settings: { seed?: number; seats?: number } = {}): string {
  const params = new URLSearchParams();
  if (settings.seed !== undefined) params.set('seed', String(settings.seed));
  if (settings.seats !== undefined) params.set('seats', String(settings.seats));
  const query = params.toString();
  return `#/play/${encodeURIComponent(formatId)}${query ? `?${query}` : ''}`;
}

function intParam(value: string | null): number | undefined {
  if (value === null || !/^-?\d+$/.test(value.trim())) return undefined;
  return Number(value);
}
