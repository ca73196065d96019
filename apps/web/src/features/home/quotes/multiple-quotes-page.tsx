import {
  FIRE_BRIGADE_CHARGES_MAX_EUR,
  euroToCents,
  formatEuro,
  homeBenefitsLine,
  type HomeInsurer,
  type HomeInsurerQuote,
} from '@wallet/domain';
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
import { extrasOfQuote, quotableQuotes } from './quote-outcome';
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
  | { kind: 'choose'; quotes: HomeInsurerQuote[]; chosen: HomeInsurer | null };

/**
 * home.md 2: one buyable quote is chosen for the customer; with two, both are shown. Coming back
 * here after a choice (Back from the quote) shows both again with the choice marked, each priced
 * as last calculated, rather than restarting the quote from About you as home.md 2 has it: Back
 * returns to the screen the customer saw (docs/decisions/0010).
 */
function planOf(): Plan {
  const journey = readHomeJourney();
  const response = journey.quoteResponse;
  if (!response) return { kind: 'missing' };
  const quotable = quotableQuotes(response);
  if (quotable.length === 1) return { kind: 'auto', quote: quotable[0]! };
  if (quotable.length === 0) return { kind: 'missing' };
  return {
    kind: 'choose',
    quotes: response.quotes,
    chosen: journey.selectedQuote?.insurer ?? null,
  };
}

/** The choice of an insurer: its quote as last priced, with the extras it was priced with. */
function choose(quote: HomeInsurerQuote) {
  const journey = readHomeJourney();
  // Choosing the same insurer again keeps the excess and extras the customer had chosen.
  if (journey.selectedQuote?.insurer === quote.insurer) return;
  updateHomeJourney({ selectedQuote: quote, extras: extrasOfQuote(quote) });
}

function MultipleQuotes() {
  const navigate = useNavigate();
  // Decided once on arrival: choosing a card below changes the journey but not what this visit is.
  const [plan] = useState(planOf);

  useEffect(() => {
    // Replaced, so Back from the quote does not land on a page that moves straight on again.
    if (plan.kind === 'auto') {
      choose(plan.quote);
      navigate(PATHS.homeViewQuote, { replace: true });
    }
  }, [plan, navigate]);

  if (plan.kind === 'missing') return <HomeErrorView reason="failure" />;
  if (plan.kind !== 'choose') return <PageSpinner />;
  return (
    <>
      <PageHero title={TEXT.multipleQuotesTitle} lead={TEXT.multipleQuotesLead} />
      <PageBody>
        <ProgressSteps steps={HOME_QUOTE_PROGRESS_STEPS} current="Your Quote" />
        <p className="home-quote-benefits">
          {TEXT.bothQuotesInclude(
            homeBenefitsLine(formatEuro(euroToCents(FIRE_BRIGADE_CHARGES_MAX_EUR))),
          )}
        </p>
        <div className="home-quote-cards">
          {plan.quotes.map((quote) => (
            <InsurerQuoteCard
              key={quote.insurer}
              quote={quote}
              chosen={plan.chosen === quote.insurer}
              onSelect={(selected) => {
                choose(selected);
                navigate(PATHS.homeViewQuote);
              }}
            />
          ))}
        </div>
      </PageBody>
    </>
  );
}
