import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeSide } from '../engine';
import { lessonById, startLesson } from '../lessons';
import { PlayingScreen } from './PlayingScreen';
import { useRecapStore } from './recap/recapStore';
import { legalActionsOf, useGameStore } from './store';

const store = useGameStore.getState;
/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
/** The player to act takes the device (hot seat), so that the board and its panels are shown. */
const takeDevice = () => {
  const side = activeSide(store().game);
  if (side && store().viewer !== side) act(() => store().takeOver(side));
};

describe('the side panels at the start of a turn', () => {
  it('"Since your last turn" comes before the last battle\'s card once no battle is being fought (the card pushed it out of sight after a bot\'s battle); during a battle, the battle comes first', () => {
    const lesson = lessonById('land-attack')!;
    const start = startLesson(lesson);
    if (!start.ok) throw new Error('lesson position');
    act(() => useGameStore.setState({ game: start.value, start: start.value, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
    // The lesson's attack, played until a battle is under way, then to its end.
    const attack = legalActionsOf(store().game).find((a) => a.type === 'beginAttack')!;
    act(() => store().dispatch(attack));
    for (let i = 0; i < 40 && store().game.land.battle === null && store().game.pending.length > 0; i++) act(() => store().dispatch(legalActionsOf(store().game)[0]!));
    expect(store().game.land.battle).not.toBeNull();
    takeDevice();
    act(() => useRecapStore.getState().show({ kind: 'since', from: 0, to: store().game.step }));
    render(<PlayingScreen />);
    expect(before(screen.getByTestId('combat'), screen.getByTestId('recap'))).toBe(true);
    for (let i = 0; i < 60 && store().game.land.battle !== null; i++) act(() => store().dispatch(legalActionsOf(store().game)[0]!));
    expect(store().game.land.battle).toBeNull();
    takeDevice();
    act(() => useRecapStore.getState().show({ kind: 'since', from: 0, to: store().game.step }));
    expect(screen.getByTestId('combat')).toBeTruthy(); // the last battle's card is still shown
    expect(before(screen.getByTestId('recap'), screen.getByTestId('combat'))).toBe(true);
  });

  it('the side panel\'s CSS order leaves the recap and the combat card in the page\'s order (at order 5 the recap came after every card whatever the page said: table QA round 3)', () => {
    const css = readFileSync(join(__dirname, 'styles.css'), 'utf8');
    const orderOf = (selector: string) => {
      const rule = css.split('\n').find((l) => l.startsWith(`${selector} {`) || l.startsWith(`${selector},`));
      return /order:\s*(\d+)/.exec(rule ?? '')?.[1];
    };
    expect(orderOf('.side-panel > .recap')).toBeDefined();
    expect(orderOf('.side-panel > .recap')).toBe(orderOf('.side-panel > .combat-panel'));
  });
});
