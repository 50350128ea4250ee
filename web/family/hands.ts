// A family whose panel counts each player's hand leaves another player's hand off the table
// when it is all backs: the seats across the table keep to one line, so they, the panel and the
// viewer's own seat fit a laptop's screen together (AGoT, LotR). A hand the viewer sees (its
// own, a revealed card) stays.
import type { StateView } from '../../core/view.ts';
import { isHidden } from '../../core/view.ts';
import { seatPlaces } from '../table/table.ts';

/** A family's `zoneShown`: every zone but another seat's hand of backs. */
export function othersHandsAsCounts(view: StateView, key: string): boolean {
  const [owner, zone] = key.split('.') as [string, string];
  if (zone !== 'hand' || owner === seatPlaces(view).bottom) return true;
  return !(view.zones[key] ?? []).every((id) => {
    const c = view.cards[id];
    return !c || isHidden(c);
  });
}
