import { getMap } from '../../engine';
import { viewOf } from '../store/selectors';
import type { GameRecord, Viewer } from '../store/types';
import type { RecapItem } from './recapItems';
import { spanEntries, type RecapSpan } from './recapSpan';
import { stateAt } from './stateAt';
import { summariseWithDice, type ItemDie } from './summarise';

/**
 * A span of the game told to a viewer: the log's lines of the span and the viewer's own views of the
 * game at its start and end (viewOf, i.e. viewFor: no face-down NADC area, no dice to come), summarised.
 */
export function buildRecap(record: GameRecord, viewer: Viewer, span: RecapSpan): RecapItem[] {
  return buildRecapWithDice(record, viewer, span).items;
}

/** The same, each item with the dice of the span's log lines that decided it (summariseWithDice). */
export function buildRecapWithDice(record: GameRecord, viewer: Viewer, span: RecapSpan): { items: RecapItem[]; dice: ItemDie[][] } {
  const entries = spanEntries(record.log, span);
  if (entries.length === 0) return { items: [], dice: [] };
  return summariseWithDice({
    entries,
    before: viewOf(stateAt(record, span.from), viewer),
    after: viewOf(stateAt(record, span.to), viewer),
    map: getMap(record.game.options),
  });
}
