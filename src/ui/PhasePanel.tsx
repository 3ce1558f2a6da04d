import { activeSide, legalActions, phaseInfo, PHASES } from '../engine';
import { actionLabel, eventText, SIDE_NAMES, turnLabel } from './describe';
import { useGameStore } from './store';

const PRIMARY: readonly string[] = ['endPhase', 'historicalSetup', 'repair'];

/** Whose turn, which phase, what may be done now (a button per legal action), and the log. */
export function PhasePanel() {
  const game = useGameStore((s) => s.game);
  const log = useGameStore((s) => s.log);
  const lastError = useGameStore((s) => s.lastError);
  const dispatch = useGameStore((s) => s.dispatch);
  const acting = activeSide(game);
  const actions = legalActions(game);
  const phase = phaseInfo(game.phase);
  // A pending decision's answers are all shown; in a phase, the few actions that move play on come first.
  const many = game.pending.length === 0 && actions.length > 12;
  const primary = many ? actions.filter((a) => PRIMARY.includes(a.type)) : actions;
  const rest = many ? actions.filter((a) => !PRIMARY.includes(a.type)) : [];

  return (
    <aside className="panel" aria-label="Turn and phase">
      <section className="status" data-testid="status">
        <div className="turn" data-testid="turn">{turnLabel(game.turn)}</div>
        <div className={`player-turn side-${game.side}`}>{SIDE_NAMES[game.side]} player turn</div>
        <ol className="phases">
          {PHASES.map((p) => (
            <li key={p.id} className={p.id === game.phase ? 'current' : ''} aria-current={p.id === game.phase ? 'step' : undefined}>
              {p.numeral}. {p.name}
            </li>
          ))}
        </ol>
      </section>

      <section className="prompt" data-testid="prompt">
        {game.result ? (
          <p className="result" data-testid="result">{game.result.summary} ({game.result.rule})</p>
        ) : (
          <>
            <p>
              <strong>{acting ? SIDE_NAMES[acting] : ''}</strong> to act — {phase.numeral ? `${phase.numeral}. ` : ''}{phase.name}
            </p>
            <div className="actions">
              {primary.map((a, i) => (
                <button key={i} type="button" onClick={() => dispatch(a)}>
                  {actionLabel(a, game.phase)}
                </button>
              ))}
            </div>
            {rest.length > 0 && (
              <details className="more-actions">
                <summary>Every other legal action ({rest.length})</summary>
                <div className="actions">
                  {rest.map((a, i) => (
                    <button key={i} type="button" onClick={() => dispatch(a)}>
                      {actionLabel(a, game.phase)}
                    </button>
                  ))}
                </div>
              </details>
            )}
          </>
        )}
        {lastError && (
          <p className="error" role="alert">
            {lastError.message} {lastError.rule && <span className="rule">({lastError.rule})</span>}
          </p>
        )}
      </section>

      <section className="log" aria-label="Game log">
        <h2>Log</h2>
        <ol data-testid="log">
          {log.slice(-60).reverse().map((entry, i) => (
            <li key={`${entry.step}-${i}`}>{eventText(entry.event)}</li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
