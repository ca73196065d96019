import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAgent, useSession } from '../../lib/session';

/**
 * car-travel-payment.md 4 'Prefill: awaiting check, then no prefill or prefill requested, then
 * prefill finished', for a journey whose form starts empty: a signed-in customer (not an agent)
 * has `load` asked once, and what it found is handed to `apply` unless answers were typed
 * meanwhile. True while the form must wait: the session is being restored or the prefill is on
 * its way.
 */
export function useJourneyPrefill<Patch>({
  product,
  hasForms,
  load,
  apply,
}: {
  /** Names the query ('car', 'travel'). */
  product: string;
  /** Whether the journey holds answers already: then nothing is prefilled. */
  hasForms: boolean;
  /** What to prefill with, or null when there is nothing. */
  load: (today: Date) => Promise<Patch | null>;
  /** Stores the prefill, when the journey still holds no answers. */
  apply: (patch: Patch) => void;
}): boolean {
  const session = useSession();
  const userId =
    session.status === 'signed-in' && session.user && !isAgent(session.user)
      ? session.user.user_id
      : null;
  const query = useQuery({
    queryKey: [product, 'get-quote-prefill', userId],
    queryFn: () => load(new Date()),
    enabled: !hasForms && userId !== null,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (query.data) apply(query.data);
  }, [query.data, apply]);

  if (hasForms) return false;
  if (session.status === 'restoring') return true;
  if (userId === null) return false;
  return query.isPending || Boolean(query.data);
}

/**
 * The prefill hook of a journey kept in a journey store: `load` is asked once for a signed-in
 * customer, and what it found is stored unless answers were typed meanwhile.
 */
export function journeyPrefillHook<Patch>(journey: {
  /** Names the query ('car', 'travel'). */
  product: string;
  /** Whether the journey holds answers already (a hook of its store). */
  useHasForms: () => boolean;
  load: (today: Date) => Promise<Patch | null>;
  read: () => { forms?: unknown };
  update: (patch: Patch) => void;
}): () => boolean {
  // Answers typed meanwhile are never overwritten.
  const apply = (patch: Patch) => {
    if (!journey.read().forms) journey.update(patch);
  };
  return function usePrefill() {
    return useJourneyPrefill({
      product: journey.product,
      hasForms: journey.useHasForms(),
      load: journey.load,
      apply,
    });
  };
}
