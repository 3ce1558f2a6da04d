import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Side } from '../../engine';
import { SIDE_NAMES, sideInSentence } from '../describe';
import { i18n } from '.';
import { describeEs } from './describe.es';
import { es } from './es';
import { EVERY_SPANISH_TEXT, spanishStrings } from './spanishStrings.testKit';

/**
 * The Spanish interface speaks to the player in one register, tú ("Haz clic", "Elige", "tus buques"),
 * never usted ("Haga clic", "Elija", "Dé sus NADC"), and names the sides so that a sentence reads right
 * for Chile and for the Allies alike.
 */

const EVERY_SPANISH_STRING = EVERY_SPANISH_TEXT;

/**
 * Usted addressed to the player: its imperatives and its pronoun. Each is a whole word (no letter either
 * side), in any case. Third-person subjunctives that are not orders to the player ("salvo que termine",
 * "que lo pague") are not listed.
 */
const USTED_WORDS = [
  'haga',
  'hagan',
  'elija',
  'dé',
  'pulse',
  'seleccione',
  'escoja',
  'toque',
  'mueva',
  'coloque',
  'confirme',
  'vuelva',
  'intente',
  'abra',
  'cierre',
  'guarde',
  'cargue',
  'gaste',
  'usted',
  'ustedes',
  'de usted',
];
const USTED = new RegExp(`(?<!\\p{L})(?:${USTED_WORDS.join('|')})(?!\\p{L})`, 'iu');

describe('the Spanish register', () => {
  it('walks a real number of Spanish strings (the walk reaches every table)', () => {
    expect(EVERY_SPANISH_STRING.length).toBeGreaterThan(700);
    expect(EVERY_SPANISH_STRING.some(([path]) => path.startsWith('es.navalTable.nadc.'))).toBe(true);
    expect(EVERY_SPANISH_STRING.some(([path]) => path.startsWith('messages.prompt.'))).toBe(true);
  });

  it('the Spanish interface addresses the player as tú, never as usted', () => {
    const usted = EVERY_SPANISH_STRING.filter(([, text]) => USTED.test(text)).map(([path, text]) => `${path}: ${text}`);
    expect(usted).toEqual([]);
  });

  it('the usted check catches usted (it is not vacuous)', () => {
    for (const text of ['Haga clic en un hexágono', 'Dé sus NADC', 'elija una unidad', 'Pulse «Continuar»', 'Gaste una Columna', 'a usted le toca', 'HAGA CLIC']) expect(text, text).toMatch(USTED);
    for (const text of ['Haz clic en un hexágono', 'Da tus NADC', 'elige una unidad', 'Pulsa «Continuar»', 'Gasta una Columna', 'hagamos', 'deshaga', 'salvo que termine']) expect(text, text).not.toMatch(USTED);
  });
});

/**
 * How the code names a side in each string that takes one: `sentence`, with the Allies' article
 * (sideInSentence, "los Aliados"); `bare`, the name alone (SIDE_NAMES, "Aliados", for labels and the
 * log's "Aliados: …"); `recap`, the recap's own words (t('recap.allies'), "los Aliados"); `adjective`,
 * the side's adjective ("el jugador aliado", "NADC (aliado)").
 */
type Form = 'sentence' | 'bare' | 'recap' | 'adjective';
function sideIn(form: Form, side: Side): string {
  if (form === 'bare') return SIDE_NAMES[side];
  if (form === 'sentence') return sideInSentence(side);
  if (form === 'adjective') return i18n.t(side === 'chile' ? 'sides.chileAdj' : 'sides.alliedAdj');
  return side === 'chile' ? i18n.t('sides.chile') : i18n.t('recap.allies');
}

/** Each key that names a side, which of its placeholders are sides, and the form its caller passes. */
const SIDE_KEYS: readonly { key: string; form: Form; sides?: readonly string[] }[] = [
  // PhasePanel, BotControls, HandoverCover, RollBeforeHandover, StackPanel, SavedGamesList, files/players.
  { key: 'panel.toAct', form: 'sentence' },
  { key: 'panel.toAct_allied', form: 'sentence' },
  { key: 'panel.replaying', form: 'sentence' },
  { key: 'panel.diceWhen', form: 'bare' },
  { key: 'bot.thinking', form: 'sentence' },
  { key: 'bot.locked', form: 'sentence' },
  { key: 'handover.title', form: 'sentence' },
  { key: 'handover.mustDecide', form: 'sentence' },
  { key: 'handover.note', form: 'sentence' },
  { key: 'handover.battle', form: 'sentence' },
  { key: 'navalTable.idle.line', form: 'sentence' },
  { key: 'phaseHint.emptyPhasesPassed', form: 'bare' },
  { key: 'interception.reveal.handOver', form: 'sentence' },
  { key: 'interception.reveal.theyRolled', form: 'sentence' },
  { key: 'interception.reveal.theyRolledDie', form: 'sentence' },
  { key: 'interception.reveal.theyRolledSum', form: 'sentence' },
  { key: 'stack.deadPile', form: 'sentence' },
  { key: 'storage.won', form: 'sentence' },
  { key: 'storage.suddenDeath', form: 'sentence' },
  { key: 'files.unknownPlayer', form: 'sentence' },
  { key: 'files.notTheirTurn', form: 'sentence', sides: ['side', 'toAct'] },
  { key: 'gameOver.youWon', form: 'sentence' },
  { key: 'lesson.waitsForBegin', form: 'sentence' },
  { key: 'gameOver.youLost', form: 'sentence' },
  { key: 'gameOver.youDrew', form: 'sentence' },
  { key: 'results.verdict.initiative', form: 'sentence' },
  { key: 'handover.turn', form: 'adjective' },
  { key: 'handover.button', form: 'adjective' },
  { key: 'counter.nadcDown', form: 'adjective' },
  { key: 'counter.nadcUp', form: 'adjective' },
  { key: 'stack.nadc.now', form: 'adjective' },
  { key: 'stack.nadc.later', form: 'adjective' },
  { key: 'stack.nadc.seenUp', form: 'sentence' },
  { key: 'stack.nadc.seenDown', form: 'sentence' },
  { key: 'panel.playerTurn', form: 'bare' },
  { key: 'results.combatDice', form: 'bare' },
  { key: 'bot.turnProgress', form: 'bare' },
  { key: 'combat.attacking', form: 'bare' },
  { key: 'combat.defending', form: 'bare' },
  { key: 'combat.firstFire', form: 'bare' },
  { key: 'combat.firstFireTie', form: 'bare' },
  { key: 'navalTable.setAside.first', form: 'bare' },
  { key: 'navalTable.setAside.firstTie', form: 'bare' },
  { key: 'combatSteps.hitsSoFar', form: 'bare', sides: ['attacker', 'defender'] },
  { key: 'combatSteps.hitsLine', form: 'bare', sides: ['attacker', 'defender'] },
  { key: 'combatSteps.initiativeLine', form: 'bare' },
  { key: 'combatSteps.odds.initiative', form: 'bare' },
  { key: 'combatSteps.odds.hitsBy', form: 'bare' },
  { key: 'combatSteps.odds.outcomes', form: 'bare', sides: ['attacker', 'defender'] },
  { key: 'combatSteps.odds.noRetreat', form: 'bare' },
  { key: 'combatSteps.odds.dieMods', form: 'bare' },
  { key: 'combatSteps.summary', form: 'bare', sides: ['attacker', 'defender'] },
  { key: 'combatSteps.toChoose', form: 'bare' },
  { key: 'combatSteps.reduced', form: 'bare' },
  { key: 'combatSteps.eliminated', form: 'bare' },
  { key: 'combatSteps.retreated', form: 'bare' },
  { key: 'combatSteps.mustRetreat', form: 'bare' },
  { key: 'combatSteps.mayAdvance', form: 'bare' },
  { key: 'combatSteps.suppliesCaptured', form: 'bare' },
  { key: 'combatSteps.mayCapture', form: 'bare' },
  { key: 'mapKey.card.control', form: 'bare' },
  { key: 'navalTable.chit.hidden', form: 'sentence' },
  { key: 'log.march', form: 'bare' },
  { key: 'log.nadcs', form: 'bare' },
  { key: 'log.nadcsNone', form: 'bare' },
  { key: 'replay.seenAs', form: 'bare' },
  { key: 'recap.titleTurn', form: 'bare' },
  ...Object.entries(describeEs.event)
    .filter(([, v]) => typeof v === 'string' && v.includes('{{side}}'))
    .map(([k]) => ({ key: `describe.event.${k.replace(/_(one|other)$/, '')}`, form: 'bare' as const })),
  ...Object.entries(es.recap)
    .filter(([k, v]) => v.includes('{{side}}') && k !== 'titleTurn')
    .map(([k]) => ({ key: `recap.${k.replace(/_(one|other)$/, '')}`, form: 'recap' as const })),
  { key: 'recap.battle', form: 'recap', sides: ['attacker'] },
  { key: 'recap.assault', form: 'recap', sides: ['attacker'] },
];

/** A singular verb right after the Allies, or one whose subject they are just after it ("Ganó los Aliados"). */
const SINGULAR =
  'debe|tiene|ataca|defiende|saca|sacó|tira|deshace|gana|ganó|juega|piensa|mueve|pierde|perdió|captura|puede|retira|coloca|colocó|gasta|intenta|intercepta|fuerza|atrapa|aparta|adopta|avanza|recibe|recibió|está|es|ha|hace|decide|controla';
const VERB_THEN_ALLIES = new RegExp(`(?<!\\p{L})(?:${SINGULAR})\\s+(?:los\\s+)?Aliados`, 'iu');
const ALLIES_THEN_VERB = new RegExp(`Aliados\\s+(?:${SINGULAR})(?!\\p{L})`, 'iu');
/** "Aliados" alone inside a sentence: after a preposition, or followed by a word (a verb, most likely). */
const BARE_AFTER_PREPOSITION = /(?<!\p{L})(?:a|de|por|para|con|contra|en)\s+Aliados/iu;
const BARE_THEN_WORD = /(?<!los\s)(?<!Los\s)Aliados\s+\p{Ll}/u;

function render(key: string, form: Form, side: Side, sides: readonly string[]): string {
  const values: Record<string, unknown> = { count: 2, turn: 3, phase: 'Fase de Movimiento Terrestre', place: 'Lima (2008)', from: 'Lima (2008)', to: 'Arica (3116)', hex: 'Lima (2008)' };
  for (const name of sides) values[name] = sideIn(form, side);
  return i18n.t(key as never, values as never) as unknown as string;
}

describe('the Spanish sentences that name a side', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('es');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('every Spanish string with a {{side}} is listed here with the form its caller passes', () => {
    const listed = new Set(SIDE_KEYS.map((k) => k.key));
    const withSide = spanishStrings({ ...es, describe: describeEs }, '')
      .filter(([, text]) => text.includes('{{side}}'))
      .map(([path]) => path.replace(/_(one|other)$/, ''));
    expect(withSide.filter((k) => !listed.has(k))).toEqual([]);
  });

  it('read right for Chile and for the Allies: no "los los", no "Aliados debe", no "Ganó los Aliados", no "a Aliados"', () => {
    const wrong: string[] = [];
    for (const { key, form, sides = ['side'] } of SIDE_KEYS) {
      const chile = render(key, form, 'chile', sides);
      const allies = render(key, form, 'allied', sides);
      expect(chile, key).toContain(sideIn(form, 'chile'));
      expect(allies, key).toContain(sideIn(form, 'allied'));
      const problems = [
        /\blos\s+los\b/i.test(allies) && 'los los',
        /\b(?:del|al)\s+los\b/i.test(allies) && 'del/al los',
        VERB_THEN_ALLIES.test(allies) && 'a singular verb before the Allies',
        ALLIES_THEN_VERB.test(allies) && 'a singular verb after the Allies',
        form === 'bare' && BARE_AFTER_PREPOSITION.test(allies) && '"Aliados" without its article after a preposition',
        form === 'bare' && BARE_THEN_WORD.test(allies) && '"Aliados" without its article as a subject',
        // One sentence for both sides: only the name differs (no verb or participle agrees with it).
        chile.split(sideIn(form, 'chile')).join('·') !== allies.split(sideIn(form, 'allied')).join('·') && 'reads differently apart from the name',
      ].filter(Boolean);
      if (problems.length) wrong.push(`${key} (${problems.join(', ')}): «${chile}» / «${allies}»`);
    }
    expect(wrong).toEqual([]);
  });

  it("the engine's messages for the Allies agree with them in the plural ('Ahora deben actuar los Aliados')", () => {
    const allied = EVERY_SPANISH_STRING.filter(([path, text]) => path.includes('(allied,') && /Aliados/.test(text));
    expect(allied.length).toBeGreaterThan(5);
    const wrong = allied.filter(([, text]) => /\blos\s+los\b/i.test(text) || VERB_THEN_ALLIES.test(text) || ALLIES_THEN_VERB.test(text) || BARE_AFTER_PREPOSITION.test(text));
    expect(wrong).toEqual([]);
  });

  it('the side check catches what it should (it is not vacuous)', () => {
    expect('Aliados debe decidir').toMatch(ALLIES_THEN_VERB);
    expect('Ganó los Aliados, turno 3').toMatch(VERB_THEN_ALLIES);
    expect('Pasa el dispositivo a Aliados').toMatch(BARE_AFTER_PREPOSITION);
    expect('Aliados ataca desde Lima').toMatch(BARE_THEN_WORD);
    expect('Les toca a los Aliados').not.toMatch(BARE_AFTER_PREPOSITION);
    expect('Aliados: ataque desde Lima').not.toMatch(BARE_THEN_WORD);
    expect('Les toca a los Aliados').not.toMatch(VERB_THEN_ALLIES);
  });
});
