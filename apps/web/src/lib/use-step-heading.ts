import { useEffect, useRef, type RefObject } from 'react';
import { notePageShownInstead } from './page-title-state';

/**
 * A page of steps (a change, leaving a policy, a claim): a new step's heading takes focus, so its
 * first words are what a screen reader says next (a step shown with problems leaves focus to its
 * error summary), and each step after the first is titled as itself in front of the page's own
 * title. `stepTitle` is null for the first step. Answers the ref for the step's heading.
 */
export function useStepHeading<Phase extends string>(
  phase: Phase,
  hasProblems: boolean,
  stepTitle: string | null,
): RefObject<HTMLHeadingElement | null> {
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    if (!hasProblems) stepHeading.current?.focus();
  }, [phase, hasProblems]);
  useEffect(() => {
    if (stepTitle === null) return undefined;
    return notePageShownInstead((routeTitle) => `${stepTitle} - ${routeTitle}`);
  }, [stepTitle]);
  return stepHeading;
}
