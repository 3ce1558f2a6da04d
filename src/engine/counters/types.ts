import type { HexId } from '../hex';
import type { NavalArea, Nation } from '../map/types';

/** Land unit types (2.5, Spanish counter legend of 2.6). */
export type LandKind = 'infantry' | 'cavalry' | 'artillery';

/** One land unit counter of the manifest (3.0, 9.0). Values not printed in the rules are derived in docs/counters.md. */
export interface LandUnitDef {
  /** Stable id, e.g. "cl-inf-buin-1", "pe-inf-gen-bn-3". */
  readonly id: string;
  readonly nation: Nation;
  readonly kind: LandKind;
  /** 2.7: regiments usually have more steps than battalions (no effect on play otherwise). */
  readonly size: 'regiment' | 'battalion';
  /** Name as printed or as history gives it ("1st Buin", "Zepita"); generic units get a number. */
  readonly name: string;
  /** True for the rules' "generic" units (3.2, 9.0). */
  readonly generic: boolean;
  /** Steps at full strength: 2 (full + depleted side) or 1 (2.7). */
  readonly steps: 1 | 2;
  /** 8.8: the printed "+" initiative modifier on the full-strength side. */
  readonly initiative: number;
  /** 8.8: the "+" modifier on the depleted side (a one-step unit has only this side). */
  readonly initiativeDepleted: number;
  /** 7.6: the raid die-roll modifier added to a raider's 2d6 against this unit. */
  readonly raidModifier: number;
  /** 9.0: the game turn from which it may be recruited ("R" number); null for set-up and recruit-pool units. */
  readonly reinforcementTurn: number | null;
  /** Where 3.2–3.5 put it at the start (see setupGroup); reinforcements are "turnTrack". */
  readonly setupGroup: string;
  /** Sets up on its depleted side (3.2, 3.5 "reduced"). */
  readonly setupReduced: boolean;
  /** Where the derived values come from (history-and-geography.md section, formula). */
  readonly source: string;
}

export type ShipType = 'warship' | 'transport';

/** One ship counter (history-and-geography.md §5; values by the formulas of docs/counters.md). */
export interface ShipDef {
  readonly id: string;
  readonly nation: 'chile' | 'peru';
  readonly type: ShipType;
  readonly name: string;
  /** 7.9: a hit when 1d6 + the target's armour modifier < this; 0 for transports (they can't fire). */
  readonly gunfire: number;
  /** 7.9 / 7.7: added to the firer's die against this ship. */
  readonly armour: number;
  /**
   * 7.4 / 7.9: the printed speed modifier. HIGHER IS FASTER: 7.4 adds the interceptors' lowest modifier
   * (slow Atahualpa −2, Covadonga −1; ES: fast Unión +2), so in 7.9 the side with the HIGHEST modifier
   * fires first — 7.9's "lowest is fastest" is read as a slip (docs/counters.md, docs/rules-notes.md).
   */
  readonly speed: number;
  /** Turn it enters play (null = at set-up). */
  readonly arrivesTurn: number | null;
  readonly source: string;
}

/** A fort (3.2, 3.3, 7.7, 9.0). */
export interface FortDef {
  readonly id: string;
  readonly name: string;
  readonly hex: HexId;
  readonly nation: Nation;
  /** 7.7: the fort hits a raider when 2d6 + the raider's armour < this. */
  readonly antiShip: number;
  /** 7.6: the raid die-roll modifier added against the fort. */
  readonly raidModifier: number;
  /** 9.0: arrives on this turn (Iquique 2, Arica 4); null = at set-up. */
  readonly arrivesTurn: number | null;
  readonly source: string;
}

/** 8.9 combat advantage chits. */
export type CombatAdvantage =
  | 'inspiringLeader'
  | 'earthworks'
  | 'cavalryCharge'
  | 'tacticalSurprise'
  | 'slaughter'
  | 'canister'
  | 'noEvent';

export interface CombatAdvantageChit {
  readonly id: string;
  readonly effect: CombatAdvantage;
  /** The printed name ("Inspiring Leader: Bolognesi"). */
  readonly name: string;
}

// ---------------------------------------------------------------------------------------------
// Additions for the counter manifest (issue 4). The Def interfaces above keep their meaning; the
// records below extend them with the raw historical facts the formulas of docs/counters.md use.
// ---------------------------------------------------------------------------------------------

/**
 * A reading of a rules option that a counter needs to be in play (src/engine/rules/options.ts): the 3.5
 * ES artillery regiment with chileanSetupArtillery on; 9.0's English or Spanish lists (peruGt2,
 * peruGt4, chileGt12).
 */
export type CounterOption = { readonly [K in keyof CounterOptionValues]: { readonly option: K; readonly is: CounterOptionValues[K] } }[keyof CounterOptionValues];

/** The rules options that decide counters, with their values (as in RulesOptions; counters/inPlayUnder.ts checks they agree). */
interface CounterOptionValues {
  readonly chileanSetupArtillery: boolean;
  readonly peruGt2: 'en' | 'es';
  readonly peruGt4: 'en' | 'es';
  readonly chileGt12: 'en' | 'es';
}

/** Training (docs/counters.md, initiative formula): a pre-war standing/guard unit, or raised in wartime. */
export type Training = 'regular' | 'wartime';

/** Arms: modern breech-loaders (Comblain, Gras, Beaumont, Remington, Snider, Chassepot; Krupp guns) or older. */
export type Arms = 'modern' | 'old';

/** The facts a land unit's values are computed from (history-and-geography.md §6). */
export interface LandUnitFacts {
  readonly training: Training;
  readonly arms: Arms;
  /** How sure the facts are: [V] read in a cited source, [A] assumed (see the row's source). */
  readonly reliability: 'V' | 'A';
}

/** A land unit row of the manifest: the printed values plus the facts they derive from. */
export interface LandUnitRecord extends LandUnitDef {
  readonly facts: LandUnitFacts;
  /** Only in play under this reading of a rules option (3.5 ES: the Chilean 1st artillery regiment; 9.0 EN/ES lists). */
  readonly option?: CounterOption;
}

/** Hull, for the speed formula (a coast-defence monitor loses one step of speed at sea). */
export type Hull = 'ironclad' | 'monitor' | 'wooden' | 'merchant';

/** The facts a ship's values are computed from (history-and-geography.md §5). */
export interface ShipFacts {
  readonly hull: Hull;
  /** Service speed in knots (the lower figure of a range; trials ignored); null = not found. */
  readonly knots: number | null;
  /** Thickest side (belt) armour in inches; 0 for unarmoured hulls. */
  readonly beltInches: number;
  /** Bore of the heaviest gun in inches (0 = unarmed). */
  readonly heaviestGunInches: number;
  /** Number of guns of 6-inch bore or more (70-pdr Armstrong and up). */
  readonly gunsSixInchPlus: number;
  /** Number of guns of 9-inch bore or more (the armour-piercing heavy ordnance). */
  readonly gunsNineInchPlus: number;
}

export interface ShipRecord extends ShipDef {
  /** 3.2 "in any Peruvian port(s)" / 3.5 "Antofagasta and/or the Chile Holding Box". */
  readonly setupGroup: string;
  readonly facts: ShipFacts;
}

/** The facts a fort's values are computed from. */
export interface FortFacts {
  /** Guns bearing on the sea (0 for an inland fort). */
  readonly seawardGuns: number;
  readonly reliability: 'V' | 'A';
}

export interface FortRecord extends FortDef {
  /** Set-up group for set-up forts; "turn-track" for 9.0 forts (they arrive in their own hex). */
  readonly setupGroup: string;
  readonly facts: FortFacts;
  /** Only in play under this reading of a rules option (9.0 EN lists: Forts Iquique and Arica). */
  readonly option?: CounterOption;
}

/** 2.3 errata / 4.1: a Naval Area Destination Chit, one per naval area per side. */
export interface NadcChitDef {
  readonly id: string;
  readonly side: 'chile' | 'allied';
  readonly area: NavalArea;
}
