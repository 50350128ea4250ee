// What a format family adds to the web table without the table knowing the family: panels
// on the shared area (the L5R ring pool and Imperial Favor, a Siege clock, a treaty list),
// the zones those panels show themselves, and sentences for the family's own events.
// A family registers itself (web/family/index.ts imports every one); the table asks by the
// format's `rules` module name first (a variant's own additions), then by its `family`.
import type { TemplateResult } from 'lit';
import type { ResolvedFormat } from '../../core/format.ts';
import type { GameEvent } from '../../core/types.ts';
import type { StateView } from '../../core/view.ts';
import type { Frame } from '../table/card-look.ts';

/** How a card or ring is marked for the pending decision: a legal target, or chosen already. */
export type PickMark = 'target' | 'selected';

/** No card to pick: the default of every component that shows picks. */
export const NO_PICKS: ReadonlyMap<string, PickMark> = new Map();

/** What every panel is given. A panel that lets a player pick a card fires `rs-card-pick`. */
export interface PanelProps {
  view: StateView;
  format: ResolvedFormat;
  picks: ReadonlyMap<string, PickMark>;
}

export interface FamilyPanel {
  id: string;
  render(props: PanelProps): TemplateResult;
  /**
   * What a decision is about when no card it can pick says otherwise: the table brings this
   * panel into view rather than the top of the shared area (Siege: the clock, its threat level,
   * traits and territories, under the houses).
   */
  subject?: true;
}

/** Names of cards as one viewer may know them: a hidden card is "a card". */
export type CardNames = (id: string) => string;

/** How a family's cards look on the table. */
export interface CardLooks {
  /** Frames by card type; a type not listed gets a colour of its own from its name. */
  frames?: Readonly<Record<string, Frame>>;
  /** The backs of hidden cards in a zone: background, its second shade, the edge. */
  back?(zone: string): readonly [string, string, string];
  /** The family's words for a turned card and for turning it back: L5R "bowed"/"readied". */
  turned: { word: string; undone: string };
}

export interface FamilyUi {
  family: string;
  looks?: CardLooks;
  /** Zone ids (as in the format's `zones:`) the family's panels show; the generic table leaves them out. */
  zones?: readonly string[];
  /** Table counters the family's panels show (LotR's twilight pool); the generic table box leaves them out. */
  tableCounters?: readonly string[];
  /**
   * How a seat's zones fall into lines, by zone id (zones not named go on a last line).
   * Without it a seat's zones wrap as they fit; with it a line never moves as cards arrive.
   */
  seatLines?: readonly (readonly string[])[];
  /** Is a zone's box drawn now (by zone key)? Without it, every zone is (the CCG: a province slot only while its province stands). */
  zoneShown?(view: StateView, key: string): boolean;
  panels?: readonly FamilyPanel[];
  /** A sentence for one event (already redacted for its viewer), or undefined for the generic one. */
  describe?(event: GameEvent, names: CardNames): string | undefined;
}

const families = new Map<string, FamilyUi>();

export function registerFamily(ui: FamilyUi): void {
  families.set(ui.family, ui);
}

export function familyUi(format: Pick<ResolvedFormat, 'family' | 'rules'> | undefined): FamilyUi | undefined {
  if (!format) return undefined;
  return families.get(format.rules ?? '') ?? families.get(format.family ?? '');
}

/** The core's word for a turned card, for a family that names it no other way. */
const TURNED = { word: 'turned', undone: 'turned back' };

/** How a family's cards look: its own looks, or the table's defaults. */
export function looksOf(family: string): CardLooks {
  return families.get(family)?.looks ?? { turned: TURNED };
}
