import { useQuery } from '@tanstack/react-query';
import { homeQuoteToForms, savedHomeQuoteSchema } from '@wallet/domain';
import { useEffect } from 'react';
import { isAgent, useSession } from '../../../lib/session';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { getLatestHomeQuote } from '../api/get-latest-home-quote';
import { HOME_TEMP_QUOTE_PATH } from '../journey/save-home-journey';
import {
  readHomeJourney,
  updateHomeJourney,
  useHomeJourney,
  type HomeJourneyPatch,
} from '../journey/home-journey';
import { getProfileForPrefill } from '../../../lib/get-profile-for-prefill';
import { aboutYouFromProfile } from './prefill';

function hasForms(journey: HomeJourneyPatch): boolean {
  return Boolean(journey.aboutYou || journey.yourHome || journey.yourCover);
}

/**
 * home.md 4 'Prepopulation': a signed-in customer (not an agent) starting with an empty journey
 * gets the forms of their latest home quote, or else the answers saved at their last sign-out, or
 * else About you from their profile.
 */
async function loadPrefill(): Promise<HomeJourneyPatch> {
  const latest = await getLatestHomeQuote().catch(() => null);
  if (latest) {
    const saved = savedHomeQuoteSchema.safeParse(latest.homeQuote);
    if (saved.success) return homeQuoteToForms(saved.data);
  }
  // The answers saved when the customer last signed out mid-journey (home.md 4).
  const saved = await apiRequest<Partial<HomeJourneyPatch>>(HOME_TEMP_QUOTE_PATH, {
    redirectOnUnauthorized: false,
  });
  if (!isApiError(saved) && hasForms(saved)) {
    return {
      aboutYou: saved.aboutYou,
      yourHome: saved.yourHome,
      yourCover: saved.yourCover,
      household: saved.household,
      quoteReference: saved.quoteReference,
    };
  }
  const profile = await getProfileForPrefill();
  if (!profile || profile.default_response) return {};
  return { aboutYou: aboutYouFromProfile(profile) };
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
