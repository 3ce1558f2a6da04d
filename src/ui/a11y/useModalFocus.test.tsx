import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShortcutsHelp } from '../keys/ShortcutsHelp';
import { useKeys } from '../keys/keysStore';

const tick = () => act(() => new Promise((r) => setTimeout(r, 5)));
const tab = (shiftKey = false) => act(() => { fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey }); });

describe("a modal dialog keeps the keyboard's focus (WCAG 2.4.3, QA round 8)", () => {
  beforeEach(() => {
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
  });

  it('the shortcuts list takes the focus on its Close button, Tab never leaves it, and once closed the focus is back on "?"', async () => {
    render(<><button type="button">Behind</button><ShortcutsHelp /></>);
    const opener = screen.getByRole('button', { name: 'Keyboard and touch help (?)' });
    opener.focus();
    fireEvent.click(opener);
    await tick();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    // Its one control: Tab and Shift+Tab stay on it (they went to the page behind).
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(close);
    // Focus that strayed behind it comes back at the next Tab.
    screen.getByRole('button', { name: 'Behind' }).focus();
    tab();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await tick();
    expect(document.activeElement).toBe(opener);
  });
});
