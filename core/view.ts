// What one viewer may see: a pure function of (state, viewer), used by the UI, the log
// and the CLI alike. Hidden cards become stubs named by zone and position only, so a card
// can't be followed by id across moves it was hidden for.
import type { CardInstance, Decision, GameEvent, GameState, Json, SeatId, ZoneKey } from './types.ts';
import type { ResolvedFormat } from './format.ts';

export type Viewer = SeatId | 'spectator';

export interface HiddenCard {
  id: string;
  hidden: true;
  zone: ZoneKey;
  bowed?: boolean;
  tokens?: Record<string, number>;
  status?: string[];
}

export interface StateView extends Omit<GameState, 'cards' | 'rng' | 'seed' | 'stack' | 'pending'> {
  viewer: Viewer;
  cards: Record<string, CardInstance | HiddenCard>;
  /** The viewer's own pending decisions in full; others' as who/what without options. */
  pending: (Decision | Pick<Decision, 'id' | 'seat' | 'team' | 'kind' | 'prompt' | 'secret'>)[];
}

function zoneVisibility(format: ResolvedFormat, key: ZoneKey) {
  const def = format.zones.find((z) => z.id === key.slice(key.indexOf('.') + 1));
  return def?.visibility ?? 'hidden';
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
export function cardVisibleTo(state: GameState, format: ResolvedFormat, zone: ZoneKey, faceUp: boolean, owner: string | null, viewer: Viewer): boolean {
  if (!zoneVisibleTo(state, format, zone, viewer)) return false;
  if (faceUp) return true;
  // A facedown card is known to its owner (a province, a card in Shadows), to no one else.
  return viewer !== 'spectator' && owner === viewer && zoneVisibility(format, zone) !== 'hidden';
}

export function viewFor(state: GameState, format: ResolvedFormat, viewer: Viewer): StateView {
  const cards: StateView['cards'] = {};
  const zones: Record<ZoneKey, string[]> = {};
  const publicZone = (key: ZoneKey) => zoneVisibility(format, key) === 'public';
  for (const [key, ids] of Object.entries(state.zones)) {
    zones[key] = ids.map((id, i) => {
      const card = state.cards[id];
      if (cardVisibleTo(state, format, key, card.faceUp, card.owner, viewer)) {
        cards[id] = structuredClone(card);
        return id;
      }
      const stub: HiddenCard = { id: `hidden:${key}:${i}`, hidden: true, zone: key };
      // Facedown cards on the table still show their bowed state, tokens and status.
      if (publicZone(key)) Object.assign(stub, { bowed: card.bowed, tokens: { ...card.tokens }, status: [...card.status] });
      cards[stub.id] = stub;
      return stub.id;
    });
  }
  const { rng: _rng, seed: _seed, stack: _stack, pending, cards: _cards, ...rest } = state;
  return {
    ...structuredClone(rest),
    viewer,
    zones,
    cards,
    vars: Object.fromEntries(Object.entries(state.vars).filter(([k]) => !k.startsWith('_'))),
    pending: pending.map((d) =>
      d.seat === viewer ? structuredClone(d) : { id: d.id, seat: d.seat, team: d.team, kind: d.kind, prompt: d.prompt, secret: d.secret },
    ),
  };
}

function cardVisibleNow(state: GameState, format: ResolvedFormat, id: string, viewer: Viewer): boolean {
  const card = state.cards[id];
  return !!card && cardVisibleTo(state, format, card.zone, card.faceUp, card.owner, viewer);
}

/**
 * An event as `viewer` may see it: card identities hidden where the card was hidden on
 * both sides of the change, others' decision options and secret choices withheld.
 */
export function redactEvent(state: GameState, format: ResolvedFormat, event: GameEvent, viewer: Viewer): GameEvent {
  switch (event.type) {
    case 'cardMoved': {
      const owner = (event.owner ?? null) as string | null;
      const seen =
        cardVisibleTo(state, format, event.from as string, event.faceUpBefore as boolean, owner, viewer) ||
        cardVisibleTo(state, format, event.to as string, event.faceUp as boolean, owner, viewer);
      return seen ? event : { ...event, card: null, def: null, name: null };
    }
    case 'cardCreated':
    case 'cardChanged': {
      const owner = (event.owner ?? null) as string | null;
      const seen =
        cardVisibleTo(state, format, event.zone as string, event.faceUp as boolean, owner, viewer) ||
        (event.type === 'cardChanged' && cardVisibleTo(state, format, event.zone as string, event.faceUpBefore as boolean, owner, viewer));
      return seen ? event : { ...event, card: null, def: null, name: null };
    }
    case 'decisionRequested': {
      if (event.seat === viewer) return event;
      const d = event.decision as unknown as Decision;
      return { ...event, decision: { id: d.id, seat: d.seat, team: d.team, kind: d.kind, prompt: d.prompt, secret: d.secret } as unknown as Json };
    }
    case 'decisionAnswered': {
      if (event.seat === viewer) return event;
      const cards = (event.cards ?? []) as string[];
      const hidden = event.secret || cards.some((id) => !cardVisibleNow(state, format, id, viewer));
      return hidden ? { ...event, choice: null, cards: [] } : event;
    }
    case 'actionTaken': {
      if (event.seat === viewer || !event.card || cardVisibleNow(state, format, event.card as string, viewer)) return event;
      return { ...event, card: null, option: null, label: `${event.action}` };
    }
    default: {
      // Rules-module events that name a card carry its zone, face and owner (RuleContext.cardRef).
      if (typeof event.card !== 'string' || typeof event.zone !== 'string') return event;
      const seen = cardVisibleTo(state, format, event.zone, event.faceUp === true, (event.owner ?? null) as string | null, viewer);
      return seen ? event : { ...event, card: null, def: null, name: null };
    }
  }
}
