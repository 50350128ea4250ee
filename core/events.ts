// Every event type a game can emit is declared: the core's here, a rules module's in its
// `events` map. A declaration names the fields that hold card ids, so redaction treats every
// module event by one rule (core/view.ts) and an undeclared event is a rules error, not a leak.

/** What redaction and the docs know of an event type. */
export interface EventSpec {
  /** One line for people; `{field}` placeholders read as the event's values in the web log. */
  doc: string;
  /**
   * Fields holding a card id or a list of card ids. A viewer the card is hidden from gets
   * null in its place; when the field is `card`, its `def`, `name` and `text` go with it.
   */
  cards?: readonly string[];
  /**
   * The event shows its `card` to everyone, wherever the card lies (a card turned from a hidden
   * deck for all to see): no viewer gets it struck. Its `zone` says where the card is.
   */
  reveals?: true;
  /**
   * Tells of no change to the board (cards, zones, counters, seats, round or phase): a step
   * that emitted only such events doesn't run the win checks again (core/engine.ts run).
   */
  quiet?: true;
}

/** The fields that say which card an event's `card` is. */
export const CARD_IDENTITY = ['def', 'name', 'text'] as const;

export const CORE_EVENTS: Readonly<Record<string, EventSpec>> = {
  gameStarted: { doc: 'once, first {format, version, seats, firstPlayer, counters}' },
  roundStarted: { doc: 'a round begins {round}' },
  roundEnded: { doc: 'after its last phase {round}' },
  phaseStarted: { doc: 'a phase begins {phase, round}' },
  phaseEnded: { doc: "a phase's steps are done {phase, round}" },
  windowOpened: { doc: 'an action window opens {window, by, units}', quiet: true },
  windowClosed: { doc: "the window's pass rule is met {window}", quiet: true },
  passed: { doc: 'a unit passed {window, by, first, auto}', quiet: true },
  actionTaken: { doc: 'a seat took an action in a window {seat, action, option, label, card}', cards: ['card'], quiet: true },
  decisionRequested: { doc: 'a decision is pending {seat, decision}', quiet: true },
  decisionAnswered: {
    doc: "an answer was accepted {decision, seat, kind, choice, cards, secret; label: an aside's option in words (core/aside.ts), asked of no one}",
    cards: ['cards'],
    quiet: true,
  },
  decisionWithdrawn: { doc: "a teammate used the team's opportunity, so this seat's decision is gone {decision, seat}", quiet: true },
  abilityUsed: { doc: 'a card ability or event was used, its costs paid {seat, card, name, ability, text}', cards: ['card'], quiet: true },
  choseAtRandom: {
    doc: "a choice made at random for a seat whose role's choices are made by chance (choices.atRandom) {seat, kind, choice}",
  },
  eventCancelled: {
    doc: 'a card cancelled an event: its change is not made and no one else responds to it {event, card}',
    cards: ['card'],
  },
  targetLost: {
    doc: "an action's target was no longer a legal one when it came to resolve (an interrupt moved or changed it): the action does nothing {seat, card, target}",
    cards: ['card', 'target'],
  },
  abilityTargeted: {
    doc: "an ability's user chose its target {seat, card, target, targetController}",
    cards: ['card', 'target'],
    quiet: true,
  },
  treatyProposed: {
    doc: 'a player offered another a treaty (treaties are table talk) {from, to, promises (in words), terms (each promise: kind, promiser, beneficiary, target, amount, timeframe, until, text), timeframes, timeframe, stake}',
    quiet: true,
  },
  treatyCountered: {
    doc: 'the player offered a treaty made a counter-offer {from, to, promises, terms, timeframes, timeframe, stake, countered (the terms it answers, in words)}',
    quiet: true,
  },
  treatyDeclined: { doc: 'a treaty offer was declined {from, to}', quiet: true },
  treatyFormed: { doc: 'two players agreed a treaty {treaty, from, to, promises, terms, timeframes, timeframe, stake}', quiet: true },
  treatyBroken: {
    doc: 'a player broke a treaty and loses the stake (a countersChanged follows) {treaty, by, partner, promise (in words), kind, promiser, beneficiary, target, amount, timeframe, until, words?, stake, why}',
    quiet: true,
  },
  treatyDissolved: { doc: 'a treaty ended with no one losing anything {treaty, parties, why}', quiet: true },
  treatyDissolveRefused: { doc: 'a player refused to dissolve a treaty {treaty, by}', quiet: true },
  treatyBreachClaimed: {
    doc: 'a player says its partner broke a promise made in words, which the engine cannot watch {treaty, by, against, promise, term}',
    quiet: true,
  },
  treatyBreachDisputed: { doc: 'the accused player disputes a claimed breach: the other players vote {treaty, by, voters}', quiet: true },
  treatyVoted: { doc: 'a player not in the treaty voted on a disputed breach {treaty, by, breach}', quiet: true },
  treatyBreachRejected: {
    doc: 'the vote on a disputed breach did not find one (a tie keeps the treaty) {treaty, breach, kept}',
    quiet: true,
  },
  choicesRevealed: { doc: "a simultaneous decision's choices, all at once {id, choices}", quiet: true },
  counterRedirected: {
    doc: "a change to a seat's counter went elsewhere by the counter's redirect: nowhere, the general pool or a team counter {owner, counter, delta, to, reason, reasonCard?, reasonCardName?}",
    cards: ['reasonCard'],
  },
  countersChanged: {
    doc: 'a seat, team or table counter changed {owner, counter, from, to, delta, reason, reasonCard?, reasonCardName?}: `reasonCard`, the card `{card}` in the reason stands for (core/reason.ts)',
    cards: ['reasonCard'],
  },
  cardCreated: { doc: 'a card entered the game {card, def, name, owner, zone, faceUp}', cards: ['card'] },
  cardRemoved: { doc: 'a card left the game altogether {card, def, name, owner, zone, faceUp, index}', cards: ['card'] },
  cardMoved: { doc: 'a card changed zone {card, def, name, owner, from, fromIndex, to, toIndex, faceUpBefore, faceUp}', cards: ['card'] },
  cardChanged: {
    doc: "a card's turned state (L5R bows, AGoT kneels, LotR exhausts), face, tokens, status or controller changed {card, zone, change}",
    cards: ['card'],
  },
  zoneOrdered: { doc: "a zone's cards were put in a chosen order {zone, order}", cards: ['order'] },
  zoneShuffled: { doc: 'a zone was shuffled {zone, order}: its cards in their new order, each hidden as any card', cards: ['order'] },
  activeSeatChanged: { doc: 'the turn passed to a seat or team {kind, from, to}' },
  firstPlayerChanged: { doc: 'the first player token moved {kind, from, to}' },
  seatEliminated: { doc: 'a seat is out of the game {seat, reason, reasonCard?}', cards: ['reasonCard'] },
  teamEliminated: { doc: 'the last seat of a team is out {team, reason, reasonCard?}', cards: ['reasonCard'] },
  gameEnded: { doc: 'the game is over {winner}' },
};

/** Did any of these events, from `from` on, tell of a change (a module's events always may)? */
export function toldOfChange(events: readonly { type: string }[], from: number): boolean {
  for (let i = from; i < events.length; i++) if (CORE_EVENTS[events[i]!.type]?.quiet !== true) return true;
  return false;
}
