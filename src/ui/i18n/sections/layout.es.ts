import type { layoutEn } from './layout.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/layout.en.ts. */
export const layoutEs: Strings<typeof layoutEn> = {
  showPanels: 'Mostrar paneles',
  hidePanels: 'Ocultar paneles',
  sheet: 'Qué hacer ahora, y los paneles',
};
