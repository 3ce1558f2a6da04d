import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { MapView } from './MapView';

describe('the map follows the interface language', () => {
  it('the Holding Box drawn on the map and the ports\' tooltips change with the language (they kept the first one: "Cajetín Chile" in the English screen)', async () => {
    act(() => useGameStore.getState().startGame({ seed: 'map-language', setup: 'historical' }));
    const { container } = render(<MapView />);
    const box = () => container.querySelector('.printed-map')!.textContent!;
    const english = box();
    expect(english).toContain(i18n.t('tray.holdingBox'));
    await act(() => i18n.changeLanguage('es'));
    try {
      const spanish = box();
      expect(spanish).toContain(i18n.t('tray.holdingBox'));
      expect(spanish).not.toContain(i18n.t('tray.holdingBox', { lng: 'en' }));
      const titles = Array.from(container.querySelectorAll('.printed-map title')).map((x) => x.textContent);
      expect(titles).toContain(i18n.t('map.port'));
      expect(titles).not.toContain(i18n.t('map.port', { lng: 'en' }));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
