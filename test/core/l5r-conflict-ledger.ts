// The L5R family's part of the events-alone audit (events-audit.test.ts): who takes part in
// the conflict, rebuilt from conflictDeclared, defendersDeclared, movedToConflict, sentHome,
// cardLeftPlay and conflictEnded, compared with the conflict the rules keep.
import type { GameEvent, GameState } from '../../core/types.ts';
import { conflictOf } from '../../formats/l5r/board.ts';

export class ConflictLedger {
  private conflict: { attackers: string[]; defenders: string[] } | null = null;

  apply(e: GameEvent): void {
    const c = this.conflict;
    const without = (id: unknown) => {
      if (!c) return;
      c.attackers = c.attackers.filter((x) => x !== id);
      c.defenders = c.defenders.filter((x) => x !== id);
    };
    switch (e.type) {
      case 'conflictDeclared':
        this.conflict = { attackers: [...(e.attackers as string[])], defenders: [] };
        break;
      case 'defendersDeclared':
        if (c) c.defenders.push(...(e.defenders as string[]));
        break;
      case 'movedToConflict':
        if (c) (e.side === 'attacker' ? c.attackers : c.defenders).push(e.card as string);
        break;
      case 'sentHome':
      case 'cardLeftPlay':
        without(e.card);
        break;
      case 'conflictEnded':
        this.conflict = null;
        break;
    }
  }

  differenceFrom(state: GameState): string | null {
    const real = conflictOf(state);
    const name = (ids: string[]) => ids.map((id) => state.cards[id]?.name ?? id).join(', ');
    if (!real)
      return this.conflict ? `the events say a conflict is on (attackers ${name(this.conflict.attackers)}), the state has none` : null;
    if (!this.conflict) return `the state has a conflict (attackers ${name(real.attackers)}) no event declared`;
    for (const side of ['attackers', 'defenders'] as const) {
      if (real[side].join() !== this.conflict[side].join())
        return `${side}: [${name(this.conflict[side])}] by the events, [${name(real[side])}] in the state`;
    }
    return null;
  }
}
