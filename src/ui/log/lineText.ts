import { eventText, pieceLabel, SIDE_NAMES, spaceName } from '../describe';
import { eventPlace } from '../eventPlace';
import { t } from '../i18n';
import { droppedGroups } from './droppedGroups';
import type { LogLine } from './logLines';

/** A few pieces by name, more by their count. */
const piecesWord = (pieces: readonly string[]): string => (pieces.length <= 2 ? pieces.map(pieceLabel).join(', ') : t('recap.units', { count: pieces.length }));

/** A log line's words (the rule case it ends with, if any, is given apart as `rule`), the hex it links to. */
export function lineText(line: LogLine): { text: string; rule: string; hex: string | null } {
  if (line.type === 'march') {
    const { march } = line;
    const losses = march.losses.map((l) => t(l.eliminated ? 'log.unitEliminated' : 'log.stepLost', { unit: pieceLabel(l.unit) })).join(', ');
    const last = march.path.at(-1)!;
    const text = t('log.march', {
      side: SIDE_NAMES[march.side],
      pieces: piecesWord(march.pieces),
      from: spaceName(march.path[0]!),
      to: spaceName(last),
      hexes: t('log.hexes', { count: march.path.length - 1 }),
      cost: march.cost,
      rolls: march.rolls ? t('log.rolls', { count: march.rolls, dice: march.dice.map((d) => d.join(', ')).join('; ') }) : '',
      dropped: droppedGroups(march.dropped).map(({ at, pieces }) => t('log.droppedOff', { pieces: piecesWord(pieces), at: spaceName(at) })).join(''),
      attrition: losses ? t('log.attrition', { losses }) : '',
    });
    return { text, rule: '8.2', hex: last === 'holdingBox' ? null : last };
  }
  if (line.type === 'nadcs') {
    const { side, ships } = line.nadcs;
    const names = ships.length <= 3 ? ships.map(pieceLabel).join(', ') : t('log.nadcsMore', { ships: ships.slice(0, 2).map(pieceLabel).join(', '), count: ships.length - 2 });
    const text = ships.length === 0 ? t('log.nadcsNone', { side: SIDE_NAMES[side] }) : t('log.nadcs', { side: SIDE_NAMES[side], count: ships.length, ships: names });
    return { text, rule: '4.1', hex: null };
  }
  const { event } = line;
  if (event.type === 'undone') return { text: t('describe.event.undone', { side: SIDE_NAMES[event.side], label: event.label, context: event.side }), rule: '', hex: null };
  const rule = 'rule' in event && typeof event.rule === 'string' ? event.rule : '';
  let text = eventText(event);
  // The case the text ends with becomes a link to the rules reference.
  if (rule && text.endsWith(`(${rule})`)) text = text.slice(0, -(rule.length + 2)).trimEnd();
  return { text, rule, hex: eventPlace(event) };
}
