import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { importInStages, QUOTE_FORM_STAGES } from '../../../lib/import-in-stages';
import { lazyModule, useFormAfterFirstPaint } from '../../../lib/lazy-module';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Spinner } from '../../../ui/spinner';
import { useQuoteParameters } from '../api/get-quote-parameters';
import { TRAVEL_PATHS, TRAVEL_PROGRESS_STEPS } from '../travel-paths';
import { GET_QUOTE_TEXTS } from '../../../ui/journey/get-quote-texts';
import { TRAVEL_TEXTS } from '../travel-texts';
import { useTravelPrefill } from './use-travel-prefill';
import '../../../ui/journey/step-form.css';
import './travel-get-quote.css';

const TEXT = TRAVEL_TEXTS.getQuote;

/**
 * The form's code (its cards, the form library and the select fields) is not needed for the
 * page's first paint: the fields wait for the quote parameters anyway. It loads once the heading
 * is on the screen, beside the parameters (decision 0008).
 */
const formModule = lazyModule(() =>
  importInStages(QUOTE_FORM_STAGES, () => import('./travel-quote-form')),
);
const TravelQuoteForm = lazy(async () => ({ default: (await formModule.load()).TravelQuoteForm }));

/** /wallet/getgenericquote/travel (car-travel-payment.md 2 'Get-quote page'). */
export function TravelGetQuotePage() {
  const waiting = useTravelPrefill();
  const parameters = useQuoteParameters();
  const loading = (
    <p className="get-quote-page__loading travel-quote-loading">
      <Spinner label={GET_QUOTE_TEXTS.loading} />
    </p>
  );
  const formShown = useFormAfterFirstPaint(formModule, !waiting && !parameters.isPending);
  let body: ReactNode;
  if (!formShown) {
    // car-travel-payment.md 2: a spinner until prefill is decided.
    body = loading;
  } else if (!parameters.data) {
    // car-travel-payment.md 7: without trip types, the generic travel error page.
    return <Navigate to={TRAVEL_PATHS.error} replace />;
  } else {
    body = (
      <Suspense fallback={loading}>
        <TravelQuoteForm parameters={parameters.data} />
      </Suspense>
    );
  }
  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody>
        <ProgressSteps steps={TRAVEL_PROGRESS_STEPS} current="Your Details" />
        {body}
      </PageBody>
    </>
  );
}
