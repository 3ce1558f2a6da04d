import type { ParamsOf } from './vocabulary';

/** The rules options (rules/options.ts OPTION_INFO), one label each. */
export interface OptionMessageParams {
  readonly 'option.stacking': ParamsOf<never>;
  readonly 'option.interceptionModifier': ParamsOf<never>;
  readonly 'option.cavalryMovementBonus': ParamsOf<never>;
  readonly 'option.returnWithoutNadc': ParamsOf<never>;
  readonly 'option.attritionAfterDropOffs': ParamsOf<never>;
  readonly 'option.chileanSetupArtillery': ParamsOf<never>;
  readonly 'option.holdingBoxLandLink': ParamsOf<never>;
  readonly 'option.openTerrain': ParamsOf<never>;
  readonly 'option.supplyRollFirst': ParamsOf<never>;
  readonly 'option.replenishNewUnits': ParamsOf<never>;
  readonly 'option.boliviaFortsStay': ParamsOf<never>;
  readonly 'option.interceptWithoutProvisions': ParamsOf<never>;
  readonly 'option.peruGt2': ParamsOf<never>;
  readonly 'option.peruGt4': ParamsOf<never>;
  readonly 'option.chileGt12': ParamsOf<never>;
  readonly 'option.shipCapture': ParamsOf<never>;
  readonly 'option.infernalMachines': ParamsOf<never>;
}
