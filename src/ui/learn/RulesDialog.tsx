import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameStore } from '../store';

// The rules text is loaded only when asked for (it stays out of the initial JavaScript).
const RulesReference = lazy(() => import('../../rulesRef/RulesReference'));

/** The rules reference, in the interface language, opened at the case the player clicked. */
export function RulesDialog() {
  const { i18n } = useTranslation();
  const rules = useGameStore((s) => s.rules);
  const closeRules = useGameStore((s) => s.closeRules);
  if (!rules) return null;
  return (
    <Suspense fallback={null}>
      <RulesReference lang={i18n.language === 'es' ? 'es' : 'en'} caseId={rules.caseId ?? undefined} onClose={closeRules} />
    </Suspense>
  );
}
