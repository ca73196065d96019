import { lazy, Suspense } from 'react';
import { importInStages, QUOTE_FORM_STAGES } from '../../../lib/import-in-stages';
import { lazyModule, useFormAfterFirstPaint } from '../../../lib/lazy-module';
import { GET_QUOTE_TEXTS } from '../../../ui/journey/get-quote-texts';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Spinner } from '../../../ui/spinner';
import { CAR_PROGRESS_STEPS } from '../journey/car-paths';
import { CAR_GET_QUOTE_TEXTS as TEXT } from './car-get-quote-texts';
import { useCarQuoteParameters } from '../api/get-car-quote-parameters';
import { useCarPrefill } from './use-car-prefill';
import '../../../ui/journey/step-form.css';
import './car-get-quote.css';

/**
 * The form's code (its cards, the form library and the select fields) is not needed for the
 * page's first paint: it loads once the heading is on the screen (decision 0008).
 */
const formModule = lazyModule(() =>
  importInStages(QUOTE_FORM_STAGES, () => import('./car-quote-form')),
);
const CarQuoteForm = lazy(async () => ({ default: (await formModule.load()).CarQuoteForm }));

/** /wallet/getgenericquote/car (car-travel-payment.md 2 'Get-quote page'). */
export function CarGetQuotePage() {
  const waiting = useCarPrefill();
  const parameters = useCarQuoteParameters();
  const loading = (
    <p className="get-quote-page__loading car-quote-loading">
      <Spinner label={GET_QUOTE_TEXTS.loading} />
    </p>
  );
  const formShown = useFormAfterFirstPaint(formModule, !waiting && !parameters.isPending);
  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody>
        <ProgressSteps steps={CAR_PROGRESS_STEPS} current={CAR_PROGRESS_STEPS[0]} />
        {/* car-travel-payment.md 2: a spinner until prefill is decided. */}
        {!formShown ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <CarQuoteForm parameters={parameters.data ?? null} />
          </Suspense>
        )}
      </PageBody>
    </>
  );
}
