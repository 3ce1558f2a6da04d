import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LossLabel, lossText } from './RecapMarks';

describe('LossLabel (the recap on the map)', () => {
  it("8.9 a land battle's steps lost are each in the colour of the side that lost them, and said in words", () => {
    const { container } = render(
      <svg>
        <LossLabel x={0} y={0} parts={[{ text: '−1', side: 'chile' }, { text: '−2', side: 'allied' }]} title="Steps lost — Chile: 1, the Allies: 2" />
      </svg>,
    );
    const label = container.querySelector('text.recap-loss')!;
    expect(label.querySelector('title')?.textContent).toBe('Steps lost — Chile: 1, the Allies: 2');
    expect(label.querySelector('.side-chile')?.textContent).toBe('−1');
    expect(label.querySelector('.side-allied')?.textContent).toBe('−2');
    expect([...label.childNodes].filter((n) => n.nodeName !== 'title').map((n) => n.textContent).join('')).toBe('−1 / −2');
    // The separator in ink, not in the Allies' colour (table QA round 14).
    expect(label.querySelector('.loss-separator')?.textContent).toBe(' / ');
    expect(label.querySelector('.side-allied .loss-separator')).toBeNull();
  });

  it('8.9 a side that lost nothing reads 0, not −0 (table QA round 14)', () => {
    expect([lossText(0), lossText(1), lossText(3)]).toEqual(['0', '−1', '−3']);
  });
});
