import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { removePointer } from '../i18n/pointer.testKit';
import { useGameStore } from '../store';
import { RulesDialog } from './RulesDialog';

// The device's primary pointer, asked through matchMedia (stubbed for the test): a finger (coarse) or a mouse.
// Stubbed before any string is read (pointer.testKit).
const pointer = await vi.hoisted(async () => (await import('../i18n/pointer.testKit')).stubPointer());

afterAll(removePointer);

beforeEach(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  act(() => useGameStore.getState().closeRules());
});

/** Open the rules as the header's Rules button does, and wait for the lazy reference's search field. */
async function openRules(): Promise<HTMLInputElement> {
  render(<RulesDialog />);
  act(() => useGameStore.getState().openRules());
  return (await screen.findByLabelText('Search the rules')) as HTMLInputElement;
}

describe('the rules reference opened from the Rules button', () => {
  it('on a touch device focuses the dialog itself, not its search field (the on-screen keyboard covered half a tablet: QA)', async () => {
    pointer.coarse = true;
    const search = await openRules();
    const dialog = screen.getByRole('dialog', { name: 'Rules reference' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(document.activeElement).not.toBe(search);
  });

  it('with a mouse or a keyboard focuses its search field, as before', async () => {
    pointer.coarse = false;
    const search = await openRules();
    await waitFor(() => expect(document.activeElement).toBe(search));
  });
});
