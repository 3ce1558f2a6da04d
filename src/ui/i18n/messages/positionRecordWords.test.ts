import { describe, expect, it } from 'vitest';
import type { Message } from '../../../engine/message';
import { newGame } from '../../../engine/newGame';
import { loadPosition } from '../../../engine/position/loadPosition';
import { savePosition } from '../../../engine/position/savePosition';
import type { Language } from './language';
import { positionEn } from './position.en';
import { positionRecordsEn } from './positionRecords.en';
import { positionRecordsEs } from './positionRecords.es';
import { sayIn } from './say';

/**
 * Issue 20: a position refused for one of its records — a naval stack, the naval combat, the land battle,
 * a landing, a pending decision — names the record in a player's words, in both languages ("naval stack 1
 * includes the ship Huáscar, …", "la flotilla 1 incluye el buque Huáscar, …"), the raw path
 * ("naval.stacks.0") kept only after the sentence, for a tester, as the piece checks do (positionField.test.ts).
 */
const position = savePosition(newGame({ seed: 'record-words' }));
type Loose = Record<string, unknown> & { naval: Record<string, unknown> };
const refusal = (edit: (p: Loose) => void, lang: Language = 'en'): string => {
  const p = structuredClone(position) as unknown as Loose;
  edit(p);
  const r = loadPosition(p);
  if (r.ok) throw new Error('expected a refusal');
  return sayIn(lang, r.error.message);
};
const stack = (ships: unknown[], side = 'chile') => ({ id: 's1', side, ships, area: null, status: 'waiting', at: { kind: 'hex', hex: '3123' }, sailed: [], route: [], checks: [], immuneTo: [] });
const withStack = (ships: unknown[], side?: string) => (p: Loose) => void (p.naval.stacks = [stack(ships, side)]);

describe("a refused position's records in the player's words (issue 20)", () => {
  it("a naval stack with a ship of the other side names the stack and the ship, the path after", () => {
    expect(refusal(withStack(['pe-ship-huascar']))).toBe("Invalid position: naval stack 1 is Chile's, but it includes the ship Huáscar, which is not. (in the position: naval.stacks[0])");
    expect(refusal(withStack(['pe-ship-huascar']), 'es')).toBe('Posición no válida: la flotilla 1 es de Chile, pero incluye el buque Huáscar, que no lo es. (en la posición: naval.stacks[0])');
  });

  it('a ship the stack names that is not in play names the stack', () => {
    expect(refusal(withStack(['cl-ship-nowhere']))).toBe('Invalid position: naval stack 1 includes "cl-ship-nowhere", which is not a ship in play. (in the position: naval.stacks[0])');
    expect(refusal(withStack(['cl-ship-nowhere']), 'es')).toBe('Posición no válida: la flotilla 1 incluye «cl-ship-nowhere», que no es un buque en juego. (en la posición: naval.stacks[0])');
  });

  it("the schema's refusal of one ship of a stack counts the ship and the stack from 1 (fileField)", () => {
    expect(refusal(withStack(['cl-ship-cochrane', 7]))).toBe('Invalid position: ship 2 of naval stack 1 ("7") is not the kind of value it should be. (in the position: naval.stacks[0].ships[1])');
    expect(refusal(withStack(['cl-ship-cochrane', 7]), 'es')).toBe('Posición no válida: el buque 2 de la flotilla 1 («7») no es del tipo de valor que debería. (en la posición: naval.stacks[0].ships[1])');
  });

  it('an Allied stack in the Chile Holding Box names the stack (it was "a field")', () => {
    const inBox = (p: Loose) => void (p.naval.stacks = [{ ...stack(['pe-ship-huascar'], 'allied'), at: { kind: 'holdingBox' } }]);
    expect(refusal(inBox)).toBe('Invalid position: naval stack 1 is in the Chile Holding Box but is not Chilean (2.4). (in the position: naval.stacks[0])');
    expect(refusal(inBox, 'es')).toBe('Posición no válida: la flotilla 1 está en el cajetín Chile pero no es de Chile (2.4). (en la posición: naval.stacks[0])');
  });

  it('a landing in the sea and a landing of the wrong side name the amphibious assault', () => {
    const atSea = (p: Loose) => void (p.amphibiousAssaults = [{ hex: '2415', side: 'chile', units: ['cl-inf-buin-1'] }]);
    expect(refusal(atSea)).toBe('Invalid position: amphibious assault 1 is in hex 2415, which is not a land hex: a landing is made in one (7.6). (in the position: amphibiousAssaults[0])');
    expect(refusal(atSea, 'es')).toBe('Posición no válida: el asalto anfibio 1 está en el hex 2415, que no es un hex de tierra: un desembarco se hace en uno (7.6). (en la posición: amphibiousAssaults[0])');
    const enemy = (p: Loose) => void (p.amphibiousAssaults = [{ hex: '3123', side: 'chile', units: ['pe-inf-zepita'] }]);
    expect(refusal(enemy)).toBe('Invalid position: amphibious assault 1 includes the Zepita regiment, which is not a Chilean unit. (in the position: amphibiousAssaults[0])');
    expect(refusal(enemy, 'es')).toBe('Posición no válida: el asalto anfibio 1 incluye el regimiento Zepita, que no es una unidad chilena. (en la posición: amphibiousAssaults[0])');
  });
});

/** Every path the record checks give their messages (position/navalRecord.ts, battleRecord.ts, validateRecords.ts, decisions/ `check`). */
const ENGINE_PATHS = [
  'naval.stacks.0',
  'naval.stoppedTurn',
  'naval.raided',
  'naval.captured',
  'naval.infernalPorts',
  'naval.combat.hex',
  'naval.combat.stack',
  'naval.combat.ships',
  'naval.combat.setAside',
  'naval.combat.fired',
  'naval.combat.targeted',
  'naval.combat.captureTried',
  'land.battle',
  'land.battle.attackers',
  'land.battle.defenders',
  'amphibiousAssaults.0',
  'pending.0',
  ...['pieces', 'units', 'candidates', 'rolledWith', 'blockaders', 'ship', 'unit', 'path'].map((field) => `pending.2.${field}`),
];
/** Every parameter a record's message may take, so that each code can be worded with any path. */
const PARAMS = { id: 'pe-ship-huascar', hex: '2415', ship: 'pe-ship-huascar', unit: 'cl-inf-buin-1', piece: 'cl-inf-buin-1', side: 'chile', current: 'setup', decision: 'landMove', under: 'landMove', count: 2, max: 1, rule: '8.2', turn: 3, from: '3115', to: '2415' };
const WHERE: Readonly<Record<Language, string>> = { en: ' (in the position: ', es: ' (en la posición: ' };

describe('a phase in Spanish takes its article', () => {
  it('7.2 a stack sailing in the set-up: "la Fase de Despliegue" (it said "el Fase de Despliegue")', () => {
    const sailing = (p: Loose) => void (p.naval.stacks = [{ ...stack(['cl-ship-cochrane']), status: 'sailing' }]);
    expect(refusal(sailing, 'es')).toBe('Posición no válida: la flotilla 1 navega en la Fase de Despliegue, pero una flotilla solo navega en la Fase de Movimiento Naval (7.2). (en la posición: naval.stacks[0])');
    expect(refusal(sailing)).toMatch(/^Invalid position: naval stack 1 is sailing in the Set-up, but a stack sails only in the Naval Movement Phase \(7\.2\)\./);
  });
});

describe('no refused record starts its sentence with a raw path (issue 20)', () => {
  it('the English and the Spanish tables word the same codes', () => {
    expect(Object.keys(positionRecordsEs).sort()).toEqual(Object.keys(positionRecordsEn).sort());
  });

  it('every message that shows a path leads with the field in words, in both languages, the path only at the end', () => {
    const bad: string[] = [];
    const withPath = new Set<string>();
    for (const code of [...Object.keys(positionRecordsEn), ...Object.keys(positionEn)]) {
      for (const path of ENGINE_PATHS) {
        for (const lang of ['en', 'es'] as const) {
          const text = sayIn(lang, { code, params: { ...PARAMS, path } } as unknown as Message);
          const at = text.indexOf(WHERE[lang]);
          if (at < 0) continue; // a message about no field of the position
          withPath.add(code);
          const sentence = text.slice(0, at);
          // A raw path ("naval.stacks.0", "pending.2.units"), or a field fileField could not read ("a field").
          if (/\b[a-z]\w*\.\w/.test(sentence) || /\b(a field|un campo)\b/.test(sentence)) bad.push(`${code} ${path} (${lang}): ${text}`);
          if (!text.endsWith(')') || !sentence.endsWith('.')) bad.push(`${code} ${path} (${lang}): the path is not after the sentence: ${text}`);
        }
      }
    }
    expect(bad).toEqual([]);
    // Every record message that names a path is checked (49 of them), and the piece checks too.
    expect([...withPath].filter((c) => c in positionRecordsEn)).toHaveLength(49);
  });
});
