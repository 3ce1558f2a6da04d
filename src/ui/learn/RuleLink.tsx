import { useGameStore } from '../store';

/** A rule case cited in a prompt, an error, the log or a roll: a link that opens the rules reference there. */
export function RuleLink({ rule }: { rule: string }) {
  const openRules = useGameStore((s) => s.openRules);
  if (!rule) return null;
  return (
    <button type="button" className="rule-link" data-rule-link={rule} onClick={() => openRules(rule)}>
      ({rule})
    </button>
  );
}
