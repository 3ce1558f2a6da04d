import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, type GameState } from '../../engine';
import { LAND_UNITS } from '../../engine/counters';
import { LESSONS, lessonById, startLesson } from '../../lessons';
import { BotControls } from '../bot/BotControls';
import { CombatPanel } from '../combat/CombatPanel';
import { LandUnitFace } from '../counters/faces';
import { NATION_COLOURS } from '../counters/nationColours';
import { actionLabel, eventText, hexName } from '../describe';
import { lineText } from '../log/lineText';
import { useGameStore } from '../store';
import { i18n } from '.';
import { describeEs } from './describe.es';
import { es } from './es';
import { finishEs } from './messages/es';
import { messagesEs } from './messages/messages.es';
import { chitEffectNameIn, counterLabelIn, pieceNameIn } from './messages/pieceNames';
import { EVERY_SPANISH_TEXT, lessonSpanish, spanishStrings } from './spanishStrings.testKit';

/**
 * The Spanish interface names the rules' things with the Spanish rulebook's words, as the in-game rules
 * reference does (QA round 7: the glossary heads src/ui/i18n/messages/lexicon.es.ts), one word for each
 * thing; and its sentences read as Spanish once their places are filled in.
 */

const EVERY_SPANISH_STRING: readonly [string, string][] = [
  ...EVERY_SPANISH_TEXT,
  ...LAND_UNITS.map((u): [string, string] => [`piece.${u.id}`, pieceNameIn('es', u.id)]),
  ...LAND_UNITS.map((u): [string, string] => [`counter.${u.id}`, counterLabelIn('es', u)]),
];

/** The words the interface used before it took the rulebook's (each with the rulebook's word, for the message). */
const RETIRED: readonly [RegExp, string][] = [
  [/columnas? de suministro/iu, 'columna logística'],
  [/hexágono/iu, 'hex'],
  [/escal[oó]n/iu, 'paso'],
  [/(?<!\p{L})reforz/iu, 'reponer'],
  [/(?<!\p{L})merm/iu, 'desgastada'],
  [/líder inspirador/iu, 'Comandante heroico'],
  [/(?<!\p{L})trincheras?(?!\p{L})/iu, 'Reductos'],
  [/(?<!\p{L})matanza/iu, 'Sin cuartel'],
  [/Sin Efecto|Sorpresa Táctica|Carga de Caballería/u, 'the chits as the rulebook writes them'],
  [/incursi[oó]n/iu, 'raid'],
  [/averiad/iu, 'dañado'],
  [/interceptaci[oó]n/iu, 'intercepción'],
];

function retiredIn(strings: readonly [string, string][]): string[] {
  return strings.flatMap(([path, text]) => RETIRED.filter(([re]) => re.test(text)).map(([re, now]) => `${path}: ${String(re)} (say ${now}): ${text}`));
}

describe('the Spanish interface names things with the Spanish rulebook\'s words (QA round 7)', () => {
  it('walks every table (the check is not vacuous)', () => {
    expect(EVERY_SPANISH_STRING.length).toBeGreaterThan(900);
    expect(retiredIn([['x', 'una Columna de Suministro en el hexágono'], ['y', 'Líder Inspirador'], ['z', 'pierde un escalón']])).toHaveLength(4);
    expect(retiredIn([['x', 'una columna logística en el hex'], ['y', 'Comandante heroico'], ['z', 'pierde un paso'], ['w', 'refuerzos chilenos']])).toEqual([]);
  });

  it('no Spanish string uses a retired word: Columna de Suministro, hexágono, escalón, reforzar, mermada, Líder Inspirador, Trincheras, Matanza, incursión, averiado', () => {
    expect(retiredIn(EVERY_SPANISH_STRING)).toEqual([]);
  });

  it('8.9: the combat advantage chits are the rulebook\'s, capitalised as it writes them (one capital)', () => {
    const names = (['inspiringLeader', 'earthworks', 'cavalryCharge', 'tacticalSurprise', 'slaughter', 'canister', 'noEvent'] as const).map((e) => chitEffectNameIn('es', e));
    expect(names).toEqual(['Comandante heroico', 'Reductos', 'Carga de caballería', 'Sorpresa táctica', 'Sin cuartel', 'Metralla', 'Sin efecto']);
  });

  it('the lessons\' Spanish quotes with «», not straight quotes (the «+» of a unit)', () => {
    const straight = LESSONS.flatMap((l) => lessonSpanish(l, l.id)).filter(([, text]) => text.includes('"'));
    expect(straight).toEqual([]);
    expect(lessonById('land-attack')!.intro.es.join(' ')).toContain('sumando el «+» de sus unidades');
  });

  it('the game-over button that opens the replay says so: "Ver la repetición" (it read "Repetir la partida", as if to play it again)', () => {
    expect(es.gameOver.replay).toBe('Ver la repetición');
  });
});

/** A place's words as the game fills them into a sentence: the box (with its article), a hex, a town. */
const PLACES = ['el cajetín Chile', 'hex 3118', 'Lima (2008)'];
const PLACE_KEYS = ['from', 'to', 'place', 'hex', 'at', 'where', 'target', 'via', 'places', 'hexes'];
/** "de el", "a el" left uncontracted; a hex by its number after a preposition without its article. */
const UNCONTRACTED = /(?<![\p{L}\p{N}])(?:de|a) el(?![\p{L}\p{N}])/iu;
const HEX_WITHOUT_ARTICLE = /(?<![\p{L}\p{N}])(?:en|a|de|desde|hasta|hacia|por|con|contra|entre|y|o) hex \d{4}/iu;

/** Each Spanish i18next string that takes a place, rendered as the game renders it, once with each kind of place. */
function renderedWithPlaces(): [string, string][] {
  const tEs = i18n.getFixedT('es');
  const keys = spanishStrings({ ...es, describe: describeEs }, '').filter(([, text]) => PLACE_KEYS.some((k) => text.includes(`{{${k}}}`)));
  return keys.flatMap(([path, text]) =>
    PLACES.map((place): [string, string] => {
      const values: Record<string, unknown> = { count: 2 };
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) if (name !== 'count') values[name!] = PLACE_KEYS.includes(name!) ? place : 'X';
      return [`${path} (${place})`, tEs(path.replace(/_(one|other)$/, '') as never, values as never) as unknown as string];
    }),
  );
}

/** Each engine message template, its places filled with each kind of place, as sayIn words it. */
function messagesWithPlaces(): [string, string][] {
  return Object.entries(messagesEs).flatMap(([code, template]) =>
    PLACES.map((place): [string, string] => {
      const p = new Proxy({}, { get: (_t, k) => (k === 'side' ? 'chile' : k === 'current' || k === 'phase' ? 'landMovement' : k === 'piece' ? 'cl-inf-buin-1' : 1) });
      const f = new Proxy({}, { get: (_t, k) => (PLACE_KEYS.includes(String(k)) ? place : 'X') });
      const text = typeof template === 'function' ? (template as (p: unknown, f: unknown) => string)(p, f) : template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => (PLACE_KEYS.includes(k) ? place : 'X'));
      return [`${code} (${place})`, finishEs(text)];
    }),
  );
}

describe('Spanish sentences with a place in them read as Spanish (QA round 7)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('es');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('"del cajetín", "al hex", never "de el", "a el"; a hex after a preposition has its article ("en el hex 3222")', () => {
    const all = [...renderedWithPlaces(), ...messagesWithPlaces()];
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter(([, text]) => UNCONTRACTED.test(text) || HEX_WITHOUT_ARTICLE.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('the tester\'s lines: a column from the box, a step into a hex, a fleet sailing in a hex, a move from the box', () => {
    expect(actionLabel({ type: 'replenish', side: 'chile', unit: 'cl-inf-buin-1', from: { kind: 'holdingBox' } } as never, 'consumeSupply')).toBe(
      'Reponer regimiento Buin 1.º de Línea (columna logística del cajetín Chile)',
    );
    expect(actionLabel({ type: 'moveStep', side: 'chile', to: '3222' } as never, 'landMovement')).toBe('Entrar en el hex 3222');
    expect(i18n.t('navalTable.sail.sailing', { fleet: 'Huáscar', place: hexName('3118'), count: 1 })).toBe('Huáscar navega en el hex 3118: haz clic en un hex resaltado para seguir (7.2).');
    expect(eventText({ type: 'moveEnded', side: 'chile', pieces: ['cl-inf-2nd'], at: '3222', reason: 'reason.stopped', rule: '8.2' } as never)).toBe(
      'Chile: regimiento 2.º de Línea — fin del movimiento en el hex 3222: alto por decisión propia (8.2)',
    );
    const march = { side: 'chile', pieces: ['cl-inf-gen-bn-1', 'cl-inf-gen-bn-2', 'cl-inf-gen-bn-3', 'cl-inf-gen-bn-4'], path: ['holdingBox', '3130', '3224'], cost: 4, rolls: 1, dice: [[3, 4]], losses: [], dropped: [], count: 2 };
    expect(lineText({ type: 'march', turn: 3, side: 'chile', kind: 'land', march } as never).text).toBe('Chile: 4 unidades, desde el cajetín Chile hasta el hex 3224 (2 hexes, 4 PM, 1 tirada de movimiento: 3, 4)');
  });

  it('a percent has its non-breaking space ("17 %"), and the odds lists keep "(1 PM)" and "2: 20 %" on one line', () => {
    expect(i18n.t('odds.attrition', { p: '17%' })).toBe('Probabilidad de dobles (un paso de desgaste, 8.3): 17\u00a0%');
    expect(i18n.t('odds.reach', { place: hexName('3118'), p: '50%', cost: 1 })).toBe('Hex 3118: 50\u00a0% con esta tirada (1\u00a0PM)');
    expect(i18n.t('combatSteps.odds.hitsBy', { side: 'Aliados', dist: '0: 35% · 1: 40% · 2: 2%' })).toBe('Aliados, impactos: 0:\u00a035\u00a0% · 1:\u00a040\u00a0% · 2:\u00a02\u00a0%');
    expect(i18n.t('navalTable.sail.risk', { fleet: 'Huáscar', hex: hexName('2415'), at: hexName('2514'), count: 2, chance: 17 })).toBe(
      'Posible intercepción de Huáscar, desde el hex 2415, en el hex 2514: 2 hexes, 17\u00a0% (7.3, 7.4)',
    );
  });
});

/** The land-attack lesson's position with its dice fixed: Chile's attack on the Zepita formed, both sides to score one hit. */
function formingAttack(): GameState {
  const start = startLesson(lessonById('land-attack')!);
  if (!start.ok) throw new Error('lesson position');
  const game = { ...start.value, dice: { ...start.value.dice, script: [3, 2, 6, 2, 3, 1, 4] } };
  const r = applyAction(game, { type: 'beginAttack', side: 'chile', from: '3217', target: '3318' });
  if (!r.ok) throw new Error('beginAttack');
  return r.state;
}

describe('the Spanish table (QA round 7)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('es');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('combat: the odds in Spanish percents, and the losses name the side as a label ("Pérdidas: Aliados: regimiento Zepita pierde un paso")', () => {
    useGameStore.setState({ game: formingAttack(), start: null, actions: [], log: [], gameId: 'spanish-terms', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, dismissedCards: { chile: [], allied: [], observer: [] } });
    render(<CombatPanel />);
    const odds = screen.getByTestId('combat-odds').textContent ?? '';
    expect(odds).toMatch(/\d\u00a0%/);
    expect(odds).not.toMatch(/\d%/);
    expect(odds).toMatch(/0:\u00a0\d+\u00a0%/);
    fireEvent.click(within(screen.getByTestId('combat-odds')).getByRole('button', { name: /^Atacar$/ }));
    expect(within(screen.getByTestId('combat-card')).getByTestId('combat-losses').textContent).toBe('Pérdidas: Aliados: regimiento Zepita pierde un paso');
  });

  it('the counters print Spanish names, as short as the English ones ("1.º Buin", "Bón. Inf. 3": "1st Buin", "Inf Bn 3" stood on the Spanish map)', () => {
    const english = /\d(?:st|nd|rd|th)\b|\b(?:Inf|Bn|Cav|Art|Regt)\b(?!\.)|Guards|Artillery/u;
    const labels = LAND_UNITS.map((u) => ({ id: u.id, en: counterLabelIn('en', u), es: counterLabelIn('es', u) }));
    expect(labels.filter((l) => english.test(l.es))).toEqual([]);
    // As short as the English, give or take a letter, or short enough to fit the counter unsqueezed (faces.tsx: 0.88 / (0.14 × 0.55) ≈ 11 letters).
    expect(labels.filter((l) => l.es.length > Math.max(12, l.en.length + 1))).toEqual([]);
    expect(Object.fromEntries(labels.filter((l) => ['cl-inf-buin-1', 'cl-inf-2nd', 'cl-art-2nd', 'pe-inf-guards', 'pe-inf-gen-bn-23', 'cl-cav-gen-bn-1', 'pe-art-gen-regt-2', 'cl-art-gen-bn-2'].includes(l.id)).map((l) => [l.id, l.es]))).toEqual({
      'cl-inf-buin-1': '1.º Buin',
      'cl-inf-2nd': '2.º Línea',
      'cl-art-2nd': '2.º Artillería',
      'pe-inf-guards': 'Guardia',
      'pe-inf-gen-bn-23': 'Bón. Inf. 23',
      'cl-cav-gen-bn-1': 'Bón. Cab. 1',
      'pe-art-gen-regt-2': 'Rgto. Art. 2',
      'cl-art-gen-bn-2': 'Bón. Art. 2',
    });
    const buin = LAND_UNITS.find((u) => u.id === 'cl-inf-buin-1')!;
    const { container } = render(<svg><LandUnitFace def={buin} size={60} colours={NATION_COLOURS.chile} depleted={false} /></svg>);
    expect(container.querySelector('[data-field="name"]')?.textContent).toBe('1.º Buin');
  });

  it('the bot panel names the bot in Spanish ("El bot heurístico piensa…", it read "El bot heuristic")', async () => {
    const seat = (bot: string) => useGameStore.setState({ game: newGame({ seed: 'spanish-bot' }), start: null, actions: [], log: [], viewer: 'chile', replay: null, players: { chile: 'human', allied: bot }, thinking: { side: 'allied', bot, progress: 0 } });
    const shown: string[] = [];
    for (const bot of ['heuristic', 'search', 'random']) {
      seat(bot);
      const { unmount } = render(<BotControls />);
      shown.push(screen.getByTestId('bot-thinking').textContent ?? '');
      unmount();
    }
    expect(shown).toEqual(['El bot heurístico piensa por los Aliados…', 'El bot de búsqueda piensa por los Aliados…', 'El bot aleatorio piensa por los Aliados…']);
    await act(async () => {});
  });
});
