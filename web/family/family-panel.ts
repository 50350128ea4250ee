// What every family panel is given (registry.ts PanelProps): the viewer's state, the format and
// the cards the pending decision can pick. A panel extends this element and renders from them.
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { ResolvedFormat } from '../../core/format.ts';
import type { StateView } from '../../core/view.ts';
import { NO_PICKS, type PickMark } from './registry.ts';

export class FamilyPanelElement extends LitElement {
  @property({ attribute: false }) accessor view: StateView | undefined = undefined;
  @property({ attribute: false }) accessor format: ResolvedFormat | undefined = undefined;
  @property({ attribute: false }) accessor picks: ReadonlyMap<string, PickMark> = NO_PICKS;
}
