import type { HomeInsurerQuote } from '@wallet/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { PageSpinner } from '../../../ui/spinner';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { HomeErrorView } from './home-error-view';
import { HOME_QUOTE_PROGRESS_STEPS } from '../get-quote/get-quote-steps';
import { HOME_QUOTE_MESSAGES as TEXT } from '@wallet/domain';
import { InsurerQuoteCard } from './insurer-quote-card';
import { quotableQuotes } from './quote-outcome';
import './quotes.css';

/** /wallet/viewMultipleQuotes/home (home.md 2 'Multiple-quote page'). */
export function HomeMultipleQuotesPage() {
  const { type } = useParams();
  if (type !== 'home') return <Navigate to={PATHS.comingSoon} replace />;
  return <MultipleQuotes />;
}

type Plan =
  | { kind: 'missing' }
  | { kind: 'auto'; quote: HomeInsurerQuote }
  | { kind: 'restart' }
  | { kind: 'choose'; quotes: HomeInsurerQuote[] };

/**
 * home.md 2: one buyable quote is chosen for the customer; with two, both are shown, and coming
 * back here after a choice was made starts the quote again from About you.
 */
function planOf(): Plan {
  const journey = readHomeJourney();
  const response = journey.quoteResponse;
  if (!response) return { kind: 'missing' };
  const quotable = quotableQuotes(response);
  if (quotable.length === 1) return { kind: 'auto', quote: quotable[0]! };
  if (quotable.length === 0) return { kind: 'missing' };
  if (journey.selectedQuote) return { kind: 'restart' };
  return { kind: 'choose', quotes: response.quotes };
}

function MultipleQuotes() {
  const navigate = useNavigate();
  // Decided once on arrival: choosing a card below changes the journey but not what this visit is.
  const [plan] = useState(planOf);

  const select = (quote: HomeInsurerQuote, replace: boolean) => {
    updateHomeJourney({ selectedQuote: quote, extras: undefined });
    navigate(PATHS.homeViewQuote, { replace });
  };

  useEffect(() => {
    // Replaced, so Back from the quote does not land on a page that moves straight on again.
    if (plan.kind === 'auto') {
      updateHomeJourney({ selectedQuote: plan.quote, extras: undefined });
      navigate(PATHS.homeViewQuote, { replace: true });
    }
    if (plan.kind === 'restart') {
      updateHomeJourney({ selectedQuote: undefined, extras: undefined });
      navigate(PATHS.homeQuoteStart, { replace: true });
    }
  }, [plan, navigate]);

  if (plan.kind === 'missing') return <HomeErrorView reason="failure" />;
  if (plan.kind !== 'choose') return <PageSpinner />;
  return (
    <>
      <PageHero title={TEXT.multipleQuotesTitle} lead={TEXT.multipleQuotesLead} />
      <PageBody>
        <ProgressSteps steps={HOME_QUOTE_PROGRESS_STEPS} current="Your Quote" />
        <div className="home-quote-cards">
          {plan.quotes.map((quote) => (
            <InsurerQuoteCard
              key={quote.insurer}
              quote={quote}
              onSelect={(chosen) => select(chosen, false)}
            />
          ))}
        </div>
      </PageBody>
    </>
  );
}
