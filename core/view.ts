// What one viewer may see: a pure function of (state, viewer), used by the UI, the log
// and the CLI alike. Hidden cards become stubs named by zone and position only, so a card
// can't be followed by id across moves it was hidden for. The same rule reaches every
// other place a card id can travel: decisions (a seat's options about a card it can't see
// name the card by its stub), events (by the fields each event type declares, see
// core/events.ts) and module bookkeeping (vars, card and seat data), where any id of a
// hidden card is struck out.
import type { CardInstance, Decision, GameEvent, GameState, Json, SeatId, ZoneKey } from './types.ts';
import type { ResolvedFormat } from './format.ts';
import { CARD_IDENTITY, CORE_EVENTS, type EventSpec } from './events.ts';
import { copyJson } from './copy.ts';

export type Viewer = SeatId | 'spectator';

export interface HiddenCard {
  id: string;
  hidden: true;
  zone: ZoneKey;
  turned?: boolean;
  tokens?: Record<string, number>;
  status?: string[];
}

/** A card as a view holds it: whole, or a stub when hidden from the viewer. */
export type SeenCard = CardInstance | HiddenCard;

export function isHidden(card: SeenCard): card is HiddenCard {
  return 'hidden' in card && card.hidden === true;
}

/** Another seat's pending decision: who decides what kind of thing, never the options or the wording. */
export type OthersDecision = Pick<Decision, 'id' | 'seat' | 'team' | 'kind' | 'prompt' | 'secret'>;

export interface StateView extends Omit<GameState, 'cards' | 'rng' | 'idRng' | 'seed' | 'stack' | 'pending'> {
  viewer: Viewer;
  cards: Record<string, SeenCard>;
  /** The viewer's own pending decisions in full; others' as who/what without options. */
  pending: (Decision | OthersDecision)[];
}

const visibilities = new WeakMap<ResolvedFormat, Map<string, string>>();

function zoneVisibility(format: ResolvedFormat, key: ZoneKey) {
  let byId = visibilities.get(format);
  if (!byId) visibilities.set(format, (byId = new Map(format.zones.map((z) => [z.id, z.visibility ?? 'hidden']))));
  return byId.get(key.slice(key.indexOf('.') + 1)) ?? 'hidden';
}

const facedownKnowers = new WeakMap<ResolvedFormat, Map<string, string>>();

/** Who knows the facedown cards of a zone (`facedown:`): their owner (default), its team, or nobody. */
function facedownKnownTo(format: ResolvedFormat, key: ZoneKey): string {
  let byId = facedownKnowers.get(format);
  if (!byId) facedownKnowers.set(format, (byId = new Map(format.zones.map((z) => [z.id, z.facedown ?? 'owner']))));
  return byId.get(key.slice(key.indexOf('.') + 1)) ?? 'owner';
}

function teamOfSeat(state: GameState, seat: string): string | undefined {
  return state.seats.find((s) => s.id === seat)?.team;
}

/** May `viewer` see the contents of zone `key`? */
export function zoneVisibleTo(state: GameState, format: ResolvedFormat, key: ZoneKey, viewer: Viewer): boolean {
  const vis = zoneVisibility(format, key);
  if (vis === 'public') return true;
  if (vis === 'hidden' || viewer === 'spectator') return false;
  const owner = key.slice(0, key.indexOf('.'));
  if (vis === 'owner') return owner === viewer || owner === teamOfSeat(state, viewer);
  return teamOfSeat(state, viewer) === (teamOfSeat(state, owner) ?? owner);
}

/** May `viewer` see the face of a card in `zone`, faceUp or not, owned by `owner`? */
export function cardVisibleTo(
  state: GameState,
  format: ResolvedFormat,
  zone: ZoneKey,
  faceUp: boolean,
  owner: string | null,
  viewer: Viewer,
): boolean {
  if (!zoneVisibleTo(state, format, zone, viewer)) return false;
  if (faceUp) return true;
  // A facedown card is known to its owner (a province, a card in Shadows), to no one else —
  // unless its zone says nobody knows it (the CCG's dynasty cards, dealt facedown from the deck)
  // or its owner's team does (Siege's Rokugani "may freely share information").
  if (viewer === 'spectator' || !owner || zoneVisibility(format, zone) === 'hidden') return false;
  const known = facedownKnownTo(format, zone);
  if (known === 'team') return teamOfSeat(state, owner) === teamOfSeat(state, viewer);
  return known === 'owner' && owner === viewer;
}

/** Is `id` a card that `viewer` can't see now? (False for anything that is no card.) */
export function hiddenNow(state: GameState, format: ResolvedFormat, id: string, viewer: Viewer): boolean {
  const card = state.cards[id];
  return !!card && !cardVisibleTo(state, format, card.zone, card.faceUp, card.owner, viewer);
}

/** The stub id a viewer knows a hidden card by: its zone and position, nothing about the card. */
export function stubId(state: GameState, id: string): string {
  const zone = state.cards[id]!.zone;
  return `hidden:${zone}:${state.zones[zone]!.indexOf(id)}`;
}

/** Card ids are "c" and six base-36 letters (core/rng.ts randomCardId). */
const CARD_ID = /\bc[0-9a-z]{6}\b/g;
const CARD_ID_LENGTH = 7;

/**
 * `value` with every id of a card `hidden` says is hidden replaced: a whole string by
 * `replace(id)`, an id inside a longer string (an option id such as "ability:c1a2b3c:0") or
 * an object key by the replacement's text. What holds no such id is returned as it is (the
 * same object), so callers can tell a change by identity.
 */
export function strikeHidden(value: Json, hidden: (id: string) => boolean, replace: (id: string) => Json): Json {
  if (typeof value === 'string') {
    // Most strings are short words ("pass", "action", "p2"): no room for an id in them.
    if (value.length < CARD_ID_LENGTH || !value.includes('c')) return value;
    if (hidden(value)) return replace(value);
    // A word of an id's length holds an id only if it is one, and this one isn't hidden.
    if (value.length === CARD_ID_LENGTH) return value;
    return value.replace(CARD_ID, (id) => (hidden(id) ? String(replace(id)) : id));
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: Json[] | null = null;
    value.forEach((v, i) => {
      const struck = strikeHidden(v, hidden, replace);
      if (struck !== v) (out ??= [...value])[i] = struck;
    });
    return out ?? value;
  }
  let out: Record<string, Json> | null = null;
  for (const key in value) {
    const v = value[key]!;
    const k = strikeHidden(key, hidden, replace) as string;
    const struck = strikeHidden(v, hidden, replace);
    if (k !== key || struck !== v) {
      out ??= { ...value };
      if (k !== key) delete out[key];
      out[k] = struck;
    }
  }
  return out ?? value;
}

/**
 * A decision as its own seat gets it: an option about a card the seat can't see (a facedown
 * province to attack) names the card by the stub the seat's view shows, in its id, `card`
 * and `data`. `real` lists the engine's option ids, by position, when any changed. (Labels
 * are the module's words, written from the seat's point of view: "facedown province of p2".)
 */
export function decisionForSeat(
  state: GameState,
  format: ResolvedFormat,
  decision: Decision,
): { decision: Decision; real: string[] | null } {
  const hidden = (id: string) => hiddenNow(state, format, id, decision.seat);
  const stub = (id: string) => stubId(state, id);
  let changed = false;
  const options = decision.options.map((o) => {
    const id = strikeHidden(o.id, hidden, stub) as string;
    const card = o.card === undefined ? undefined : (strikeHidden(o.card, hidden, stub) as string);
    const data = o.data === undefined ? undefined : strikeHidden(o.data, hidden, stub);
    if (id === o.id && card === o.card && data === o.data) return o;
    changed = true;
    return { ...o, id, ...(card === undefined ? {} : { card }), ...(data === undefined ? {} : { data }) };
  });
  if (!changed) return { decision, real: null };
  return { decision: { ...decision, options }, real: decision.options.map((o) => o.id) };
}

/**
 * What everyone but the deciding seat reads of a decision: its kind in words ("conflict
 * province"; a choice made for an automated side, `for:attachTo`, "attach to (for another
 * side)"), never its wording, which may name a card.
 */
export function publicPrompt(kind: string): string {
  const forOther = kind.startsWith('for:');
  const words = (forOther ? kind.slice(4) : kind)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/:(?=\S)/g, ': ')
    .toLowerCase();
  return forOther ? `${words} (for another side)` : words;
}

export function othersDecision(d: Decision): OthersDecision {
  return { id: d.id, seat: d.seat, team: d.team, kind: d.kind, prompt: publicPrompt(d.kind), secret: d.secret };
}

export function viewFor(state: GameState, format: ResolvedFormat, viewer: Viewer): StateView {
  const cards: StateView['cards'] = {};
  const zones: Record<ZoneKey, string[]> = {};
  const publicZone = (key: ZoneKey) => zoneVisibility(format, key) === 'public';
  for (const [key, ids] of Object.entries(state.zones)) {
    zones[key] = ids.map((id, i) => {
      const card = state.cards[id];
      if (cardVisibleTo(state, format, key, card.faceUp, card.owner, viewer)) {
        cards[id] = copyJson(card as unknown as Json) as unknown as CardInstance;
        return id;
      }
      const stub: HiddenCard = { id: `hidden:${key}:${i}`, hidden: true, zone: key };
      // Facedown cards on the table still show their turned state, tokens and status.
      if (publicZone(key)) Object.assign(stub, { turned: card.turned, tokens: { ...card.tokens }, status: [...card.status] });
      cards[stub.id] = stub;
      return stub.id;
    });
  }
  // Module bookkeeping may hold ids of cards since hidden (a card shuffled back into a deck).
  const hidden = (id: string) => hiddenNow(state, format, id, viewer);
  // Card data is already a copy; the rest is copied here, so the view shares nothing with the state.
  const strike = <T>(value: T): T => strikeHidden(value as Json, hidden, () => null) as T;
  const copied = <T>(value: T): T => strike(copyJson(value as Json) as T);
  for (const card of Object.values(cards)) if ('data' in card) card.data = strike(card.data);
  const {
    rng: _rng,
    idRng: _idRng,
    seed: _seed,
    stack: _stack,
    pending,
    standing,
    cards: _cards,
    zones: _zones,
    vars,
    modules,
    seats,
    table,
    ...rest
  } = state;
  return {
    ...(copyJson(rest as unknown as Json) as unknown as typeof rest),
    seats: seats.map((s) => ({ ...(copyJson(s as unknown as Json) as unknown as typeof s), data: copied(s.data) })),
    table: { counters: { ...table.counters }, data: copied(table.data) },
    viewer,
    zones,
    cards,
    // Keys and records starting with `_` are the engine's and the module's own bookkeeping.
    vars: copied(Object.fromEntries(Object.entries(vars).filter(([k]) => !k.startsWith('_')))),
    modules: copied(Object.fromEntries(Object.entries(modules).filter(([k]) => !k.startsWith('_')))),
    pending: pending.map((d) => (d.seat === viewer ? (copyJson(d as unknown as Json) as unknown as Decision) : othersDecision(d))),
    // What the viewer may take up at any time (core/aside.ts); another seat's is its own business.
    ...(standing
      ? { standing: standing.filter((d) => d.seat === viewer).map((d) => copyJson(d as unknown as Json) as unknown as Decision) }
      : {}),
  };
}

function cardVisibleNow(state: GameState, format: ResolvedFormat, id: string, viewer: Viewer): boolean {
  const card = state.cards[id];
  return !!card && cardVisibleTo(state, format, card.zone, card.faceUp, card.owner, viewer);
}

/**
 * An event as `viewer` may see it. The core's card events hide the card where it was hidden
 * on both sides of the change; others' decision options and secret choices are withheld;
 * every other event by its declaration (`moduleEvents`, see core/events.ts): a declared card
 * field the viewer can't see is null. Then any id of a hidden card left in an undeclared
 * field is struck out, so a forgotten declaration can't leak.
 */
export function redactEvent(
  state: GameState,
  format: ResolvedFormat,
  event: GameEvent,
  viewer: Viewer,
  moduleEvents: Readonly<Record<string, EventSpec>> = {},
): GameEvent {
  const spec = CORE_EVENTS[event.type] ?? moduleEvents[event.type];
  const declared = new Set(spec?.cards ?? []);
  const redacted = redactDeclared(state, format, event, viewer, spec);
  const hidden = (id: string) => hiddenNow(state, format, id, viewer);
  let out: GameEvent | null = null;
  for (const [key, value] of Object.entries(redacted)) {
    if (declared.has(key) || value === undefined || (key === 'decision' && event.type === 'decisionRequested')) continue;
    const struck = strikeHidden(value, hidden, () => null);
    if (struck !== value) (out ??= { ...redacted })[key] = struck;
  }
  return out ?? redacted;
}

function redactDeclared(
  state: GameState,
  format: ResolvedFormat,
  event: GameEvent,
  viewer: Viewer,
  spec: EventSpec | undefined,
): GameEvent {
  const owner = (event.owner ?? null) as string | null;
  switch (event.type) {
    case 'cardMoved': {
      const seen =
        cardVisibleTo(state, format, event.from as string, event.faceUpBefore as boolean, owner, viewer) ||
        cardVisibleTo(state, format, event.to as string, event.faceUp as boolean, owner, viewer);
      return seen ? event : withoutCard(event);
    }
    case 'cardCreated':
    case 'cardChanged': {
      const seen =
        cardVisibleTo(state, format, event.zone as string, event.faceUp as boolean, owner, viewer) ||
        (event.type === 'cardChanged' && cardVisibleTo(state, format, event.zone as string, event.faceUpBefore as boolean, owner, viewer));
      if (seen) return event;
      return event.type === 'cardChanged'
        ? { ...withoutCard(event), change: hiddenChange(event.change as Record<string, Json>) }
        : withoutCard(event);
    }
    case 'decisionRequested': {
      if (event.seat === viewer) return event;
      return { ...event, decision: othersDecision(event.decision as unknown as Decision) as unknown as Json };
    }
    case 'decisionAnswered': {
      // The cards chosen are the engine's own ids: the chooser too sees only those it can see.
      const cards = (event.cards ?? []) as string[];
      const shown = cards.map((id) => (cardVisibleNow(state, format, id, viewer) ? id : null));
      if (event.seat === viewer) return shown.every((id, i) => id === cards[i]) ? event : { ...event, cards: shown };
      const hidden = event.secret || shown.some((id) => id === null);
      return hidden ? { ...event, choice: null, cards: [] } : event;
    }
    case 'actionTaken': {
      if (!event.card || cardVisibleNow(state, format, event.card as string, viewer)) return event;
      return { ...event, card: null, option: null, label: `${event.action}` };
    }
    default:
      return redactByDeclaration(state, format, event, viewer, spec);
  }
}

/** What a change shows of a hidden card: what its stub shows (turned, tokens, status), never its numbers or the module's data. */
function hiddenChange(change: Record<string, Json>): Record<string, Json> {
  if (!('stats' in change) && !('data' in change)) return change;
  const { stats: _stats, data: _data, ...shown } = change;
  return shown;
}

/** The event without its `card` and what says which card that is (def, name, text). */
function withoutCard(event: GameEvent): GameEvent {
  const out: GameEvent = { ...event, card: null };
  for (const key of CARD_IDENTITY) if (key in event) out[key] = null;
  return out;
}

/** The one rule for module events: each declared card field the viewer can't see becomes null. */
function redactByDeclaration(
  state: GameState,
  format: ResolvedFormat,
  event: GameEvent,
  viewer: Viewer,
  spec: EventSpec | undefined,
): GameEvent {
  let out: GameEvent | null = null;
  for (const field of spec?.cards ?? []) {
    const value = event[field];
    if (field === 'card' && typeof value === 'string') {
      if (spec?.reveals) continue;
      // A card event carries the card's zone and face then (RuleContext.cardRef): seen then or now.
      const seenThen =
        typeof event.zone === 'string' &&
        cardVisibleTo(state, format, event.zone, event.faceUp === true, (event.owner ?? null) as string | null, viewer);
      if (!seenThen && !cardVisibleNow(state, format, value, viewer)) out = withoutCard(out ?? event);
    } else if (typeof value === 'string') {
      if (!cardVisibleNow(state, format, value, viewer)) {
        out ??= { ...event };
        out[field] = null;
        // A card field's name beside it (`reasonCardName`, `forName`) goes with it.
        if (`${field}Name` in event) out[`${field}Name`] = null;
      }
    } else if (Array.isArray(value)) {
      const shown = value.map((id) => (typeof id === 'string' && !cardVisibleNow(state, format, id, viewer) ? null : id));
      if (shown.some((id, i) => id !== value[i])) (out ??= { ...event })[field] = shown;
    }
  }
  return out ?? event;
}
