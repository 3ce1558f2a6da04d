import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fort } from '../../engine/counters/forts';
import { landUnit } from '../../engine/counters/landUnits';
import { nadcChitsOf } from '../../engine/counters/nadc';
import { ship } from '../../engine/counters/ships';
import { i18n } from '../i18n';
import { Counter } from './Counter';
import { NadcChit } from './NadcChit';
import { NATION_COLOURS } from './nationColours';

function inSvg(node: ReactElement) {
  return render(<svg>{node}</svg>).container;
}

function field(container: HTMLElement, name: string): string | null {
  return container.querySelector(`[data-field="${name}"]`)?.textContent ?? null;
}

describe('Counter — land units (2.6, 8.8, 7.6, 9.0)', () => {
  it('draws a full Chilean regiment white on blue with its symbol, steps, initiative, raid modifier and name', () => {
    const c = inSvg(<Counter def={landUnit('cl-inf-buin-1')} size={60} x={10} y={20} />);
    const g = c.querySelector('[data-unit="cl-inf-buin-1"]');
    expect(g).not.toBeNull();
    expect(g?.getAttribute('transform')).toBe('translate(10,20)');
    expect(g?.querySelector('rect')?.getAttribute('fill')).toBe(NATION_COLOURS.chile.field);
    expect(c.querySelector('[data-symbol="infantry"]')?.querySelectorAll('line')).toHaveLength(2);
    expect(field(c, 'initiative')).toBe('+2');
    expect(field(c, 'steps')).toBe('2');
    expect(field(c, 'raid')).toBe('0');
    expect(field(c, 'size')).toBe('III');
    expect(field(c, 'name')).toBe('1st Buin');
    expect(field(c, 'reinforcement')).toBeNull();
    expect(g?.getAttribute('data-depleted')).toBe('false');
  });

  it('shows the depleted side with a stripe, one step and the depleted initiative', () => {
    const c = inSvg(<Counter def={landUnit('cl-inf-buin-1')} depleted size={60} x={0} y={0} />);
    expect(c.querySelector('[data-stripe="depleted"]')).not.toBeNull();
    expect(field(c, 'steps')).toBe('1');
    expect(field(c, 'initiative')).toBe('+1');
    expect(c.querySelector('[data-unit]')?.getAttribute('data-depleted')).toBe('true');
  });

  it('prints the R-number of a reinforcement (9.0 "Aconcagua … R5")', () => {
    const c = inSvg(<Counter def={landUnit('cl-inf-aconcagua')} size={60} x={0} y={0} />);
    expect(field(c, 'reinforcement')).toBe('R5');
  });

  it('uses the cavalry / and artillery dot symbols, and Peru red on white, Bolivia yellow on green', () => {
    const cav = inSvg(<Counter def={landUnit('pe-cav-torata')} size={60} x={0} y={0} />);
    expect(cav.querySelector('[data-symbol="cavalry"]')?.querySelectorAll('line')).toHaveLength(1);
    expect(cav.querySelector('rect')?.getAttribute('fill')).toBe(NATION_COLOURS.peru.field);
    expect(field(cav, 'name')).toBe('Torata');
    const art = inSvg(<Counter def={landUnit('bo-art-santa-cruz')} size={60} x={0} y={0} />);
    expect(art.querySelector('[data-symbol="artillery"] circle')).not.toBeNull();
    expect(art.querySelector('rect')?.getAttribute('fill')).toBe(NATION_COLOURS.bolivia.field);
    expect(field(art, 'name')).toBe('Santa Cruz');
  });

  it('prints no "+" for a unit without an initiative modifier (8.8 "some units")', () => {
    const c = inSvg(<Counter def={landUnit('pe-inf-gen-bn-3')} size={60} x={0} y={0} />);
    expect(field(c, 'initiative')).toBeNull();
    expect(field(c, 'steps')).toBe('1');
    expect(field(c, 'size')).toBe('II');
    expect(field(c, 'raid')).toBe('+1');
  });

  it('has an accessible description', () => {
    const c = inSvg(<Counter def={landUnit('cl-inf-aconcagua')} size={60} x={0} y={0} />);
    expect(c.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Aconcagua, Chilean infantry regiment, initiative +2, raid modifier 0, R5',
    );
  });
});

describe('Counter — ships (7.4, 7.9)', () => {
  it('shows gunfire, armour and speed', () => {
    const c = inSvg(<Counter def={ship('pe-ship-atahualpa')} size={60} x={0} y={0} />);
    expect(c.querySelector('[data-unit="pe-ship-atahualpa"]')).not.toBeNull();
    expect(field(c, 'name')).toBe('Atahualpa');
    expect(field(c, 'gunfire')).toBe('5');
    expect(field(c, 'armour')).toBe('2');
    expect(field(c, 'speed')).toBe('\u22122');
    expect(c.querySelector('[data-symbol="warship"]')).not.toBeNull();
  });

  it('shows a damaged look', () => {
    const c = inSvg(<Counter def={ship('cl-ship-cochrane')} damaged size={60} x={0} y={0} />);
    expect(c.querySelector('[data-stripe="damaged"]')).not.toBeNull();
    expect(c.querySelector('[data-unit]')?.getAttribute('data-damaged')).toBe('true');
  });

  it('shows a transport without a gunfire factor', () => {
    const c = inSvg(<Counter def={ship('pe-ship-chalaco')} size={60} x={0} y={0} />);
    expect(field(c, 'gunfire')).toBe('\u2013');
    expect(c.querySelector('[data-symbol="transport"]')).not.toBeNull();
  });
});

describe('Counter — forts and supply columns', () => {
  it('shows a fort with its anti-ship factor, raid modifier and R-number', () => {
    const c = inSvg(<Counter def={fort('pe-fort-arica')} size={60} x={0} y={0} />);
    expect(c.querySelector('[data-unit="pe-fort-arica"]')).not.toBeNull();
    expect(field(c, 'antiShip')).toBe('7');
    expect(field(c, 'raid')).toBe('+2');
    expect(field(c, 'reinforcement')).toBe('R4');
  });

  it('shows no anti-ship factor on the inland fort of La Paz', () => {
    const c = inSvg(<Counter def={fort('bo-fort-la-paz')} size={60} x={0} y={0} />);
    expect(field(c, 'antiShip')).toBeNull();
  });

  it('draws a supply column with the supply symbol and no unit id', () => {
    const c = inSvg(<Counter def={{ kind: 'supply', nation: 'bolivia' }} size={60} x={0} y={0} />);
    expect(c.querySelector('[data-symbol="supply"]')).not.toBeNull();
    expect(c.querySelector('[data-unit]')).toBeNull();
    expect(c.querySelector('[data-kind="supply"]')?.getAttribute('aria-label')).toBe('Bolivian Supply Column');
    expect(field(c, 'name')).toBe('Supply');
  });

  it('prints the supply column\'s name in the interface\'s language: "Logística" in Spanish, the rulebook\'s columna logística (it read "Supply", then "Suministro")', async () => {
    await i18n.changeLanguage('es');
    try {
      const c = inSvg(<Counter def={{ kind: 'supply', nation: 'chile' }} size={60} x={0} y={0} />);
      expect(field(c, 'name')).toBe('Logística');
      expect(c.querySelector('[data-kind="supply"]')?.getAttribute('aria-label')).toBe('Columna logística (chilena)');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('Counter — a ship\'s captions in the interface\'s language', () => {
  it('2.3 gunfire, armour and speed are captioned G, A, S in English and F, B, V in Spanish (fuego, blindaje, velocidad; they read G, A, S in Spanish too)', async () => {
    const captions = () => {
      const c = inSvg(<Counter def={ship('cl-ship-cochrane')} size={60} x={0} y={0} />);
      return ['gunfire', 'armour', 'speed'].map((f) => c.querySelector(`[data-field="${f}"]`)?.previousElementSibling?.textContent);
    };
    expect(captions()).toEqual(['G', 'A', 'S']);
    await i18n.changeLanguage('es');
    try {
      expect(captions()).toEqual(['F', 'B', 'V']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('Counter — the nation\'s adjective agrees with the noun in Spanish', () => {
  const label = (c: HTMLElement) => c.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '';

  it('a ship, a regiment, a battalion are masculine ("transporte chileno", "(peruano)"); a Supply Column and a face-down counter feminine (they read "transporte chilena")', async () => {
    await i18n.changeLanguage('es');
    try {
      expect(label(inSvg(<Counter def={ship('cl-ship-loa')} size={60} x={0} y={0} />))).toMatch(/^Loa, transporte chileno, velocidad/);
      expect(label(inSvg(<Counter def={ship('pe-ship-huascar')} size={60} x={0} y={0} />))).toMatch(/^Huáscar, buque de guerra peruano, fuego/);
      expect(label(inSvg(<Counter def={ship('cl-ship-cochrane')} size={60} x={0} y={0} />))).toMatch(/^Almirante Cochrane, buque de guerra chileno, /);
      expect(label(inSvg(<Counter def={landUnit('cl-inf-aconcagua')} size={60} x={0} y={0} />))).toMatch(/^Aconcagua, regimiento de infantería \(chileno\), /);
      expect(label(inSvg(<Counter def={landUnit('pe-inf-gen-bn-3')} size={60} x={0} y={0} />))).toMatch(/, batallón de infantería \(peruano\), /);
      expect(label(inSvg(<Counter def={{ kind: 'supply', nation: 'chile' }} size={60} x={0} y={0} />))).toBe('Columna logística (chilena)');
      expect(label(inSvg(<Counter def={{ kind: 'supply', nation: 'bolivia' }} size={60} x={0} y={0} />))).toBe('Columna logística (boliviana)');
      expect(label(inSvg(<Counter def={landUnit('pe-inf-zepita')} faceDown size={60} x={0} y={0} />))).toBe('ficha (peruana) boca abajo');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('English keeps its one adjective', () => {
    expect(label(inSvg(<Counter def={ship('cl-ship-loa')} size={60} x={0} y={0} />))).toMatch(/^Loa, Chilean transport, speed/);
    expect(label(inSvg(<Counter def={ship('pe-ship-huascar')} size={60} x={0} y={0} />))).toMatch(/^Huáscar, Peruvian warship, gunfire/);
  });
});

describe('Counter — face down', () => {
  it('shows only the nationality: no id, name or values in the DOM', () => {
    const c = inSvg(<Counter def={landUnit('pe-inf-zepita')} faceDown size={60} x={0} y={0} />);
    expect(c.querySelector('[data-unit]')).toBeNull();
    expect(c.querySelector('[data-face="down"]')?.getAttribute('data-nation')).toBe('peru');
    expect(c.innerHTML).not.toContain('Zepita');
    expect(c.textContent).toBe('');
  });
});

describe('NadcChit (2.3, 4.1)', () => {
  const chit = nadcChitsOf('chile').find((x) => x.area === 'VII');
  if (!chit) throw new Error('no NADC VII');

  it('shows its numeral face up', () => {
    const c = inSvg(<NadcChit chit={chit} size={40} x={0} y={0} />);
    expect(field(c, 'area')).toBe('VII');
    expect(c.querySelector('[data-nadc="nadc-chile-VII"]')).not.toBeNull();
  });

  it('puts no numeral in the DOM face down', () => {
    const c = inSvg(<NadcChit chit={chit} faceDown size={40} x={0} y={0} />);
    expect(c.innerHTML).not.toContain('VII');
    expect(c.querySelector('[data-field="area"]')).toBeNull();
    expect(c.querySelector('[data-nadc]')).toBeNull();
    expect(c.textContent).toBe('NADC');
  });
});
