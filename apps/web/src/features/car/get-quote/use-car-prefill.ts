import { useJourneyPrefill } from '../../../ui/journey/use-journey-prefill';
import {
  readCarJourney,
  updateCarJourney,
  useHasCarForms,
  type CarJourneyPatch,
} from '../journey/car-journey';

/** car-travel-payment.md 4 'Prefill': its code (with the schema library) loads when needed. */
async function loadCarPrefill(today: Date): Promise<CarJourneyPatch | null> {
  return (await import('./load-car-prefill')).loadCarPrefill(today);
}

/** Answers typed meanwhile are never overwritten. */
function applyCarPrefill(patch: CarJourneyPatch): void {
  if (!readCarJourney().forms) updateCarJourney(patch);
}

/** Whether the form must wait: the session is being restored or the prefill is on its way. */
export function useCarPrefill(): boolean {
  return useJourneyPrefill({
    product: 'car',
    hasForms: useHasCarForms(),
    load: loadCarPrefill,
    apply: applyCarPrefill,
  });
}
