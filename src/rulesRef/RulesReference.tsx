import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { anchorFor, findCase, loadRules } from './index';
import { searchRules } from './searchRules';
import type { Interpretation, RuleSection, RulesLang } from './types';
import { optionsEn } from '../ui/i18n/messages/options.en';
import { optionsEs } from '../ui/i18n/messages/options.es';
import './rulesReference.css';

export interface RulesReferenceProps {
  lang: RulesLang;
  /** A case to open at, in any form a log entry or error cites ('7.3', '8.6 note', '3.0'). */
  caseId?: string;
  onClose(): void;
}

const UI = {
  en: {
    title: 'Rules reference',
    close: 'Close',
    search: 'Search the rules',
    searchPlaceholder: 'Search: a word or a case number (e.g. blockade, 8.9)',
    contents: 'Contents',
    loading: 'Loading the rules…',
    noMatch: 'No case matches the search.',
    matches: (n: number) => (n === 1 ? '1 case matches' : `${n} cases match`),
    interpretation: 'Project interpretation',
    printings: 'English and Spanish printings differ',
    option: 'Rules option',
    quote: (s: string) => `“${s}”`,
    notes: 'rules notes',
    intro:
      'Every case of the rules, explained in this edition’s own words. Where the rules are silent or unclear, the project’s decisions are shown as “Project interpretation”.',
  },
  es: {
    title: 'Referencia de reglas',
    close: 'Cerrar',
    search: 'Buscar en las reglas',
    searchPlaceholder: 'Buscar: una palabra o un número de caso (p. ej. bloqueo, 8.9)',
    contents: 'Índice',
    loading: 'Cargando las reglas…',
    noMatch: 'Ningún caso coincide con la búsqueda.',
    matches: (n: number) => (n === 1 ? '1 caso coincide' : `${n} casos coinciden`),
    interpretation: 'Interpretación del proyecto',
    printings: 'Las ediciones inglesa y española difieren',
    option: 'Opción de reglas',
    quote: (s: string) => `«${s}»`,
    notes: 'notas de reglas',
    intro:
      'Todos los casos de las reglas, explicados con palabras propias de esta edición. Donde las reglas callan o son confusas, las decisiones del proyecto aparecen como «Interpretación del proyecto».',
  },
} as const;

/**
 * A rules option by the name the new-game screen gives it, in the reference's language: the reference
 * showed its code ("returnWithoutNadc"), in Spanish prose too (QA round 15).
 */
function optionName(lang: RulesLang, option: string): string {
  const table: Readonly<Record<string, unknown>> = lang === 'es' ? optionsEs : optionsEn;
  const label = table[`option.${option}`];
  return typeof label === 'string' ? label : option;
}

/** The words of a rules-notes citation ("4.1 / 7.2 option", "8.6 note") in the reference's language. */
const CITE_WORDS_ES: Readonly<Record<string, string>> = { option: 'opción', note: 'nota', example: 'ejemplo', Peru: 'Perú' };
function citesIn(lang: RulesLang, cites: string): string {
  return lang === 'es' ? cites.replace(/\b(option|note|example|Peru)\b/g, (w) => CITE_WORDS_ES[w] ?? w) : cites;
}

function Interpretations({ items, label, notesLabel, lang }: { items: readonly Interpretation[]; label: string; notesLabel: string; lang: RulesLang }): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <div className="rules-ref-interpretations">
      {items.map((item, i) => (
        <aside key={i} className="rules-ref-interpretation" aria-label={label}>
          <span className="rules-ref-badge">{label}</span>
          <p className="rules-ref-question">{item.question}</p>
          <p className="rules-ref-decision">{item.decision}</p>
          {item.cites ? (
            <p className="rules-ref-cites">
              {notesLabel}: {citesIn(lang, item.cites)}
            </p>
          ) : null}
        </aside>
      ))}
    </div>
  );
}

/** The rules reference as a dialog: contents, search, every case with its interpretations; opens at `caseId`. */
export function RulesReference({ lang, caseId, onClose }: RulesReferenceProps): ReactElement {
  const ui = UI[lang];
  const titleId = useId();
  const searchId = useId();
  const [loaded, setLoaded] = useState<{ lang: RulesLang; sections: readonly RuleSection[] } | null>(null);
  const [query, setQuery] = useState('');
  // The case (or section) to show; seq makes a second click on the same entry scroll again.
  const [target, setTarget] = useState<{ id: string; seq: number } | null>(null);
  const targetId = target?.id ?? null;
  const bodyRef = useRef<HTMLDivElement>(null);
  const sections = loaded?.lang === lang ? loaded.sections : null;

  useEffect(() => {
    let live = true;
    void loadRules(lang).then((s) => {
      if (live) setLoaded({ lang, sections: s });
    });
    return () => {
      live = false;
    };
  }, [lang]);

  // Open at the cited case: clear the search so it is shown, mark it, scroll to it.
  useEffect(() => {
    if (!sections || !caseId) return;
    const match = findCase(sections, caseId);
    if (!match) return;
    setQuery('');
    setTarget((t) => ({ id: match.id, seq: (t?.seq ?? 0) + 1 }));
  }, [sections, caseId]);

  useEffect(() => {
    if (!target || !sections) return;
    // Anchors are plain [a-z0-9-] ids ('rule-7-3', 'rules-section-3'), safe in a selector.
    const el = bodyRef.current?.querySelector<HTMLElement>(`#${anchorFor(target.id)}`);
    el?.scrollIntoView?.({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [target, sections]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // A new search shows its best matches from the top: after a rule link the body stayed scrolled down to
  // that case, and the results opened at their bottom (QA round 6).
  useEffect(() => {
    if (query.trim() !== '') bodyRef.current?.scrollTo?.({ top: 0 });
  }, [query]);

  const visible = useMemo(() => {
    if (!sections) return [];
    // The best matches first (searchRules.ts); with no search, every section in the rules' order.
    return searchRules(sections, query);
  }, [sections, query]);
  const matchCount = visible.reduce((n, s) => n + s.cases.length, 0);
  const searching = query.trim() !== '';

  const goTo = (id: string): void => {
    setQuery('');
    setTarget((t) => ({ id, seq: (t?.seq ?? 0) + 1 }));
  };

  return (
    <div className="rules-ref-backdrop">
      <div className="rules-ref" role="dialog" aria-modal="true" aria-labelledby={titleId} lang={lang} tabIndex={-1}>
        <header className="rules-ref-header">
          <h2 id={titleId}>{ui.title}</h2>
          <button type="button" className="rules-ref-close" onClick={onClose}>
            {ui.close}
          </button>
        </header>
        <div className="rules-ref-search">
          <label htmlFor={searchId}>{ui.search}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={ui.searchPlaceholder}
            onChange={(e) => setQuery(e.target.value)}
          />
          {searching && sections ? (
            <span className="rules-ref-count" role="status">
              {matchCount === 0 ? ui.noMatch : ui.matches(matchCount)}
            </span>
          ) : null}
        </div>
        {!sections ? (
          <p className="rules-ref-loading" role="status">
            {ui.loading}
          </p>
        ) : (
          <div className="rules-ref-main">
            <nav className="rules-ref-toc" aria-label={ui.contents}>
              <h3>{ui.contents}</h3>
              <ol>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#rules-section-${s.id.split('.')[0]}`}
                      onClick={(e) => {
                        e.preventDefault();
                        goTo(s.id);
                      }}
                    >
                      {s.id} {s.title}
                    </a>
                    {s.cases.length > 1 ? (
                      <ol>
                        {s.cases.map((c) => (
                          <li key={c.id}>
                            <a
                              href={`#${anchorFor(c.id)}`}
                              onClick={(e) => {
                                e.preventDefault();
                                goTo(c.id);
                              }}
                            >
                              {c.id} {c.title}
                            </a>
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </li>
                ))}
              </ol>
            </nav>
            <div className="rules-ref-body" ref={bodyRef}>
              {!searching ? <p className="rules-ref-intro">{ui.intro}</p> : null}
              {visible.map(({ section, cases }) => (
                <section key={section.id} className="rules-ref-section" aria-labelledby={`rules-section-${section.id.split('.')[0]}`}>
                  <h3
                    id={`rules-section-${section.id.split('.')[0]}`}
                    data-rule-section={section.id}
                    tabIndex={-1}
                    className={targetId === section.id && !section.cases.some((c) => c.id === section.id) ? 'rules-ref-target' : undefined}
                  >
                    {section.id} {section.title}
                  </h3>
                  {!searching && section.intro ? section.intro.map((p, i) => <p key={i} className="rules-ref-section-intro">{p}</p>) : null}
                  {!searching && section.interpretations ? (
                    <Interpretations items={section.interpretations} label={ui.interpretation} notesLabel={ui.notes} lang={lang} />
                  ) : null}
                  {cases.map((c) => (
                    <article
                      key={c.id}
                      id={anchorFor(c.id)}
                      data-rule={c.id}
                      tabIndex={-1}
                      className={targetId === c.id ? 'rules-ref-case rules-ref-target' : 'rules-ref-case'}
                      aria-current={targetId === c.id ? 'true' : undefined}
                    >
                      <h4>
                        <span className="rules-ref-case-id">{c.id}</span> {c.title}
                      </h4>
                      {c.body.map((p, i) => (
                        <p key={i}>{p}</p>
                      ))}
                      {c.printings ? (
                        <aside className="rules-ref-printings" aria-label={ui.printings}>
                          <span className="rules-ref-badge rules-ref-badge-printings">{ui.printings}</span>
                          <p>{c.printings.note}</p>
                          {c.printings.option ? (
                            <p className="rules-ref-option">
                              {ui.option}: {ui.quote(optionName(lang, c.printings.option))}
                            </p>
                          ) : null}
                        </aside>
                      ) : null}
                      <Interpretations items={c.interpretations} label={ui.interpretation} notesLabel={ui.notes} lang={lang} />
                    </article>
                  ))}
                </section>
              ))}
              {searching && matchCount === 0 ? <p className="rules-ref-empty">{ui.noMatch}</p> : null}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

export default RulesReference;
