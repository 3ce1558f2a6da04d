import { useTranslation } from 'react-i18next';
import type { Modifier, RollEvent } from '../../engine';
import type { DiceCount, RollVerdict } from './combatEpisode';
import { eventText, hexName, say, SIDE_NAMES } from '../describe';
import { DieFace } from '../dice/DieFace';
import { RuleLink } from '../learn/RuleLink';

/** 8.9: a land combat die hits on a modified 6 (the result is capped at 6). */
const COMBAT_ROLLS: readonly string[] = ['roll.combatAttacking', 'roll.combatDefending'];
const isHit = (r: RollEvent) => COMBAT_ROLLS.includes(r.purpose.code) && r.result >= 6;

const sameModifiers = (a: readonly Modifier[], b: readonly Modifier[]) => JSON.stringify(a) === JSON.stringify(b);

/** A die with what it decided, if a naval event told it. */
interface Thrown {
  readonly roll: RollEvent;
  readonly verdict: RollVerdict | null;
}

/** Rolls one after another by the same side, for the same purpose, with the same modifiers: shown as one line of dice. */
export function groupRolls(rolls: readonly Thrown[]): Thrown[][] {
  const groups: Thrown[][] = [];
  for (const t of rolls) {
    const r = t.roll;
    const last = groups.at(-1)?.[0]?.roll;
    if (last && last.side === r.side && last.purpose.code === r.purpose.code && JSON.stringify(last.purpose.params) === JSON.stringify(r.purpose.params) && sameModifiers(last.modifiers, r.modifiers)) groups.at(-1)!.push(t);
    else groups.push([t]);
  }
  return groups;
}

function RollGroup({ thrown, count }: { thrown: readonly Thrown[]; count: DiceCount | undefined }) {
  const { t } = useTranslation();
  const rolls = thrown.map((x) => x.roll);
  const first = rolls[0]!;
  const combat = COMBAT_ROLLS.includes(first.purpose.code);
  const hits = rolls.filter(isHit).length;
  return (
    <div className={`cs-roll side-${first.side}`} data-testid="combat-roll">
      <div className="cs-roll-head">
        <strong>{SIDE_NAMES[first.side]}</strong>: {say(first.purpose)} <RuleLink rule={first.rule} />
      </div>
      {/* 8.9 / 7.6: why this many dice (the landing's extra die had no word: table QA round 15). */}
      {combat && count && <p className="cs-dice-count" data-testid="combat-dice-count">{eventText(count)}</p>}
      <div className="cs-roll-dice">
        {rolls.map((r, i) => (
          <span key={i} className={`cs-die${isHit(r) ? ' cs-hit' : ''}`} data-result={r.result}>
            {r.dice.map((d, j) => (
              <DieFace key={j} value={d} size={22} />
            ))}
            {(first.modifiers.length > 0 || r.dice.length > 1) && <span className="cs-die-result">= {r.result}</span>}
            {isHit(r) && <span className="cs-hit-mark">{t('combatSteps.hitMark')}</span>}
            {thrown[i]!.verdict && <Verdict v={thrown[i]!.verdict!} />}
          </span>
        ))}
        {combat && <span className="cs-roll-total">{t('combatSteps.hit', { count: hits })}</span>}
      </div>
      {first.modifiers.length > 0 && (
        <ul className="cs-mods" data-testid="combat-mods">
          {first.modifiers.map((m, i) => (
            <li key={i}>
              <strong>{m.value >= 0 ? `+${m.value}` : m.value}</strong> {say(m)} <RuleLink rule={m.rule} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What a naval die decided, beside it: a miss, damaged or sunk (7.9–7.10); a capture's result (10.1);
 * an interception's: the distance the die had to beat (7.3) and whether it did.
 */
function Verdict({ v }: { v: RollVerdict }) {
  const { t } = useTranslation();
  if (v.kind === 'interception') {
    const outcome = v.success ? t('results.verdict.intercepted', { place: hexName(v.hex) }) : t('describe.event.failure');
    return (
      <span className={`cs-verdict${v.success ? ' cs-verdict-hit' : ''}`} data-testid="combat-verdict">
        {t('results.need.above', { n: v.distance })} — {outcome}
      </span>
    );
  }
  const text = v.kind === 'shot' ? t(`describe.event.shot.${v.outcome}`) : t(`describe.event.capture.${v.outcome}`);
  const good = v.kind === 'shot' ? v.outcome !== 'miss' : v.outcome === 'captured' || v.outcome === 'scuttled';
  return <span className={`cs-verdict${good ? ' cs-verdict-hit' : ''}`} data-testid="combat-verdict">{text}</span>;
}

/**
 * The dice just rolled in this combat: each side's dice and why that many (8.9, 7.6), each modifier
 * with its reason and rule case, the results (and the hits, 8.9). They roll in lightly (~600 ms) unless the player asked for reduced motion.
 */
export function CombatDice({ rolls, verdicts, counts = [], animate }: { rolls: readonly RollEvent[]; verdicts: readonly (RollVerdict | null)[]; counts?: readonly DiceCount[]; animate: boolean }) {
  const { t } = useTranslation();
  const countOf = (r: RollEvent) => (COMBAT_ROLLS.includes(r.purpose.code) ? counts.find((c) => c.side === r.side && (c.role === 'attacker') === (r.purpose.code === 'roll.combatAttacking')) : undefined);
  return (
    <div className={`cs-dice${animate ? ' cs-rolling' : ''}`} data-testid="combat-dice" data-animated={animate}>
      <h3>{t('combatSteps.dice')}</h3>
      {groupRolls(rolls.map((roll, i) => ({ roll, verdict: verdicts[i] ?? null }))).map((g, i, groups) => {
        // A side's dice split by their modifiers (an Inspiring Leader's +2 on one die) say their count once,
        // on the first of its groups: each group said "10 dice", and it read as twenty (QA round 16).
        const count = countOf(g[0]!.roll);
        const first = count !== undefined && groups.findIndex((h) => countOf(h[0]!.roll) === count) === i;
        return <RollGroup key={i} thrown={g} count={first ? count : undefined} />;
      })}
    </div>
  );
}
