import {
  CONTACTED_ROW_REMOVAL_MS,
  type LiveQuoteRow as LiveQuote,
  type LiveQuotesPage,
} from '@wallet/domain';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { quoteStartPath } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageSpinner } from '../../../ui/spinner';
import { liveQuotesQueryKey, useLiveQuotes, type LiveQuoteType } from '../api/get-live-quotes';
import { useMarkContacted } from '../api/mark-contacted';
import { refusalOf } from '../api/read-answer';
import { useOpenSelectedQuote } from '../api/get-selected-quote';
import { useOpenCustomerProfile } from '../api/search-customer-profile';
import { AgentPage } from '../components/agent-page';
import { OutcomeMessage, type Outcome } from '../components/outcome-message';
import type { CustomerJourneys } from '../lib/customer-journeys';
import { LiveQuoteRow } from './live-quote-row';
import { LIVE_QUOTES_TEXTS as TEXT, liveQuotesWordsOf } from './live-quotes-texts';

type Pages = InfiniteData<LiveQuotesPage, number>;

const COLUMNS = Object.values(TEXT.columns);

/**
 * platform.md 2.10 and 4.4, Live Home Quotes and Live Car Quotes: 7 a page, newest first, LOAD
 * MORE for the next. A quote ticked contacted is sent once, stays ticked, and leaves the list 3
 * seconds later. A reference opens the customer's journey: home's About you with the quote, or
 * the car quote page with the customer's details and their latest car quote.
 */
export function LiveQuotesPage({
  type,
  journeys,
}: {
  type: LiveQuoteType;
  journeys: CustomerJourneys;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quotes = useLiveQuotes(type);
  const markContacted = useMarkContacted(type);
  const openByReference = useOpenSelectedQuote(journeys.openHomeQuote);
  const openByEmail = useOpenCustomerProfile(journeys.openCarQuote);
  /** Quotes ticked, from the tick until they leave the list. */
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const tableRef = useRef<HTMLDivElement>(null);
  const removedSinceFetch = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const key = liveQuotesQueryKey(type);
  const setTick = (reference: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(reference);
      else next.delete(reference);
      return next;
    });

  /** The row leaves; focus on it goes to the next row's tick, or to the list. */
  const leave = (reference: string) => {
    const rows = [...(tableRef.current?.querySelectorAll('input[type=checkbox]') ?? [])];
    const index = rows.findIndex((input) => input.id === `contacted-${reference}`);
    const hadFocus = index >= 0 && document.activeElement === rows[index];
    queryClient.setQueryData<Pages>(
      key,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            content: page.content.filter((quote) => quote.quote_reference !== reference),
          })),
        },
    );
    setTick(reference, false);
    if (hadFocus) {
      const next = (rows[index + 1] ?? rows[index - 1]) as HTMLElement | undefined;
      (next ?? tableRef.current)?.focus();
    }
    removedSinceFetch.current += 1;
  };

  /**
   * LOAD MORE. The server's pages count live quotes only, so once rows have left, the pages shown
   * are asked for again first: the next page then starts where the list now ends.
   */
  const loadMore = async () => {
    if (removedSinceFetch.current > 0) {
      removedSinceFetch.current = 0;
      await queryClient.refetchQueries({ queryKey: key, exact: true });
    }
    await quotes.fetchNextPage();
  };

  const scheduleLeave = (reference: string) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      leave(reference);
    }, CONTACTED_ROW_REMOVAL_MS);
    timers.current.add(timer);
  };

  const tick = (quote: LiveQuote) => {
    const reference = quote.quote_reference;
    setTick(reference, true);
    markContacted.mutate(reference, {
      onSuccess: () => {
        setOutcome({ tone: 'success', message: TEXT.markedContacted(reference) });
        scheduleLeave(reference);
      },
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal?.status === 409) {
          // Contacted by someone else meanwhile, or bought: no longer a live quote either way.
          setOutcome({ tone: 'failure', message: refusal.message });
          scheduleLeave(reference);
          return;
        }
        setTick(reference, false);
        setOutcome({ tone: 'failure', message: TEXT.contactFailed(reference) });
      },
    });
  };

  const openQuote = (quote: LiveQuote) => {
    setOutcome(null);
    const onError = () => setOutcome({ tone: 'failure', message: TEXT.openFailed });
    // A quote saved under its reference opens by it; one kept with the customer's profile opens
    // by the customer's e-mail. Either way the product's quote journey starts with it.
    const onSuccess = () => navigate(quoteStartPath(type));
    if (liveQuotesWordsOf(type).opensBy === 'quote-reference') {
      openByReference.mutate(quote.quote_reference, { onSuccess, onError });
    } else {
      openByEmail.mutate(quote.email, { onSuccess, onError });
    }
  };

  const rows = (quotes.data?.pages.flatMap((page) => page.content) ?? []).filter(
    // A quote contacted elsewhere is not live; one ticked here stays until it leaves.
    (quote) => !quote.contacted || ticked.has(quote.quote_reference),
  );
  const opening = openByReference.isPending || openByEmail.isPending;

  return (
    <AgentPage title={TEXT.title(type)} lead={TEXT.lead}>
      <OutcomeMessage outcome={outcome} />
      <Card
        className={clsx(
          'live-quotes',
          !quotes.isPending && rows.length === 0 && 'live-quotes--empty',
        )}
      >
        {quotes.isPending ? (
          <PageSpinner label="Loading the live quotes" />
        ) : rows.length === 0 ? (
          <p className="agent-muted">{TEXT.none}</p>
        ) : (
          <>
            <h2 id="live-quotes-caption" className="agent-table__title">
              {TEXT.caption(type)}
            </h2>
            <div
              ref={tableRef}
              className="paged-table__scroll"
              role="region"
              aria-labelledby="live-quotes-caption"
              tabIndex={0}
            >
              <table className="agent-table" aria-labelledby="live-quotes-caption">
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((quote) => (
                    <LiveQuoteRow
                      key={quote.quote_reference}
                      type={type}
                      quote={quote}
                      contacted={ticked.has(quote.quote_reference)}
                      busy={opening}
                      onOpen={() => openQuote(quote)}
                      onContacted={() => tick(quote)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <p className="paged-table__showing" aria-live="polite">
              {TEXT.shown(rows.length)}
            </p>
          </>
        )}
        {quotes.hasNextPage && (
          <div className="live-quotes__more">
            <Button
              variant="secondary"
              disabled={quotes.isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {TEXT.loadMore}
            </Button>
          </div>
        )}
      </Card>
    </AgentPage>
  );
}
