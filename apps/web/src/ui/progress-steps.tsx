import clsx from 'clsx';
import './progress-steps.css';

/** platform.md 2.9: where the customer is in a journey; done steps are ticked, the current one marked. */
export function ProgressSteps({
  steps,
  current,
  label = 'Progress',
}: {
  steps: readonly string[];
  /** The current step, by its index in `steps` or by its name. */
  current: number | string;
  label?: string;
}) {
  const currentIndex = typeof current === 'number' ? current : steps.indexOf(current);
  return (
    <nav className="progress-steps" aria-label={label}>
      <ol className="progress-steps__list">
        {steps.map((step, index) => {
          const state =
            index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={clsx('progress-steps__step', `progress-steps__step--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="progress-steps__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="progress-steps__name">{step}</span>
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
