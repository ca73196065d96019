import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAgent, useSession } from '../../../lib/session';
import {
  readHomeJourney,
  updateHomeJourney,
  useHomeJourney,
  type HomeJourneyPatch,
} from '../journey/home-journey';

/** Whether the journey holds answers of any Get Quotes step. */
export function hasForms(journey: HomeJourneyPatch): boolean {
  return Boolean(journey.aboutYou || journey.yourHome || journey.yourCover);
}

/**
 * home.md 4 'Prepopulation', for a signed-in customer only: the code that reads their saved quote
 * (with the schema library) is loaded when it is needed.
 */
async function loadPrefill(): Promise<HomeJourneyPatch> {
  return (await import('./load-prefill')).loadPrefill();
}

/** Whether the forms must wait: the session is being restored or the prefill is on its way. */
export function useGetQuotePrefill(): boolean {
  const session = useSession();
  const journey = useHomeJourney();
  const empty = !hasForms(journey);
  const userId =
    session.status === 'signed-in' && session.user && !isAgent(session.user)
      ? session.user.user_id
      : null;
  const query = useQuery({
    queryKey: ['home', 'get-quote-prefill', userId],
    queryFn: loadPrefill,
    enabled: empty && userId !== null,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    // Answers typed meanwhile (or stored by another step) are never overwritten.
    if (query.data && hasForms(query.data) && !hasForms(readHomeJourney())) {
      updateHomeJourney(query.data);
    }
  }, [query.data]);

  if (!empty) return false;
  if (session.status === 'restoring') return true;
  if (userId === null) return false;
  return query.isPending || (query.data !== undefined && hasForms(query.data));
}
