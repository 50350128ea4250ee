// The event log of one game, written for every viewer as each event happens. Redaction looks
// at where cards are now, so an old event redacted later could name a card that was hidden
// at the time: each sentence is fixed when its event comes. Everything here is secret (the
// game, other seats' lines), so it is held in private fields and read one viewer at a time.
import type { ResolvedFormat } from '../../core/format.ts';
import type { Game } from '../../core/game.ts';
import type { RulesModule } from '../../core/rules-module.ts';
import type { Decision, GameEvent } from '../../core/types.ts';
import { cardVisibleTo, type Viewer } from '../../core/view.ts';
import type { Subscription } from 'rxjs';
import type { LogLine } from '../event-log.ts';
import { eventKind, eventSeats, type EventKind } from '../event-text.ts';
import type { CardNames } from '../family/registry.ts';
import { sentenceWriter, type SentenceWriter } from './sentences.ts';

/** One event as every viewer may read it; kept inside the log, handed out one viewer at a time. */
interface LogEntry {
  seq: number;
  type: string;
  kind: EventKind;
  /** Seats and teams the event is about (for the log's seat filter). */
  seats: readonly string[];
  /** The sentence each viewer may read, redacted when the event happened. */
  text: Readonly<Record<Viewer, string>>;
}

export class ViewerLog {
  readonly #game: Game;
  readonly #format: ResolvedFormat;
  readonly #sentence: SentenceWriter;
  readonly #subscription: Subscription;
  readonly #entries: LogEntry[] = [];
  readonly #lines = new Map<Viewer, { length: number; lines: LogLine[] }>();
  /** The decisions asked so far, for the labels of their options once they are answered. */
  readonly #asked = new Map<string, Decision>();

  /** Logs `game` from now on: made before start(), so gameStarted and the setup events are logged too. */
  constructor(game: Game, format: ResolvedFormat, modules: Record<string, RulesModule>) {
    this.#game = game;
    this.#format = format;
    this.#sentence = sentenceWriter(format, modules);
    const viewers: Viewer[] = ['spectator', ...game.state.seats.map((s) => s.id)];
    this.#subscription = game.events$.subscribe((event) => this.#record(event, viewers));
  }

  /** Events logged so far. */
  get length(): number {
    return this.#entries.length;
  }

  /** The first `length` entries as `viewer` reads them; the same array while neither changes. */
  lines(viewer: Viewer, length: number): LogLine[] {
    const memo = this.#lines.get(viewer);
    if (memo?.length === length) return memo.lines;
    const lines = this.#entries
      .slice(0, length)
      .map((e) => ({ seq: e.seq, type: e.type, kind: e.kind, seats: e.seats, text: e.text[viewer] ?? e.text.spectator ?? '' }));
    this.#lines.set(viewer, { length, lines });
    return lines;
  }

  dispose(): void {
    this.#subscription.unsubscribe();
  }

  #record(event: GameEvent, viewers: readonly Viewer[]): void {
    if (event.type === 'decisionRequested') {
      const d = event.decision as unknown as Decision;
      this.#asked.set(d.id, d);
    }
    const text: Record<Viewer, string> = {};
    for (const viewer of viewers)
      text[viewer] = this.#sentence(this.#game.redact(event, viewer), this.#namesFor(viewer), this.#optionLabel, this.#isCard);
    this.#entries.push({ seq: event.seq, type: event.type, kind: eventKind(event), seats: eventSeats(event), text });
  }

  /** Option labels of the decisions asked so far, for "p1 chose Play Kakita Toshi". */
  readonly #optionLabel = (decisionId: string, option: string): string | undefined => {
    const d = this.#game.pending.find((p) => p.id === decisionId) ?? this.#asked.get(decisionId);
    return d?.options.find((o) => o.id === option)?.label;
  };

  readonly #isCard = (id: string) => Object.hasOwn(this.#game.state.cards, id);

  #namesFor(viewer: Viewer): CardNames {
    const state = this.#game.state;
    return (id) => {
      const card = state.cards[id];
      if (!card) return 'a card';
      return cardVisibleTo(state, this.#format, card.zone, card.faceUp, card.owner, viewer) ? card.name : 'a card';
    };
  }
}
