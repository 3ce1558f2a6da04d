import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { removePointer } from '../i18n/pointer.testKit';
import { i18n } from '../i18n';
import { useKeys } from './keysStore';
import { ShortcutsHelp } from './ShortcutsHelp';

// The device's primary pointer, asked through matchMedia (stubbed for the test): a finger (coarse) or a mouse.
// Stubbed before any string is read (pointer.testKit).
const pointer = await vi.hoisted(async () => (await import('../i18n/pointer.testKit')).stubPointer());

afterAll(removePointer);

beforeEach(() => {
  pointer.coarse = false;
  useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
});

/** The "?" help opened, and its section headings in order. */
function openHelp(): { help: HTMLElement; headings: string[] } {
  render(<ShortcutsHelp />);
  fireEvent.click(screen.getByRole('button', { name: /\(\?\)$/ }));
  const help = screen.getByTestId('shortcuts-help');
  return { help, headings: within(help).getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '') };
}

describe('the "?" help on the map tells a touch player how to play (it listed keys only: QA, tablet)', () => {
  it('says what a tap, a long press, a drag and a pinch do, and how to drop what was picked', () => {
    const { help, headings } = openHelp();
    expect(headings).toEqual(['Keyboard shortcuts', 'On a touch screen']);
    const rows = within(screen.getByTestId('touch-help')).getAllByRole('row').slice(1).map((r) => r.textContent ?? '');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^Tap a counter or a hex.*Pick it/);
    expect(rows[1]).toMatch(/^Press and hold.*terrain.*Nothing is done/);
    expect(rows[2]).toMatch(/^Drag the map.*Pan the map/);
    expect(rows[3]).toMatch(/^Pinch, or \+ and −.*Zoom in and out/);
    expect(rows[4]).toMatch(/^Tap Cancel.*Drop what you picked/);
    expect(help.textContent).toContain('End the phase'); // the shortcuts stay
  });

  it('on a touch device puts the gestures first', () => {
    pointer.coarse = true;
    expect(openHelp().headings).toEqual(['On a touch screen', 'Keyboard shortcuts']);
  });

  it('in Spanish, with "hex"', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      openHelp();
      const touch = screen.getByTestId('touch-help');
      expect(within(touch).getByRole('heading').textContent).toBe('En una pantalla táctil');
      expect(touch.textContent).toContain('Tocar un hex o una ficha');
      expect(touch.textContent).toContain('Pellizcar');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
