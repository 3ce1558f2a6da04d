import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './useLongPress';

function Harness({ show, click }: { show: (place: string) => void; click: (place: string) => void }) {
  const handlers = useLongPress(show);
  return (
    <svg {...handlers}>
      <polygon data-hex="3116" points="0,0 10,0 10,10" onClick={() => click('3116')} />
    </svg>
  );
}

const press = (el: Element, pointerType: string, x = 5) => fireEvent.pointerDown(el, { pointerType, clientX: x, clientY: 5 });

describe('a long press shows a card on a touch screen (issue 18)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`a finger resting ${LONG_PRESS_MS} ms on a hex shows its card, and the click that follows does not act`, () => {
    const show = vi.fn();
    const click = vi.fn();
    const { container } = render(<Harness show={show} click={click} />);
    const hex = container.querySelector('[data-hex]')!;
    press(hex, 'touch');
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS - 50));
    expect(show).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(60));
    expect(show).toHaveBeenCalledWith('3116');
    fireEvent.pointerUp(hex, { pointerType: 'touch' });
    fireEvent.click(hex);
    expect(click).not.toHaveBeenCalled();
    // The next tap acts as usual.
    press(hex, 'touch');
    fireEvent.pointerUp(hex, { pointerType: 'touch' });
    fireEvent.click(hex);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('a finger that moves is panning: no card; a mouse has its hover instead', () => {
    const show = vi.fn();
    const { container } = render(<Harness show={show} click={vi.fn()} />);
    const hex = container.querySelector('[data-hex]')!;
    press(hex, 'touch');
    fireEvent.pointerMove(hex, { pointerType: 'touch', clientX: 40, clientY: 5 });
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    press(hex, 'mouse');
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(show).not.toHaveBeenCalled();
  });
});
