import { t } from '../i18n';

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

/** One six-sided die showing `value`, drawn as SVG with its pips (and the number for screen readers). */
export function DieFace({ value, size = 28, tone = 'light' }: { value: number; size?: number; tone?: 'light' | 'dark' }) {
  const fill = tone === 'light' ? '#fffdf6' : '#2b2a26';
  const pip = tone === 'light' ? '#1d1d1b' : '#fffdf6';
  return (
    <svg width={size} height={size} viewBox="0 0 1 1" role="img" aria-label={t('counter.die', { value })} className="die" data-die={value}>
      <rect x={0.04} y={0.04} width={0.92} height={0.92} rx={0.16} fill={fill} stroke="#1d1d1b" strokeWidth={0.05} />
      {(PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={0.085} fill={pip} />
      ))}
    </svg>
  );
}
