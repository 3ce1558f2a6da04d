import type { OptionCode } from '../message';

/**
 * Named rules options. Where the English text (which governs) and the Spanish translation disagree in
 * a way that changes play, both readings are offered; the default is always the English one
 * (rules-digest §3). The optional rules of 10.0 are off by default.
 */
export interface RulesOptions {
  /** 8.1 stacking: EN 6 land units (7 with a fort); ES 5. */
  readonly stacking: 'en' | 'es';
  /** 7.4 interception modifier: EN the interceptors' lowest speed modifier; ES the highest speed modifier of the ships being intercepted. */
  readonly interceptionModifier: 'en' | 'es';
  /** 8.2 cavalry +1 to the movement roll: EN yes; ES not mentioned. */
  readonly cavalryMovementBonus: boolean;
  /** 4.1 / 7.2 ships without an NADC: EN return to any friendly port; ES to their nation's box. */
  readonly returnWithoutNadc: 'anyFriendlyPort' | 'nationBox';
  /** 8.4 attrition in a stack that dropped units: EN any unit, dropped ones included; ES after the drop-offs. */
  readonly attritionAfterDropOffs: 'en' | 'es';
  /** 3.5 Chilean set-up: ES adds the 1st artillery regiment (reduced). */
  readonly chileanSetupArtillery: boolean;
  /**
   * 8.6 note: land movement to and from the Chile Holding Box via 3130 / 3231 (1 MP). Off: the 6.3 / 6.4
   * notes' reading, Chilean units reach the map from the box only by transport.
   */
  readonly holdingBoxLandLink: boolean;
  /**
   * 8.6 terrain: off, every land hex is one of the chart's types (rough, mountain, desert, salt desert);
   * on, the open-terrain reading — the map as first drawn (issue 3), with `clear` (1 MP, not on the
   * chart) irrigated valleys and altiplano, and its railroads (map/openTerrain.ts). A game or file made
   * before the option existed was played on that map: it is read with the option on (gameFile/fileOptions.ts).
   */
  readonly openTerrain: boolean;
  /**
   * 4.1 I: off (the text), the Supply Column allotment is rolled when the NADC orders are done, as the
   * phasing player ends the Administrative Phase; on, it is rolled as the phase begins, before the
   * orders — the order this edition played before 2026-11-29. A game or file made before the option
   * existed was played that way: it is read with the option on (gameFile/fileOptions.ts).
   */
  readonly supplyRollFirst: boolean;
  /**
   * 6.3 / 6.4: off (the text), a unit recruited or rebuilt may be replenished only "during a subsequent
   * game turn"; on, also in the phase it was built — this edition's reading before 2026-11-29. A game or
   * file made before the option existed was played that way: it is read with the option on
   * (gameFile/fileOptions.ts).
   */
  readonly replenishNewUnits: boolean;
  /**
   * 5.6 / 7.7: off (the text), Bolivia's fort (La Paz) leaves the map with its units when Bolivia quits
   * the war — a fort is one of the game's pieces (ES 2.0) and a "type of unit" (7.7), and 5.6 removes
   * "all Bolivian units"; on, it stays standing, as this edition played until 2026-11-30. A game or file
   * made before the option existed was played that way: it is read with the option on (gameFile/fileOptions.ts).
   */
  readonly boliviaFortsStay: boolean;
  /**
   * 7.8 / 7.3: off (the text), warships in a port of their own with no Supply Column there may not leave
   * it to intercept ("no stack of ships may exit that port"), and those that do leave a port to intercept
   * spend one of its columns; on, they intercept from any port and spend nothing, as this edition played
   * until 2026-11-30. A game or file made before the option existed was played that way: it is read with
   * the option on (gameFile/fileOptions.ts).
   */
  readonly interceptWithoutProvisions: boolean;
  /** 9.0 Peru GT2: EN Fort Iquique and a regiment (printed Iquique); ES the Iquique regiment only, no fort. */
  readonly peruGt2: 'en' | 'es';
  /** 9.0 Peru GT4: EN Fort Arica; ES an Arica infantry regiment instead (both with the 2 generic battalions). */
  readonly peruGt4: 'en' | 'es';
  /** 9.0 Chile GT12: EN the Concepción infantry regiment; ES nothing. */
  readonly chileGt12: 'en' | 'es';
  /** 10.1 Ship Capture (optional rule). */
  readonly shipCapture: boolean;
  /** 10.2 Infernal Machines (optional rule). */
  readonly infernalMachines: boolean;
}

export const DEFAULT_OPTIONS: RulesOptions = {
  stacking: 'en',
  interceptionModifier: 'en',
  cavalryMovementBonus: true,
  returnWithoutNadc: 'anyFriendlyPort',
  attritionAfterDropOffs: 'en',
  chileanSetupArtillery: false,
  holdingBoxLandLink: true,
  openTerrain: false,
  supplyRollFirst: false,
  replenishNewUnits: false,
  boliviaFortsStay: false,
  interceptWithoutProvisions: false,
  peruGt2: 'en',
  peruGt4: 'en',
  chileGt12: 'en',
  shipCapture: false,
  infernalMachines: false,
};

/** What each option means, for the new-game screen and the rules notes: its case and its label's code. */
export const OPTION_INFO: Readonly<{ [K in keyof RulesOptions]: { readonly rule: string; readonly label: `option.${K}` & OptionCode } }> = {
  stacking: { rule: '8.1', label: 'option.stacking' },
  interceptionModifier: { rule: '7.4', label: 'option.interceptionModifier' },
  cavalryMovementBonus: { rule: '8.2', label: 'option.cavalryMovementBonus' },
  returnWithoutNadc: { rule: '4.1', label: 'option.returnWithoutNadc' },
  attritionAfterDropOffs: { rule: '8.4', label: 'option.attritionAfterDropOffs' },
  chileanSetupArtillery: { rule: '3.5', label: 'option.chileanSetupArtillery' },
  holdingBoxLandLink: { rule: '8.6', label: 'option.holdingBoxLandLink' },
  openTerrain: { rule: '8.6', label: 'option.openTerrain' },
  supplyRollFirst: { rule: '4.1', label: 'option.supplyRollFirst' },
  replenishNewUnits: { rule: '6.3', label: 'option.replenishNewUnits' },
  boliviaFortsStay: { rule: '5.6', label: 'option.boliviaFortsStay' },
  interceptWithoutProvisions: { rule: '7.8', label: 'option.interceptWithoutProvisions' },
  peruGt2: { rule: '9.0', label: 'option.peruGt2' },
  peruGt4: { rule: '9.0', label: 'option.peruGt4' },
  chileGt12: { rule: '9.0', label: 'option.chileGt12' },
  shipCapture: { rule: '10.1', label: 'option.shipCapture' },
  infernalMachines: { rule: '10.2', label: 'option.infernalMachines' },
};
