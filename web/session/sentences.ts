// One event as a sentence of the log, for a viewer: the family's own words where it has them,
// else the format's event templates, phase and zone names. The hot-seat log (viewer-log.ts)
// writes one per viewer from the game; an online table (online/online-session.ts) writes its
// own viewer's from the events the server sent it, already redacted.
import type { ResolvedFormat } from '../../core/format.ts';
import type { RulesModule } from '../../core/rules-module.ts';
import type { GameEvent } from '../../core/types.ts';
import { eventText, zoneWords, type EventTextOptions } from '../event-text.ts';
import { familyUi, looksOf, type CardNames } from '../family/registry.ts';
import '../family/index.ts';

/** The label of option `option` of decision `decisionId`, when the viewer knows it. */
export type OptionLabel = (decisionId: string, option: string) => string | undefined;

/**
 * Writes an event (already redacted for the viewer) as the viewer's sentence, naming only the
 * cards `names` names; `isCard` says which texts are cards' ids (a rules field holding a card
 * reads as its name).
 */
export type SentenceWriter = (seen: GameEvent, names: CardNames, optionLabel: OptionLabel, isCard: (id: string) => boolean) => string;

export function sentenceWriter(format: ResolvedFormat, modules: Record<string, RulesModule>): SentenceWriter {
  const module = format.rules ? modules[format.rules] : undefined;
  const labels = Object.fromEntries(format.zones.flatMap((z) => (z.label ? [[z.id, z.label]] : [])));
  const options: EventTextOptions = {
    templates: module?.events && Object.fromEntries(Object.entries(module.events).map(([type, spec]) => [type, spec.doc])),
    phaseNames: Object.fromEntries(Object.entries(format.phases).flatMap(([id, def]) => (def.name ? [[id, def.name]] : []))),
    zoneName: (key) => zoneWords(key, labels),
    turned: looksOf(format.family ?? '').turned,
  };
  const family = familyUi(format);
  return (seen, names, optionLabel, isCard) =>
    family?.describe?.(seen, names) ?? eventText(seen, { ...options, optionLabel, cardName: (id) => (isCard(id) ? names(id) : undefined) });
}
