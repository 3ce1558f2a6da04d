import type { FortDef, LandUnitDef, ShipDef } from '../../engine/counters/types';
import type { Nation } from '../../engine/map/types';
import { currentLanguage, t } from '../i18n';
import { unitProperNameIn } from '../i18n/messages/pieceNames';
import { FortFace, LandUnitFace, ShipFace, SupplyFace } from './faces';
import { NATION_COLOURS, signed } from './nationColours';

/** A Supply Column counter (2.5, 6.0): no id, only a nation. */
export interface SupplyCounterDef {
  readonly kind: 'supply';
  readonly nation: Nation;
}

export type CounterDef = LandUnitDef | ShipDef | FortDef | SupplyCounterDef;

export interface CounterProps {
  readonly def: CounterDef;
  /** A land unit on its depleted side (6.2, 8.10). */
  readonly depleted?: boolean;
  /** A warship on its damaged side (7.9). */
  readonly damaged?: boolean;
  /** Side of the square, in SVG user units. */
  readonly size: number;
  /** Top-left corner. */
  readonly x: number;
  readonly y: number;
  /** Hidden from the opponent: only the nationality shows; no id, name or value reaches the DOM. */
  readonly faceDown?: boolean;
}

function isSupply(def: CounterDef): def is SupplyCounterDef {
  return 'kind' in def && def.kind === 'supply';
}
function isShip(def: CounterDef): def is ShipDef {
  return 'gunfire' in def;
}
function isFort(def: CounterDef): def is FortDef {
  return 'antiShip' in def;
}

function describe(def: CounterDef, depleted: boolean, damaged: boolean): string {
  if (isSupply(def)) return t('counter.supply', { nation: t(`counter.nation.${def.nation}`) });
  // In Spanish the adjective agrees with the noun: transporte, buque de guerra, regimiento, batallón are
  // masculine ("Loa, transporte chileno"); it read "transporte chilena" (tester round, Spanish on a tablet).
  const nation = t(`counter.nationMasc.${def.nation}`);
  if (isShip(def)) {
    const values = def.type === 'warship' ? t('counter.shipValues', { gunfire: def.gunfire, armour: def.armour }) : '';
    return t('counter.ship', { name: def.name, nation, type: t(`counter.type.${def.type}`), values, speed: signed(def.speed), damaged: damaged ? t('counter.damaged') : '' });
  }
  if (isFort(def)) return t('counter.fort', { name: def.name, antiShip: def.antiShip, raid: signed(def.raidModifier) });
  const initiative = depleted ? def.initiativeDepleted : def.initiative;
  const r = def.reinforcementTurn === null ? '' : `, R${def.reinforcementTurn}`;
  return t('counter.unit', {
    name: unitProperNameIn(currentLanguage(), def), nation, kind: t(`counter.kind.${def.kind}`), size: t(`counter.size.${def.size}`), initiative: signed(initiative), raid: signed(def.raidModifier), r, depleted: depleted ? t('counter.depleted') : '',
  });
}

/**
 * One square counter drawn as an SVG <g> (the caller provides the <svg>), in the nationality colours of
 * 2.6. A depleted land unit or a damaged ship carries a diagonal stripe.
 */
export function Counter({ def, depleted = false, damaged = false, size: s, x, y, faceDown = false }: CounterProps) {
  const colours = NATION_COLOURS[def.nation];
  const frame = (
    <rect
      width={s}
      height={s}
      rx={s * 0.06}
      fill={colours.field}
      stroke={colours.ink === '#ffffff' ? '#0b2a57' : colours.ink}
      strokeWidth={Math.max(1, s * 0.02)}
    />
  );

  if (faceDown) {
    return (
      <g transform={`translate(${x},${y})`} data-face="down" data-nation={def.nation} role="img" aria-label={t('counter.faceDown', { nation: t(`counter.nation.${def.nation}`) })}>
        {frame}
        <circle cx={s / 2} cy={s / 2} r={s * 0.22} fill="none" stroke={colours.ink} strokeWidth={Math.max(1, s * 0.04)} />
      </g>
    );
  }

  const flipped = isShip(def) ? damaged : !isSupply(def) && !isFort(def) && depleted;
  const stripe = `0,${s * 0.86} ${s * 0.86},0 ${s},0 ${s},${s * 0.14} ${s * 0.14},${s} 0,${s}`;
  const id = isSupply(def) ? undefined : def.id;
  const kind = isSupply(def) ? 'supply' : isShip(def) ? 'ship' : isFort(def) ? 'fort' : 'land';

  return (
    <g
      transform={`translate(${x},${y})`}
      data-unit={id}
      data-kind={kind}
      data-nation={def.nation}
      data-depleted={kind === 'land' ? String(flipped) : undefined}
      data-damaged={kind === 'ship' ? String(flipped) : undefined}
      role="img"
      aria-label={describe(def, depleted, damaged)}
    >
      {frame}
      {flipped && <polygon points={stripe} fill={isShip(def) ? '#8b0000' : colours.ink} opacity={0.35} data-stripe={isShip(def) ? 'damaged' : 'depleted'} />}
      {isSupply(def) ? (
        <SupplyFace size={s} colours={colours} />
      ) : isShip(def) ? (
        <ShipFace def={def} size={s} colours={colours} />
      ) : isFort(def) ? (
        <FortFace def={def} size={s} colours={colours} />
      ) : (
        <LandUnitFace def={def} size={s} colours={colours} depleted={depleted} />
      )}
    </g>
  );
}
