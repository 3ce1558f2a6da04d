import { judgeVictory } from '../victory/judgeVictory';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Positions written before issue 22 carried English words: a prompt in each pending decision and a
 * sentence as the result's summary. They are read as they would be written now — the prompt dropped
 * (decisionMessage gives it from the decision), a combat supply decision told whether its side attacks
 * (the battle says it), the summary as the result's code — so old files, saved games and lessons still
 * open. The input is never changed; anything else is left for the schema to judge.
 */
export function withoutLegacyWords(value: unknown): unknown {
  if (!isObject(value)) return value;
  let out: Json = value;
  if (Array.isArray(value.pending) && value.pending.some((d) => isObject(d) && ('prompt' in d || (d.kind === 'combatSupply' && !('role' in d))))) {
    const battle = isObject(value.land) && isObject(value.land.battle) ? value.land.battle : null;
    out = {
      ...out,
      pending: value.pending.map((d: unknown) => {
        if (!isObject(d)) return d;
        const { prompt, ...rest } = d;
        void prompt;
        if (rest.kind === 'combatSupply' && !('role' in rest) && battle) return { ...rest, role: rest.side === battle.attacker ? 'attacker' : 'defender' };
        return rest;
      }),
    };
  }
  const result = value.result;
  if (isObject(result) && typeof result.summary === 'string' && typeof result.turn === 'number' && typeof result.chileVp === 'number') {
    const judged = judgeVictory(result.turn, result.chileVp);
    if (judged) out = { ...out, result: { ...result, summary: judged.summary } };
  }
  return out;
}
