import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { actionLabel } from '../describe';
import { flagship, fleetName } from './fleetName';

describe('fleets named after their strongest ship (issue 18)', () => {
  afterEach(() => setLanguage('en'));

  it('the strongest ship leads: a warship before a transport, then the higher gunfire factor, then armour (7.9)', () => {
    expect(flagship(['pe-ship-chalaco', 'pe-ship-manco-capac', 'pe-ship-huascar'])).toBe('pe-ship-huascar');
    expect(flagship(['cl-ship-covadonga', 'cl-ship-cochrane'])).toBe('cl-ship-cochrane');
    expect(flagship(['cl-ship-loa', 'cl-ship-covadonga'])).toBe('cl-ship-covadonga');
  });

  it('"Huáscar and 2 more", "Huáscar" alone, in English and Spanish', () => {
    expect(fleetName(['pe-ship-chalaco', 'pe-ship-huascar', 'pe-ship-limena'])).toBe('Huáscar and 2 more');
    expect(fleetName(['pe-ship-huascar'])).toBe('Huáscar');
    setLanguage('es');
    expect(fleetName(['pe-ship-chalaco', 'pe-ship-huascar'])).toBe('Huáscar y 1 más');
  });

  it('a moving stack\'s buttons name the fleet, not "stack 1", when its ships are known', () => {
    const naval = { stacks: [{ id: 's1', ships: ['cl-ship-covadonga', 'cl-ship-cochrane'] }] };
    expect(actionLabel({ type: 'endMove', side: 'chile', stack: 's1' }, 'navalMovement', naval)).toBe('End the movement of Almirante Cochrane and 1 more');
  });

  it('in Spanish the fleet takes no article meant for "flotilla": "Terminar el movimiento de Almirante Cochrane y 1 más" (it read "de la Almirante Cochrane")', () => {
    const naval = { stacks: [{ id: 's1', ships: ['cl-ship-covadonga', 'cl-ship-cochrane'] }] };
    setLanguage('es');
    expect(actionLabel({ type: 'endMove', side: 'chile', stack: 's1' }, 'navalMovement', naval)).toBe('Terminar el movimiento de Almirante Cochrane y 1 más');
    expect(actionLabel({ type: 'sail', side: 'chile', stack: 's1', to: '2814' }, 'navalMovement', naval)).toBe('Navegar con Almirante Cochrane y 1 más al hex 2814');
  });
});
