// One readable line per game event, for the web log (and later the CLI and replays).
// Pure: give it an event already redacted for its viewer (game.redact(event, viewer)) and
// it never shows more than the event holds, so a hidden card stays "a card".
import type { GameEvent, Json } from '../core/types.ts';
import { reasonText } from '../core/reason.ts';

/** A coarse grouping of event types, for styling and filtering a log. */
export type EventKind = 'game' | 'round' | 'phase' | 'window' | 'decision' | 'counter' | 'card' | 'seat' | 'other';

export interface EventTextOptions {
  /**
   * Sentences for event types a rules module emits (RulesModule.events), with `{field}`
   * placeholders filled from the event, e.g. 'the active seat changed: {seat}'.
   */
  templates?: Readonly<Record<string, string>>;
  /** Display names of phases by id (a format's `phases.<id>.name`). */
  phaseNames?: Readonly<Record<string, string>>;
  /** A zone key as words, e.g. "p1.dynastyDeck" → "p1's dynasty deck" (see zoneWords). */
  zoneName?: (key: string) => string;
  /** The family's words for a turned card and for turning it back (L5R: bowed, readied). */
  turned?: { word: string; undone: string };
  /** The label of a decision's option, when the viewer may know it (for "p1 chose …"). */
  optionLabel?: (decision: string, option: string) => string | undefined;
  /**
   * A card's name as the viewer may know it ("a card" when hidden), or undefined when the text
   * is no card's id: a rules field holding a card (`attachedTo`, a revealed plot) reads as its
   * name, never as the raw id.
   */
  cardName?: (id: string) => string | undefined;
}

/**
 * "p1.dynastyDeck" → "p1's dynasty deck", "table.unclaimedRings" → "the unclaimed rings",
 * with the format's zone labels (`labels`: zone id → label) where it gives them.
 */
export function zoneWords(key: string, labels: Readonly<Record<string, string>> = {}): string {
  const dot = key.indexOf('.');
  if (dot < 0) return key;
  const owner = key.slice(0, dot);
  const id = key.slice(dot + 1);
  const label = labels[id] ?? id.replace(/([a-z])([A-Z0-9])/g, '$1 $2');
  const words = label.charAt(0) + label.slice(1).toLowerCase();
  const lower = words.charAt(0).toLowerCase() + words.slice(1);
  return owner === 'table' ? `the ${lower}` : `${owner}'s ${lower}`;
}

/** The seats (and teams) an event is about, for filtering a log by seat. */
export function eventSeats(event: GameEvent): string[] {
  const out = new Set<string>();
  const add = (v: Json | undefined) => {
    if (typeof v === 'string' && v !== 'table') out.add(v);
  };
  for (const key of ['seat', 'by', 'owner', 'attackingSeat', 'defendingSeat', 'team', 'defendingTeam', 'attackingTeam']) add(event[key]);
  if (event.type === 'firstPlayerChanged') {
    add(event.from);
    add(event.to);
  }
  if (event.type === 'gameEnded') for (const s of asArray(field(event.winner, 'seats'))) add(s);
  if (event.type === 'choicesRevealed' && isRecord(event.choices)) for (const s of Object.keys(event.choices)) out.add(s);
  return [...out];
}

const KINDS: Record<string, EventKind> = {
  gameStarted: 'game',
  gameEnded: 'game',
  roundStarted: 'round',
  roundEnded: 'round',
  phaseStarted: 'phase',
  phaseEnded: 'phase',
  windowOpened: 'window',
  windowClosed: 'window',
  passed: 'window',
  decisionRequested: 'decision',
  decisionAnswered: 'decision',
  decisionWithdrawn: 'decision',
  choicesRevealed: 'decision',
  eventCancelled: 'card',
  abilityUsed: 'card',
  choseAtRandom: 'decision',
  actionTaken: 'decision',
  countersChanged: 'counter',
  counterRedirected: 'counter',
  cardCreated: 'card',
  cardMoved: 'card',
  cardChanged: 'card',
  cardRemoved: 'card',
  zoneShuffled: 'card',
  zoneOrdered: 'card',
  firstPlayerChanged: 'seat',
  activeSeatChanged: 'round',
  seatEliminated: 'seat',
  teamEliminated: 'seat',
  abilityTargeted: 'card',
};

export function eventKind(event: GameEvent): EventKind {
  return KINDS[event.type] ?? 'other';
}

/** The event as one sentence, e.g. "p1 honor 10 → 8 (honor bid)" or "card moved p1.deck → p1.hand". */
export function eventText(event: GameEvent, options: EventTextOptions = {}): string {
  const e = event;
  const value = (v: Json | undefined) => inWords(v, options.cardName);
  // "Dynasty phase begins", whether the format names the phase "Dynasty" or "Dynasty phase".
  const phase = (id: Json | undefined) => (options.phaseNames?.[String(id)] ?? String(id)).replace(/\s+phase$/i, '');
  const zone = (key: Json | undefined) => (options.zoneName ? options.zoneName(str(key)) : str(key));
  // With zone names the sentences read as prose ("A card moved from p1's deck to p1's hand").
  const cardName = (ev: GameEvent) => (typeof ev.name === 'string' && ev.name !== '' ? ev.name : options.zoneName ? 'a card' : 'card');
  switch (e.type) {
    case 'gameStarted': {
      const seats = asArray(e.seats).map((s) => str(field(s, 'id')));
      const first = field(e.firstPlayer, 'id');
      return (
        `Game of ${str(e.format)} begins: seats ${seats.join(', ') || 'none'}` +
        (first !== undefined && first !== null ? `; first player ${str(first)}` : '')
      );
    }
    case 'gameEnded': {
      const winner = e.winner;
      const seats = asArray(field(winner, 'seats')).map(str);
      const teams = asArray(field(winner, 'teams')).map(str);
      const who = seats.length > 0 ? seats : teams;
      const reason = field(winner, 'reason');
      if (who.length === 0) return `Game over${reason ? ` (${str(reason)})` : ''}`;
      return `Game over: ${list(who)} ${who.length === 1 ? 'wins' : 'win'}${reason ? ` (${str(reason)})` : ''}`;
    }
    case 'roundStarted':
      return `Round ${str(e.round)} begins`;
    case 'roundEnded':
      return `Round ${str(e.round)} ends`;
    case 'phaseStarted':
      return `${capitalize(phase(e.phase))} phase begins`;
    case 'phaseEnded':
      return `${capitalize(phase(e.phase))} phase ends`;
    case 'windowOpened': {
      const units = asArray(e.units).map(str);
      return `Window ${str(e.window)} opens${units.length ? ` for ${units.join(', ')}` : ''}`;
    }
    case 'windowClosed':
      return `Window ${str(e.window)} closes`;
    case 'passed': {
      const notes = [e.first ? 'first' : '', e.auto ? 'no action left' : ''].filter(Boolean);
      return `${str(e.by)} passed${notes.length ? ` (${notes.join(', ')})` : ''}`;
    }
    case 'decisionRequested': {
      const prompt = field(e.decision, 'prompt');
      const secret = field(e.decision, 'secret') === true;
      return `${str(e.seat)} to decide${secret ? ' secretly' : ''}: ${prompt ? str(prompt) : str(field(e.decision, 'kind'))}`;
    }
    case 'decisionAnswered': {
      if (e.choice === null || e.choice === undefined) return `${str(e.seat)} answered${e.secret ? ' secretly' : ''}`;
      // An aside's option was never asked (core/aside.ts): the event says it in words.
      const label = (c: Json) => (typeof e.label === 'string' ? e.label : (options.optionLabel?.(str(e.decision), str(c)) ?? str(c)));
      const choice = Array.isArray(e.choice) ? (e.choice.length ? e.choice.map(label).join(', ') : 'nothing') : label(e.choice);
      return `${str(e.seat)} chose ${choice}${e.secret ? ' (secret)' : ''}`;
    }
    case 'decisionWithdrawn':
      // Mostly a team's opportunity another of its players took (core/window.ts).
      return `${str(e.seat)} no longer to decide`;
    case 'choicesRevealed': {
      const choices = isRecord(e.choices) ? Object.entries(e.choices) : [];
      // A secret choice of a card (AGoT's plots) reads as the card.
      const shown = choices.map(([seat, c]) => `${seat} ${Array.isArray(c) ? c.map(value).join('+') : value(c)}`);
      return `${str(e.id)} revealed: ${shown.join(', ') || 'no choices'}`;
    }
    case 'actionTaken': {
      // Redacted (the card was hidden from this viewer): the label is the bare action name.
      if (e.option === null && e.label === e.action) return `${str(e.seat)}: ${words(str(e.action))} (a card you can't see)`;
      const what = e.label ? str(e.label) : str(e.action);
      // Team windows label an option with the seat that acts ("p3: Take a token").
      return what.startsWith(`${str(e.seat)}:`) ? what : `${str(e.seat)}: ${what}`;
    }
    case 'countersChanged':
      return `${str(e.owner)} ${str(e.counter)} ${str(e.from)} → ${str(e.to)}${e.reason ? ` (${reasonText(e)})` : ''}`;
    case 'counterRedirected': {
      const where =
        e.to === 'none'
          ? 'nothing happens'
          : e.to === 'pool'
            ? 'the general pool takes it instead'
            : `${str(e.to).replace(/^(team|byTeam)\./, '')} instead`;
      return `${str(e.owner)} ${str(e.counter)} ${Number(e.delta) > 0 ? '+' : ''}${str(e.delta)}: ${where}${e.reason ? ` (${reasonText(e)})` : ''}`;
    }
    case 'abilityUsed':
      return `${str(e.seat)} used ${cardName(e)}${e.text ? `: ${str(e.text)}` : ''}`;
    case 'choseAtRandom':
      return `Chance chose for ${str(e.seat)} (${words(str(e.kind))}): ${Array.isArray(e.choice) ? e.choice.map(str).join(', ') || 'none' : str(e.choice)}`;
    case 'cardCreated':
      return `${options.zoneName ? capitalize(cardName(e)) : cardName(e)} created in ${zone(e.zone)}${e.faceUp ? '' : ' (facedown)'}`;
    case 'cardMoved': {
      const turned = e.faceUp !== e.faceUpBefore ? (e.faceUp ? ', turned faceup' : ', turned facedown') : '';
      return options.zoneName
        ? `${capitalize(cardName(e))} moved from ${zone(e.from)} to ${zone(e.to)}${turned}`
        : `${cardName(e)} moved ${str(e.from)} → ${str(e.to)}${turned}`;
    }
    case 'cardChanged':
      return `${options.zoneName ? capitalize(cardName(e)) : cardName(e)} in ${zone(e.zone)}: ${describeChange(e.change, options.turned, value)}`;
    case 'zoneShuffled':
      return options.zoneName ? capitalize(`${zone(e.zone)} shuffled`) : `${str(e.zone)} shuffled`;
    case 'zoneOrdered':
      return options.zoneName ? capitalize(`${zone(e.zone)} put in order`) : `${str(e.zone)} put in order`;
    case 'eventCancelled':
      return `${capitalize(cardName(e))} cancelled the ${words(str(e.event))}`;
    case 'cardRemoved':
      return `${options.zoneName ? capitalize(cardName(e)) : cardName(e)} removed from the game (${zone(e.zone)})`;
    case 'firstPlayerChanged':
      return e.from === null || e.from === undefined ? `First player is ${str(e.to)}` : `First player ${str(e.from)} → ${str(e.to)}`;
    case 'activeSeatChanged':
      return `${str(e.to)}'s turn`;
    case 'seatEliminated':
      return `${str(e.seat)} eliminated${e.reason ? ` (${reasonText(e)})` : ''}`;
    case 'teamEliminated':
      return `Team ${str(e.team)} eliminated${e.reason ? ` (${reasonText(e)})` : ''}`;
    case 'abilityTargeted':
      return `${str(e.seat)} chooses a target: a card of ${str(e.targetController)}`;
    case 'treatyProposed':
    case 'treatyCountered':
    case 'treatyFormed': {
      const terms = `${(Array.isArray(e.promises) ? e.promises : []).map(str).join('; ')} — ${str(e.timeframe)}, ${str(e.stake)} staked`;
      if (e.type === 'treatyFormed') return `${str(e.from)} and ${str(e.to)} agree a treaty: ${terms}`;
      if (e.type === 'treatyCountered') return `${str(e.from)} counters ${str(e.to)}'s offer (${str(e.countered)}) with: ${terms}`;
      return `${str(e.from)} offers a treaty to ${str(e.to)}: ${terms}`;
    }
    case 'treatyDeclined':
      return `${str(e.to)} declines ${str(e.from)}'s treaty`;
    case 'treatyBroken':
      return `${str(e.by)} breaks the treaty with ${str(e.partner)} ("${str(e.promise)}") and loses ${str(e.stake)}`;
    case 'treatyDissolved':
      return `The treaty of ${(Array.isArray(e.parties) ? e.parties : []).map(str).join(' and ')} is dissolved: ${str(e.why)}`;
    case 'treatyDissolveRefused':
      return `${str(e.by)} refuses to dissolve treaty ${str(e.treaty)}`;
    case 'treatyBreachClaimed':
      return `${str(e.by)} says ${str(e.against)} broke the promise ${str(e.promise)}`;
    case 'treatyBreachDisputed':
      return `${str(e.by)} disputes it: ${(Array.isArray(e.voters) && e.voters.length ? e.voters : ['no one']).map(str).join(', ')} to vote`;
    case 'treatyVoted':
      return `${str(e.by)} votes ${e.breach ? 'that the promise was broken' : 'that the promise was kept'}`;
    case 'treatyBreachRejected':
      return `The vote finds no breach (${str(e.breach)}–${str(e.kept)}): the treaty stands`;
    default: {
      const template = options.templates?.[e.type];
      if (template) return capitalize(fillTemplate(template, e, value));
      const fields = Object.entries(e)
        .filter(([key, v]) => key !== 'seq' && key !== 'type' && v !== undefined)
        .map(([key, v]) => `${key} ${value(v)}`);
      return `${e.type}${fields.length ? `: ${fields.join(', ')}` : ''}`;
    }
  }
}

/**
 * A rules module documents its events as 'a team claimed a ring {ring, element, team}':
 * one `{field}` becomes its value, a `{list, of, fields}` becomes "ring air, element air, team p1".
 */
function fillTemplate(template: string, e: GameEvent, value: (v: Json | undefined) => string): string {
  return template.replace(/\s*\{([\w\s,]+)\}/g, (whole, names: string) => {
    const keys = names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const lead = whole.match(/^\s*/)?.[0] ?? '';
    if (keys.length === 1) return `${lead}${value(e[keys[0]!])}`;
    const shown = keys.filter((key) => e[key] !== undefined && e[key] !== null).map((key) => `${key} ${value(e[key])}`);
    return shown.length ? `: ${shown.join(', ')}` : '';
  });
}

function describeChange(
  change: Json | undefined,
  turned = { word: 'turned', undone: 'turned back' },
  value: (v: Json | undefined) => string = str,
): string {
  if (!isRecord(change)) return 'changed';
  const parts: string[] = [];
  if (change.turned === true) parts.push(turned.word);
  if (change.turned === false) parts.push(turned.undone);
  if (change.faceUp === true) parts.push('turned faceup');
  if (change.faceUp === false) parts.push('turned facedown');
  if (isRecord(change.tokens)) {
    for (const [token, delta] of Object.entries(change.tokens)) {
      const n = Number(delta);
      parts.push(`${n >= 0 ? '+' : '−'}${Math.abs(n)} ${token}`);
    }
  }
  if (change.addStatus) parts.push(`now ${str(change.addStatus)}`);
  if (change.removeStatus) parts.push(`no longer ${str(change.removeStatus)}`);
  if (Array.isArray(change.status)) parts.push(change.status.length ? `now ${change.status.map(str).join(', ')}` : 'no status');
  for (const [key, v] of Object.entries(isRecord(change.stats) ? change.stats : {})) parts.push(`${key} ${value(v)}`);
  // Rules data in words: "attachedTo" reads "attached to", its card by name.
  for (const [key, v] of Object.entries(isRecord(change.data) ? change.data : {}))
    parts.push(
      v !== null
        ? `${words(key)} ${value(v)}`
        : / (to|of|at|on|by|from|with)$/.test(words(key))
          ? `${words(key)} nothing`
          : `no ${words(key)}`,
    );
  if (change.controller) parts.push(`controlled by ${str(change.controller)}`);
  return parts.join(', ') || 'changed';
}

function str(value: Json | undefined): string {
  return inWords(value);
}

/** A value in words; with `cardName`, a card's id as the card's name. */
function inWords(value: Json | undefined, cardName?: (id: string) => string | undefined): string {
  if (value === null || value === undefined) return '?';
  if (typeof value === 'string') return cardName?.(value) ?? value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => inWords(v, cardName)).join(' ') : 'none';
  return Object.entries(value)
    .map(([k, v]) => `${k} ${inWords(v, cardName)}`)
    .join(' ');
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "intoShadows" → "into shadows". */
function words(id: string): string {
  return id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isRecord(value: Json | undefined): value is { [k: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: Json | undefined, key: string): Json | undefined {
  return isRecord(value) ? value[key] : undefined;
}

function asArray(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}
