import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSide, applyAction, loadPosition, newGame, OPTION_INFO, parseGameFile, type GameState } from '../../engine';
import { playGame } from '../../bots/playGame';
import { randomBot } from '../../bots/randomBot';
import { ENGINE_PATTERNS, translateEngineText } from './engineText';
import { playSampleGames } from './engineText.testGames';
import { i18n, setLanguage } from './index';

/** Every refusal the engine can give for an action, plus the loaders' errors. */
function errorMessages(finished: GameState): string[] {
  const out: string[] = [];
  const fresh = newGame({ seed: 'errors' });
  const refuse = (state: GameState, action: unknown) => {
    const r = applyAction(state, action);
    if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(action)}`);
    out.push(r.error.message);
  };
  refuse(fresh, { nonsense: true }); // MALFORMED
  refuse(fresh, { type: 'endPhase', side: 'chile' }); // NOT_YOUR_TURN (the Allies set up first)
  refuse(fresh, { type: 'rollMove', side: 'allied' }); // ILLEGAL in the phase
  refuse(finished, { type: 'endPhase', side: 'chile' }); // GAME_OVER
  // ILLEGAL while a decision is pending ("First: <prompt>")
  let waiting: GameState | undefined;
  try {
    playGame(7, { chile: randomBot, allied: randomBot }, {}, 5_000, (state) => {
      if (state.pending.length > 0 && !waiting) {
        waiting = state;
        throw new Error('found');
      }
    });
  } catch {
    // stopped at the first pending decision
  }
  if (waiting) refuse(waiting, { type: 'endPhase', side: activeSide(waiting) });
  for (const input of ['not json', '{}', 'x'.repeat(3_000_000)]) {
    const r = loadPosition(input);
    if (!r.ok) out.push(r.error.message);
  }
  for (const input of ['not json', '{"format":"wotp-game","version":999}', '{}']) {
    const r = parseGameFile(input);
    if (!r.ok) out.push(r.error.message);
  }
  return out;
}

describe('engine text in Spanish (issue 11: no untranslated engine string)', () => {
  const before = i18n.language;
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage(before === 'es' ? 'es' : 'en'));

  it('passes English through unchanged', () => {
    expect(translateEngineText('Supply Column allotment', 'en')).toBe('Supply Column allotment');
    expect(translateEngineText('Supply Column allotment')).toBe('asignación de Columnas de Suministro');
  });

  it('translates the prompts, roll purposes, modifier reasons, event texts and error messages of random games', () => {
    const samples = [playSampleGames([1, 2, 3], { shipCapture: true, infernalMachines: true }), playSampleGames([11])];
    const texts = new Set<string>();
    for (const g of samples) for (const t of g.engineTexts) texts.add(t);
    const finished = samples[0]!.finalStates.find((s) => s.result);
    expect(finished).toBeDefined();
    const errors = errorMessages(finished!);
    expect(errors.filter((m) => m.startsWith('First: ')).length, errors.join('\n')).toBe(1);
    expect(errors.length, errors.join('\n')).toBe(11);
    for (const m of errors) texts.add(m);
    for (const { label } of Object.values(OPTION_INFO)) texts.add(label);
    expect(texts.size).toBeGreaterThan(100);
    const unmatched = [...texts].filter((t) => translateEngineText(t, 'es') === t);
    expect(unmatched, `untranslated engine text:\n${unmatched.join('\n')}`).toEqual([]);
    // Where is each pattern used? (Printed for the record; a pattern unused here is not an error:
    // random games rarely reach some rules.)
    const used = new Set<number>();
    for (const t of texts) used.add(ENGINE_PATTERNS.findIndex((p) => p.en.test(t)));
    console.info(`engine text: ${texts.size} distinct strings, ${used.size} of ${ENGINE_PATTERNS.length} patterns used`);
  }, 90_000);

  it('keeps historical names and translates the generic words inside engine text', () => {
    expect(translateEngineText('armour of Huáscar', 'es')).toBe('blindaje de Huáscar');
    expect(translateEngineText('raid by Huáscar on Fort Callao', 'es')).toBe('incursión de Huáscar contra Fuerte Callao');
    expect(translateEngineText('First: Take 2 combat hits: choose the unit that loses a step (one at a time).', 'es')).toBe(
      'Primero: Recibes 2 impactos de combate: elige la unidad que pierde un escalón (una cada vez).',
    );
    expect(translateEngineText('"rollMove" is not allowed in the Administrative Phase.', 'es')).toBe('«rollMove» no está permitido en la Fase Administrativa.');
    expect(translateEngineText('Inspiring Leader: Bolognesi', 'es')).toBe('Líder Inspirador: Bolognesi');
    expect(translateEngineText('1st Buin regiment +1', 'es')).toBe('iniciativa de 1st Buin regiment: +1');
    expect(translateEngineText('Chile has 7 VP, at least 6: Chilean victory.', 'es')).toBe('Chile tiene 7 PV, al menos 6: victoria chilena.');
  });

  it('has a Spanish rendering for every template written out from the engine source', () => {
    // The engine's templates that random games seldom reach, filled in by hand.
    const rare = [
      'Enemy warships blockade 2007: run the blockade?',
      'Your blockade of 2007: intercept the ships there (automatic)?',
      '1 of the blockade runners are caught: pick them (or let them go).',
      'You outnumber the enemy: set aside up to 1 ship before the battle?',
      'Every enemy warship is damaged: try to capture enemy ships?',
      'Take 1 combat hit: choose the unit that loses a step.',
      'Defender: spend a Supply Column in hex 3123 for an extra combat die (8.9) and/or +1 initiative (6.1)?',
      'Your units in hex 3123 inflicted no hit: retreat to an adjacent hex, or deplete one unit to stay.',
      'Hex 3123 is empty of enemy units: advance participating units into it (up to the stacking limit), or stay.',
      'Doubles: choose the unit that suffers movement attrition (or a Supply Column of the stack to absorb it).',
      'Move the unit from the Chile Holding Box: 3 MP left. Doubles: attrition when the move ends, and no further roll (8.3, 8.4).',
      'Place Atacama, waiting on the turn track, in a free city.',
      'Repair Huáscar: pay 2 Supply Columns now, or wait 2 game turns.',
      'Place your Supply Column one by one in Lima or Callao, or Oruro or La Paz (at least one Bolivian).',
      'Hex 2008 is over the stacking limit: eliminate 1 more land unit there.',
      'Repair of Huáscar',
      'Fort Arica fires at Huáscar',
      'highest speed modifier intercepted (Huáscar)',
      'salt desert terrain',
      'held its ground instead of retreating',
      'no depot city is left uncaptured',
      'Chile holds Oruro and La Paz',
      'Chile has 9 VP (at least 9)',
      'Chile has 15 VP (13–17): a draw.',
      'ignored: no artillery in the combat',
      'State hash after step 4 is abc, the file says def.',
      "The new game does not match the file's initial hash (another seed, options or engine version).",
      'Invalid position: units.x: no such land unit in the counter manifest',
    ];
    expect(rare.filter((t) => translateEngineText(t, 'es') === t)).toEqual([]);
  });
});
