import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine';
import { i18n } from '../i18n';
import { LogView } from '../LogView';
import { useGameStore } from '../store';
import type { LogEntry } from '../store/types';

const pieces = ['bo-inf-colorados', 'bo-inf-sucre'];
const moveRoll: GameEvent = { type: 'roll', purpose: { code: 'roll.landMovement', params: {} }, rule: '8.2', side: 'allied', dice: [5, 4], reading: 'highest', modifiers: [], result: 5, scripted: false };
const march: GameEvent[] = [
  moveRoll,
  { type: 'landMoved', side: 'allied', pieces, from: '3513', to: '3514', cost: 1, mpLeft: 4, rule: '8.2' },
  { ...moveRoll, dice: [2, 2], result: 2 },
  { type: 'landMoved', side: 'allied', pieces, from: '3514', to: '3515', cost: 2, mpLeft: 0, rule: '8.2' },
  { type: 'moveEnded', side: 'allied', pieces, at: '3515', reason: 'reason.haltedByDoubles', rule: '8.4' },
  { type: 'stepLost', side: 'allied', unit: 'bo-inf-sucre', reason: 'reason.movementAttrition', rule: '8.3' },
];
const phase = (turn: number, side: 'chile' | 'allied', p: 'administrative' | 'landMovement' = 'administrative'): GameEvent => ({ type: 'phaseBegan', turn, side, phase: p, rule: '4.1' });
const supply = (side: 'chile' | 'allied'): GameEvent => ({ type: 'supplyPlaced', side, count: 1, where: '2008', rule: '4.1' });

function showLog(events: GameEvent[]) {
  const log: LogEntry[] = events.map((event, i) => ({ step: i + 1, event }));
  act(() => useGameStore.setState({ log, game: { ...useGameStore.getState().game, turn: 3 } }));
  render(<LogView />);
}
const rows = () => within(screen.getByTestId('log')).queryAllByRole('listitem');

describe('the game log (issue 19)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useGameStore.getState().startGame({ seed: 'log-test', setup: 'manual' });
  });

  it('8.2 note: a unit dropped off on the march is told in the march\'s line, where it stayed (the march was cut in two there and the unit never named)', () => {
    const four = ['cl-inf-valdivia', 'cl-inf-lautaro', 'cl-inf-chillan', 'cl-inf-coquimbo'];
    const three = four.filter((p) => p !== 'cl-inf-chillan');
    showLog([
      phase(2, 'chile', 'landMovement'),
      { ...moveRoll, side: 'chile', dice: [6, 3], result: 6 },
      { type: 'landMoved', side: 'chile', pieces: four, from: '2914', to: '2913', cost: 1, mpLeft: 5, rule: '8.2' },
      { type: 'moveEnded', side: 'chile', pieces: ['cl-inf-chillan'], at: '2913', reason: 'reason.droppedOff', rule: '8.2' },
      { type: 'landMoved', side: 'chile', pieces: three, from: '2913', to: '2912', cost: 3, mpLeft: 2, rule: '8.2' },
      { type: 'moveEnded', side: 'chile', pieces: three, at: '2912', reason: 'reason.stopped', rule: '8.2' },
    ]);
    const marches = rows().filter((li) => li.getAttribute('data-line') === 'march');
    expect(marches).toHaveLength(1);
    expect(marches[0]!.textContent).toMatch(/3 units from Mollendo \(2914\) to hex 2912 \(2 hexes, 4 MP, 1 movement roll: 6, 3\); leaving Chillán .* at Arequipa \(2913\)/);
  });

  it('8.2: a march is one line — from, to, hexes, MP, movement rolls with their dice, and attrition — linked to the hex it ended in', () => {
    showLog([phase(2, 'allied', 'landMovement'), ...march]);
    const line = rows().find((li) => li.getAttribute('data-line') === 'march')!;
    expect(rows()).toHaveLength(2);
    // "from … to …", as the Spanish "desde … hasta …" (the English line read "4 units the Chile Holding Box → hex 3224").
    // Each roll's dice stay in the line once the move is one line (QA round 9: only their count was left).
    expect(line.textContent).toMatch(/ from .*3513\)? to .*3515\)? \(2 hexes, 3 MP, 2 movement rolls: 5, 4; 2, 2\); attrition:/);
    expect(line.textContent).toContain('lost a step');
    fireEvent.click(within(line).getByRole('button', { name: /3515/ }));
    // Outlined, and nothing picked (a link selected the hex, which armed an NADC order there: table QA round 11).
    expect(useGameStore.getState().lookedAt).toBe('3515');
    expect(useGameStore.getState().selectedHex).toBeNull();
    // The rule case of the move is still its link to the rules reference.
    expect(line.querySelector('[data-rule-link="8.2"]')).not.toBeNull();
  });

  it('keeps the whole game: the first entry of a long log is there, not only the last 120', () => {
    const events = [phase(1, 'chile'), ...Array.from({ length: 400 }, (_, i) => supply(i % 2 ? 'chile' : 'allied'))];
    showLog(events);
    expect(screen.getByTestId('log-count').textContent).toBe('Entries: 401 of 401');
    const scroll = screen.getByTestId('log').parentElement!;
    act(() => {
      scroll.scrollTop = 1_000_000;
      fireEvent.scroll(scroll);
    });
    expect(rows().some((li) => li.getAttribute('data-step') === '1')).toBe(true);
  });

  it('filters by side, by kind and by turn', () => {
    showLog([phase(1, 'chile'), supply('chile'), { ...moveRoll, side: 'chile' }, phase(2, 'allied'), supply('allied'), ...march]);
    expect(screen.getByTestId('log-count').textContent).toBe('Entries: 6 of 6');
    fireEvent.change(screen.getByLabelText('Side'), { target: { value: 'chile' } });
    expect(rows().map((li) => li.getAttribute('data-step'))).toEqual(['3', '2', '1']);
    fireEvent.change(screen.getByLabelText('Side'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Supply'));
    fireEvent.click(screen.getByLabelText('Land'));
    fireEvent.click(screen.getByLabelText('Turns and set-up'));
    // Only the dice are left: the lone roll (the march, with its rolls, is a land line).
    expect(rows().map((li) => li.getAttribute('data-step'))).toEqual(['3']);
    fireEvent.click(screen.getByLabelText('Land'));
    fireEvent.change(screen.getByLabelText('Turn'), { target: { value: '2' } });
    expect(rows().map((li) => li.getAttribute('data-line'))).toEqual(['march']);
  });

  it('says so when nothing matches', () => {
    showLog([phase(1, 'chile'), supply('chile')]);
    fireEvent.change(screen.getByLabelText('Turn'), { target: { value: '3' } });
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('No entry matches the filters.')).toBeTruthy();
  });

  it('4.1 a run of NADC orders is one line naming the ships that hold one at its end (one line a ship made twenty lines an Administrative Phase: QA round 7)', () => {
    const nadc = (ship: string, assigned = true): GameEvent => ({ type: 'nadcAssigned', side: 'chile', ship, assigned, rule: '4.1' });
    showLog([phase(2, 'chile'), nadc('cl-ship-cochrane'), nadc('cl-ship-blanco-encalada'), nadc('cl-ship-esmeralda'), nadc('cl-ship-esmeralda', false), nadc('cl-ship-loa'), nadc('cl-ship-rimac'), supply('chile')]);
    expect(rows()).toHaveLength(3);
    const line = rows().find((li) => li.getAttribute('data-line') === 'nadcs')!;
    expect(line.textContent).toContain('Chile: NADCs stacked with 4 ships (Almirante Cochrane, Blanco Encalada and 2 more)');
    expect(line.querySelector('[data-rule-link="4.1"]')).not.toBeNull();
  });
});

