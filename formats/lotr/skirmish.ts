// The skirmish phase (BASE-RULES §4: "strength compared; the loser is wounded/overwhelmed"):
// the Free Peoples player chooses which skirmish is next; each has its window for skirmish
// actions (every player: Shadow players may help each other's minions), then the character's
// strength is compared with its minions' total. The Shadow side wins a tie (ours: the digest
// says only "strength compared"). Every character of the losing side takes a wound, and one more
// per `damage` keyword on the winning side; a side with at least double the loser's strength
// overwhelms it: the losers are killed. Winners' reactions follow (`skirmishWon`).
import type { CardInstance } from '../../core/types.ts';
import type { RuleContext } from '../../core/context.ts';
import type { Step } from '../../core/schema/format-schema.ts';
import { endPeriod } from '../../core/ability/periods.ts';
import { freePeoples, isInPlay, keywordCount, strengthOf } from './board.ts';
import { kill, turnCutShort, wound } from './changes.ts';
import { lotrState, type Skirmish } from './state.ts';
import { SKIRMISH } from './vocabulary.ts';

const FIGHT: Step[] = [
  {
    window: {
      id: 'skirmish',
      by: 'seat',
      order: 'active',
      pass: 'consecutive',
      actions: ['lotrSkirmishAction'],
      prompt: 'Take skirmish actions, or pass (the strengths are compared when everyone has passed in a row)',
    },
  },
  { rule: 'lotrResolveSkirmish' },
  { rule: 'lotrEndSkirmish' },
  { rule: 'lotrSkirmishes' },
];

const inPlay = (ctx: RuleContext, id: string) => isInPlay(ctx.card(id));

/** A skirmish as it stands: its minions still in play. */
const standing = (ctx: RuleContext, s: Skirmish): Skirmish => ({ ...s, minions: s.minions.filter((m) => inPlay(ctx, m)) });

/** Rule lotrSkirmishes: the next skirmish, the Free Peoples player choosing among those left. */
export function skirmishes(ctx: RuleContext): void {
  const record = lotrState.write(ctx.state);
  const left = record.skirmishes.map((s) => standing(ctx, s)).filter((s) => inPlay(ctx, s.character) && s.minions.length > 0);
  record.skirmishes = left;
  if (left.length === 0) return;
  if (left.length === 1) return startSkirmish(ctx, left[0].character);
  ctx.ask(
    {
      seat: freePeoples(ctx.state)!,
      kind: 'skirmish',
      prompt: 'Which skirmish is next?',
      options: left.map((s) => ({
        id: s.character,
        label: `${ctx.card(s.character).name} against ${s.minions.map((m) => ctx.card(m).name).join(', ')}`,
        card: s.character,
      })),
    },
    'lotrSkirmishChosen',
  );
}

/** Rule lotrSkirmishChosen. */
export function onSkirmishChosen(ctx: RuleContext): void {
  startSkirmish(ctx, String(ctx.answer));
}

function startSkirmish(ctx: RuleContext, character: string): void {
  const record = lotrState.write(ctx.state);
  const skirmish = record.skirmishes.find((s) => s.character === character)!;
  record.skirmishes = record.skirmishes.filter((s) => s !== skirmish);
  record.skirmish = skirmish;
  ctx.emit('skirmishStarted', { character, minions: skirmish.minions });
  ctx.push(FIGHT);
}

const total = (ctx: RuleContext, cards: CardInstance[]) => cards.reduce((n, c) => n + strengthOf(ctx, c), 0);
const damage = (ctx: RuleContext, cards: CardInstance[]) => cards.reduce((n, c) => n + keywordCount(ctx, c, 'damage'), 0);

/** Rule lotrResolveSkirmish: strengths compared, the losers wounded or overwhelmed. */
export function resolveSkirmish(ctx: RuleContext): void {
  const skirmish = lotrState.read(ctx.state).skirmish;
  if (!skirmish) return;
  const now = standing(ctx, skirmish);
  // A side left with no one in it: the skirmish is over with no winner.
  if (!inPlay(ctx, now.character) || now.minions.length === 0) {
    ctx.emit('skirmishResolved', {
      character: now.character,
      minions: now.minions,
      fellowship: 0,
      shadow: 0,
      winner: null,
      overwhelmed: false,
    });
    return;
  }
  const character = [ctx.card(now.character)];
  const minions = now.minions.map((m) => ctx.card(m));
  const fellowship = total(ctx, character);
  const shadow = total(ctx, minions);
  const freeWins = fellowship > shadow;
  const [winners, losers, won, lost] = freeWins ? [character, minions, fellowship, shadow] : [minions, character, shadow, fellowship];
  const overwhelmed = won > 0 && won >= 2 * lost;
  ctx.emit('skirmishResolved', {
    character: now.character,
    minions: now.minions,
    fellowship,
    shadow,
    winner: freeWins ? 'free' : 'shadow',
    overwhelmed,
  });
  const wounds = 1 + damage(ctx, winners);
  for (const loser of losers) {
    if (turnCutShort(ctx)) return;
    if (overwhelmed) kill(ctx, ctx.card(loser.id), 'overwhelmed in a skirmish');
    else wound(ctx, ctx.card(loser.id), wounds, 'lost a skirmish');
  }
  if (turnCutShort(ctx)) return;
  const survivors = winners.filter((w) => inPlay(ctx, w.id)).map((w) => w.id);
  if (survivors.length > 0) ctx.raise({ name: 'skirmishWon', side: freeWins ? 'free' : 'shadow', winners: survivors });
}

/** Rule lotrEndSkirmish: the skirmish's bonuses end with it. */
export function endSkirmish(ctx: RuleContext): void {
  lotrState.write(ctx.state).skirmish = null;
  endPeriod(ctx, SKIRMISH);
}
