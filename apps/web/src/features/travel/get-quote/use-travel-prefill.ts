import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAgent, useSession } from '../../../lib/session';
import {
  readTravelJourney,
  updateTravelJourney,
  useHasTravelForms,
  type TravelJourneyPatch,
} from '../journey/travel-journey';

/** car-travel-payment.md 4 'Prefill': its code (with the schema library) loads when needed. */
async function loadTravelPrefill(today: Date): Promise<TravelJourneyPatch | null> {
  return (await import('./load-travel-prefill')).loadTravelPrefill(today);
}

/** Whether the form must wait: the session is being restored or the prefill is on its way. */
export function useTravelPrefill(): boolean {
  const session = useSession();
  const empty = !useHasTravelForms();
  const userId =
    session.status === 'signed-in' && session.user && !isAgent(session.user)
      ? session.user.user_id
      : null;
  const query = useQuery({
    queryKey: ['travel', 'get-quote-prefill', userId],
    queryFn: () => loadTravelPrefill(new Date()),
    enabled: empty && userId !== null,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    // Answers typed meanwhile are never overwritten.
    if (query.data && !readTravelJourney().forms) updateTravelJourney(query.data);
  }, [query.data]);

  if (!empty) return false;
  if (session.status === 'restoring') return true;
  if (userId === null) return false;
  return query.isPending || Boolean(query.data);
}
