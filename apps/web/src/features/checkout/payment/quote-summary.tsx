import { formatEuro, type CheckoutSummary } from '@wallet/domain';
import { API_PREFIX } from '../../../lib/api-client';
import { Card } from '../../../ui/card';
import type { QuotePayment } from '../../../lib/checkout/quote-payment';
import { PAYMENT_TEXTS as TEXT, displayDate } from './payment-texts';

/**
 * What the customer is buying, product-neutral: the quote's insurer, reference, dates and price,
 * then the sections the product's checkout entry gives (for home, the property, the cover, the
 * excess and extras).
 */
export function QuoteSummary({
  quote,
  insurer,
  priceLabel,
  monthlyInWords,
  summary,
}: {
  quote: QuotePayment;
  insurer: string;
  /** What the product calls its price: the annual premium, or travel's total premium. */
  priceLabel: string;
  /** How the quote is paid monthly, in words; null for a product paid once. */
  monthlyInWords: string | null;
  summary: CheckoutSummary | null;
}) {
  return (
    <Card
      as="section"
      accent="primary"
      className="checkout-payment__summary"
      aria-labelledby="payment-summary-title"
    >
      <h2 id="payment-summary-title" className="checkout-section-title">
        {TEXT.summaryTitle}
      </h2>
      <p className="checkout-summary__lead">{TEXT.summaryLead}</p>
      <dl className="checkout-summary">
        <div>
          <dt>{TEXT.insurer}</dt>
          <dd>{insurer}</dd>
        </div>
        <div>
          <dt>{TEXT.quoteReference}</dt>
          <dd>{quote.quoteReference}</dd>
        </div>
        <div>
          <dt>{TEXT.startDate}</dt>
          <dd>{displayDate(quote.startDate)}</dd>
        </div>
        <div>
          <dt>{priceLabel}</dt>
          <dd className="checkout-summary__strong">{formatEuro(quote.priceCents)}</dd>
        </div>
        {monthlyInWords && (
          <div>
            <dt>{TEXT.monthlyPremium}</dt>
            <dd>{monthlyInWords}</dd>
          </div>
        )}
      </dl>
      {summary?.sections.map((section, index) => (
        <section
          key={section.title}
          className="checkout-summary__section"
          aria-labelledby={`payment-summary-section-${index}`}
        >
          <h3 id={`payment-summary-section-${index}`} className="checkout-summary__title">
            {section.title}
          </h3>
          <dl className="checkout-summary checkout-summary--rows">
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Card>
  );
}

/**
 * What the customer reads before Buy: the insurer's documents (real PDFs), the right to cancel
 * and the insurer's cancellation terms, and what the eligibility requirements are.
 */
export function BeforeYouBuy({ summary }: { summary: CheckoutSummary }) {
  return (
    <Card as="section" aria-labelledby="payment-before-title">
      <h2 id="payment-before-title" className="checkout-section-title">
        {TEXT.beforeYouBuyTitle}
      </h2>
      {summary.documents.length > 0 && (
        <>
          <h3 className="checkout-summary__title">{TEXT.documentsTitle}</h3>
          <ul className="checkout-documents">
            {summary.documents.map((document) => (
              <li key={document.path}>
                <a href={`${API_PREFIX}${document.path}`} target="_blank" rel="noopener">
                  {TEXT.documentLink(document.label)}
                </a>
                <span className="checkout-documents__description">{document.description}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="checkout-summary__title">{TEXT.cancellationTitle}</h3>
      {summary.cancellation.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 className="checkout-summary__title">{TEXT.eligibilityTitle}</h3>
      <p>{TEXT.eligibilityLead}</p>
      <ul className="checkout-list">
        {summary.eligibility.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
    </Card>
  );
}
