import { BIND_MESSAGES, QUOTE_ERROR_MESSAGES, PHONE } from '@wallet/domain';
import type { QuoteOutcome } from './quote-outcome';
import { BackToHomeLink } from '../back-to-home-link';
import { Card } from '../card';
import { ContactButton } from '../contact-button';
import { AlertIcon } from '../icons';
import { PageBody, PageHero } from '../page-layout';
import './quote-error-view.css';

const QUOTE_ERRORS = QUOTE_ERROR_MESSAGES;

/**
 * Why no car or travel quote can be shown: an outcome of the answer ('unavailable' is the error
 * view of type rsa), a failed call ('failure'), or a quote whose payment is under way, which is
 * not priced again ('beingBought', the API's 409).
 */
export type QuoteErrorReason = Exclude<QuoteOutcome, 'quoted'> | 'failure' | 'beingBought';

/** A product's own words around the reason (car-travel-payment.md 2 'Generic error page'). */
export type QuoteErrorTexts = {
  title: string;
  lead?: string;
  /** That no quote can be given online, in the product's words. */
  cannotQuote: string;
  quoteReference: (reference: string) => string;
  callUs: string;
  linesOpen: string;
};

/** car-travel-payment.md 8: the spec's words for an unreachable insurer, a referral, a decline. */
function reasonText(reason: QuoteErrorReason): string | null {
  switch (reason) {
    case 'unavailable':
      return `${QUOTE_ERRORS.sorry}, ${QUOTE_ERRORS.rsaUnavailable(PHONE.sales)}`;
    case 'referral':
      return QUOTE_ERRORS.referral(PHONE.sales);
    case 'declined':
      return `${QUOTE_ERRORS.sorry}, ${QUOTE_ERRORS.acceptance}`;
    case 'failure':
    case 'beingBought':
      return null;
  }
}

/**
 * car-travel-payment.md 2 'Generic error page' for a car or travel quote: that no quote can be
 * given online, the reason where there is one, the quote reference (to give on the phone) and
 * the number to call.
 */
export function QuoteErrorView({
  texts,
  reason,
  quoteReference,
}: {
  texts: QuoteErrorTexts;
  reason: QuoteErrorReason;
  quoteReference?: string | undefined;
}) {
  const text = reasonText(reason);
  return (
    <>
      <PageHero title={texts.title} lead={texts.lead} icon={<AlertIcon size={36} />} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p className="quote-error__lead">
            {reason === 'beingBought' ? BIND_MESSAGES.quoteBeingBought : texts.cannotQuote}
          </p>
          {quoteReference && <p>{texts.quoteReference(quoteReference)}</p>}
          {text && <p>{text}</p>}
          {/* The referral's own words already say when the lines are open. */}
          {reason !== 'referral' && <p>{texts.linesOpen}</p>}
          <ContactButton
            contact={{ type: 'phone', phoneNumber: PHONE.sales }}
            label={texts.callUs}
          />
        </Card>
        <div className="quote-error__actions">
          <BackToHomeLink variant="primary" />
        </div>
      </PageBody>
    </>
  );
}
