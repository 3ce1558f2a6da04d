import { currentLanguage, t } from '../i18n';
import { counterLabelIn } from '../i18n/messages/pieceNames';
import type { FortDef, LandUnitDef, ShipDef } from '../../engine/counters/types';
import { signed, type CounterColours } from './nationColours';
import { UnitSymbol } from './UnitSymbol';

/** The printed faces of the counters, drawn in a size × size square at the origin. */

interface FaceProps<T> {
  readonly def: T;
  readonly size: number;
  readonly colours: CounterColours;
}

const FONT = 'system-ui, sans-serif';

/** A centred line of text that is squeezed to fit when long. */
function FittedText({ text, x, y, fontSize, maxWidth, fill, field }: {
  text: string; x: number; y: number; fontSize: number; maxWidth: number; fill: string; field: string;
}) {
  const tooLong = text.length * fontSize * 0.55 > maxWidth;
  return (
    <text
      x={x}
      y={y}
      fontSize={fontSize}
      fontFamily={FONT}
      fontWeight="bold"
      textAnchor="middle"
      fill={fill}
      data-field={field}
      {...(tooLong ? { textLength: maxWidth, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {text}
    </text>
  );
}

/** 2.6 land unit: initiative top left, R-number top right, size over the symbol, steps left, raid modifier right, name below (in the interface's language: counterLabelIn). */
export function LandUnitFace({ def, size: s, colours, depleted }: FaceProps<LandUnitDef> & { readonly depleted: boolean }) {
  const { ink } = colours;
  const initiative = depleted ? def.initiativeDepleted : def.initiative;
  const steps = depleted ? 1 : def.steps;
  return (
    <>
      {initiative > 0 && (
        <text x={s * 0.07} y={s * 0.2} fontSize={s * 0.17} fontFamily={FONT} fontWeight="bold" fill={ink} data-field="initiative">
          {signed(initiative)}
        </text>
      )}
      {def.reinforcementTurn !== null && (
        <text x={s * 0.93} y={s * 0.2} fontSize={s * 0.14} fontFamily={FONT} fontWeight="bold" textAnchor="end" fill={ink} data-field="reinforcement">
          R{def.reinforcementTurn}
        </text>
      )}
      <text x={s * 0.5} y={s * 0.36} fontSize={s * 0.11} fontFamily={FONT} fontWeight="bold" textAnchor="middle" fill={ink} data-field="size">
        {def.size === 'regiment' ? 'III' : 'II'}
      </text>
      <UnitSymbol kind={def.kind} x={s * 0.3} y={s * 0.39} width={s * 0.4} height={s * 0.26} ink={ink} />
      <rect x={s * 0.07} y={s * 0.44} width={s * 0.17} height={s * 0.17} fill="#000000" />
      <text x={s * 0.155} y={s * 0.575} fontSize={s * 0.14} fontFamily={FONT} fontWeight="bold" textAnchor="middle" fill="#ffffff" data-field="steps">
        {steps}
      </text>
      <circle cx={s * 0.845} cy={s * 0.52} r={s * 0.1} fill="none" stroke={ink} strokeWidth={Math.max(1, s * 0.015)} />
      <text x={s * 0.845} y={s * 0.558} fontSize={s * 0.1} fontFamily={FONT} fontWeight="bold" textAnchor="middle" fill={ink} data-field="raid">
        {signed(def.raidModifier)}
      </text>
      <FittedText text={counterLabelIn(currentLanguage(), def)} x={s * 0.5} y={s * 0.88} fontSize={s * 0.14} maxWidth={s * 0.88} fill={ink} field="name" />
    </>
  );
}

/** A ship: name, a silhouette (warship with a turret, transport with a funnel), gunfire / armour / speed. */
export function ShipFace({ def, size: s, colours }: FaceProps<ShipDef>) {
  const { ink } = colours;
  const hull = `M ${s * 0.1} ${s * 0.46} L ${s * 0.9} ${s * 0.46} L ${s * 0.8} ${s * 0.58} L ${s * 0.2} ${s * 0.58} Z`;
  const values: readonly [string, string, string][] = [
    // Gunfire, armour, speed: their initials in the interface's language (F, B, V: fuego, blindaje, velocidad).
    [t('counter.shipCaption.gunfire'), def.type === 'transport' ? '\u2013' : String(def.gunfire), 'gunfire'],
    [t('counter.shipCaption.armour'), String(def.armour), 'armour'],
    [t('counter.shipCaption.speed'), signed(def.speed), 'speed'],
  ];
  return (
    <>
      <FittedText text={def.name} x={s * 0.5} y={s * 0.2} fontSize={s * 0.13} maxWidth={s * 0.88} fill={ink} field="name" />
      <path d={hull} fill={ink} data-symbol={def.type} />
      {def.type === 'warship' ? (
        <>
          <rect x={s * 0.4} y={s * 0.36} width={s * 0.2} height={s * 0.1} fill={ink} />
          <line x1={s * 0.6} y1={s * 0.4} x2={s * 0.74} y2={s * 0.4} stroke={ink} strokeWidth={Math.max(1, s * 0.025)} />
        </>
      ) : (
        <>
          <rect x={s * 0.55} y={s * 0.32} width={s * 0.07} height={s * 0.14} fill={ink} />
          <line x1={s * 0.35} y1={s * 0.28} x2={s * 0.35} y2={s * 0.46} stroke={ink} strokeWidth={Math.max(1, s * 0.015)} />
        </>
      )}
      {values.map(([caption, value, field], i) => (
        <g key={field}>
          <text x={s * (0.2 + i * 0.3)} y={s * 0.7} fontSize={s * 0.08} fontFamily={FONT} textAnchor="middle" fill={ink}>
            {caption}
          </text>
          <text x={s * (0.2 + i * 0.3)} y={s * 0.88} fontSize={s * 0.16} fontFamily={FONT} fontWeight="bold" textAnchor="middle" fill={ink} data-field={field}>
            {value}
          </text>
        </g>
      ))}
    </>
  );
}

/** A fort: name, a bastion, anti-ship factor (if any) and raid modifier; R-number when it arrives by 9.0. */
export function FortFace({ def, size: s, colours }: FaceProps<FortDef>) {
  const { ink } = colours;
  const cx = s * 0.5;
  const cy = s * 0.47;
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? s * 0.2 : s * 0.1;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`;
  }).join(' ');
  return (
    <>
      <FittedText text={def.name} x={s * 0.5} y={s * 0.2} fontSize={s * 0.13} maxWidth={def.arrivesTurn === null ? s * 0.88 : s * 0.6} fill={ink} field="name" />
      {def.arrivesTurn !== null && (
        <text x={s * 0.93} y={s * 0.2} fontSize={s * 0.12} fontFamily={FONT} fontWeight="bold" textAnchor="end" fill={ink} data-field="reinforcement">
          R{def.arrivesTurn}
        </text>
      )}
      <polygon points={points} fill="none" stroke={ink} strokeWidth={Math.max(1, s * 0.025)} data-symbol="fort" />
      {def.antiShip > 0 && (
        <>
          <text x={s * 0.25} y={s * 0.72} fontSize={s * 0.08} fontFamily={FONT} textAnchor="middle" fill={ink}>{t('counter.antiShip')}</text>
          <text x={s * 0.25} y={s * 0.88} fontSize={s * 0.16} fontFamily={FONT} fontWeight="bold" textAnchor="middle" fill={ink} data-field="antiShip">
            {def.antiShip}
          </text>
        </>
      )}
      <text x={s * 0.75} y={s * 0.72} fontSize={s * 0.08} fontFamily={FONT} textAnchor="middle" fill={ink}>{t('counter.raid')}</text>
      <text x={s * 0.75} y={s * 0.88} fontSize={s * 0.16} fontFamily={FONT} fontWeight="bold" textAnchor="middle" fill={ink} data-field="raid">
        {signed(def.raidModifier)}
      </text>
    </>
  );
}

/** A Supply Column (2.5): the supply symbol and its name, in the interface's language ("Suministro": it read "Supply" in Spanish too). */
export function SupplyFace({ size: s, colours }: Omit<FaceProps<unknown>, 'def'>) {
  return (
    <>
      <UnitSymbol kind="supply" x={s * 0.25} y={s * 0.3} width={s * 0.5} height={s * 0.32} ink={colours.ink} />
      <FittedText text={t('counter.supplyFace')} x={s * 0.5} y={s * 0.86} fontSize={s * 0.15} maxWidth={s * 0.88} fill={colours.ink} field="name" />
    </>
  );
}
