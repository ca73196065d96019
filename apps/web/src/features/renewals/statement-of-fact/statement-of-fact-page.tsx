import {
  HOME_COVER_TYPE_LABELS,
  HOME_INSURER_NAMES,
  RENEWAL_MESSAGES,
  RENEWAL_STEPS,
  STATEMENT_OF_FACT_DOCUMENT_NAME,
  euroToCents,
  formatEuro,
  isHomeCoverType,
  type DocumentGroup,
  type HomeInsurerQuote,
} from '@wallet/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isConflict } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { readQuotePayment, saveQuotePayment } from '../../../lib/checkout/quote-payment';
import { webProductNamed } from '../../../lib/web-product';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { Spinner } from '../../../ui/spinner';
import { renewalAnswersOfDetails, withRenewalAnswers } from '../../../lib/checkout/renewal-payment';
import { declineStatementOfFact, useRenewalDocuments, useRenewalOffer } from '../api/renewal-calls';
import { displayDate } from '../components/dates';
import { updateRenewalJourney, useRenewalJourney } from '../journey/renewal-journey';
import { RENEWAL_PATHS, type RenewalLocationState } from '../paths';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import type { DocumentDownloadComponent } from '../slots';
import '../renewals.css';

const ACCEPT_ID = 'statement-of-fact-accept';

/**
 * /wallet/statementOfFact/home (home.md 2 'Renewal screens' and 5): the alternative insurer's
 * statement of fact. 'I confirm' is enabled once the statements are accepted and goes to the
 * renewal's payment; 'I do not confirm' is recorded, says cover cannot be offered, and stops.
 */
type StatementOfFactProps = {
  /** The policies' download button, for the statement of fact document. */
  DownloadButton: DocumentDownloadComponent;
};

export function StatementOfFactPage({ DownloadButton }: StatementOfFactProps) {
  const { type } = useParams();
  const journey = useRenewalJourney();
  const quote = journey.selectedQuote;
  // Renewals are paid online for the products that renew online (home.md 7).
  if (!webProductNamed(type)?.facts.renewsOnline) return <Navigate to={PATHS.wallet} replace />;
  // Only the alternative has a statement of fact to confirm here; without one chosen, the
  // renewal view is where the customer chooses.
  if (!quote || !journey.policyId || quote.current_insurer_renewal_quote) {
    return <Navigate to={RENEWAL_PATHS.view()} replace />;
  }
  return (
    <StatementOfFact policyId={journey.policyId} quote={quote} DownloadButton={DownloadButton} />
  );
}

/** The statement of fact among the alternative's documents (home.md 7), when it is there. */
function statementOfFactOf(groups: DocumentGroup[] | undefined) {
  return groups
    ?.flatMap((group) => group.documents)
    .find(
      (document) =>
        document.document_id.includes(STATEMENT_OF_FACT_DOCUMENT_NAME) ||
        document.display_name === TEXT.statementTitle,
    );
}

const euro = (amount: number) => formatEuro(euroToCents(amount));

/** The facts of the quote the alternative insurer priced, as the customer answered them. */
function factsOf(quote: HomeInsurerQuote): { label: string; value: string | string[] }[] {
  const cover = quote.cover_details_information;
  const holder = quote.policy_holder_information;
  const coverType = cover.risk_address.cover_type;
  const insured = (amount: number | null) =>
    amount === null || amount === 0 ? TEXT.facts.notInsured : euro(amount);
  return [
    { label: TEXT.facts.policyHolder, value: `${holder.first_name} ${holder.last_name}` },
    {
      label: TEXT.facts.coverType,
      value: isHomeCoverType(coverType) ? HOME_COVER_TYPE_LABELS[coverType] : coverType,
    },
    { label: TEXT.facts.dwellingType, value: cover.risk_address.dwelling_type },
    ...(cover.risk_address.post_code
      ? [{ label: TEXT.facts.eircode, value: cover.risk_address.post_code }]
      : []),
    { label: TEXT.facts.buildings, value: insured(cover.buildings_amount) },
    { label: TEXT.facts.contents, value: insured(cover.contents_amount) },
    {
      label: TEXT.facts.unspecifiedItems,
      value: insured(cover.unspecified_personal_items_amount),
    },
    {
      label: TEXT.facts.specifiedItems,
      value:
        cover.specified_items.length === 0
          ? TEXT.facts.none
          : cover.specified_items.map(
              (item) => `${item.item_type}: ${item.description}, ${euro(item.value)}`,
            ),
    },
    { label: TEXT.facts.excess, value: euro(cover.excess_amount) },
    {
      label: TEXT.facts.period,
      value: `${displayDate(cover.start_date)} to ${displayDate(cover.end_date)}`,
    },
    {
      label: TEXT.facts.claims,
      value:
        cover.claims_details.length === 0
          ? TEXT.facts.none
          : cover.claims_details.map(
              (claim) =>
                `${displayDate(claim.claim_date)}: ${claim.claim_type}${
                  claim.claim_amount !== undefined ? `, ${euro(claim.claim_amount)}` : ''
                }`,
            ),
    },
  ];
}

function StatementOfFact({
  policyId,
  quote,
  DownloadButton,
}: { policyId: string; quote: HomeInsurerQuote } & StatementOfFactProps) {
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const insurer = HOME_INSURER_NAMES[quote.insurer];
  const documents = useRenewalDocuments({
    business_processes: ['RENEWAL_TRANSFER'],
    policy_id: policyId,
    scheme_code: quote.scheme_code,
  });
  const statement = statementOfFactOf(documents.data);
  const decline = useMutation({ mutationFn: () => declineStatementOfFact(policyId) });
  const deniedHeading = useRef<HTMLHeadingElement>(null);
  // A refusal recorded before (another visit, another tab) stands: the alternative cannot be
  // bought, and the server refuses its bind.
  const declinedBefore = useRenewalOffer(policyId).data?.statement_of_fact_declined === true;
  // The refusal is said whether or not the server could record it: cover cannot be offered.
  const denied = decline.isSuccess || decline.isError || declinedBefore;
  // Unless the alternative was paid for meanwhile (another tab): then the refusal is not
  // recorded (409), and the customer is told so and whom to call.
  const alreadyBought = isConflict(decline.error);

  useEffect(() => {
    if (denied) deniedHeading.current?.focus();
  }, [denied]);

  const onConfirm = () => {
    const payment = readQuotePayment('HOME');
    const answers = renewalAnswersOfDetails(payment?.details);
    // The summary stores the quote to pay for: without it, the summary is asked again.
    if (!payment || !answers || payment.quoteReference !== quote.quote_reference) {
      navigate(RENEWAL_PATHS.summary, { state: { renewal: true } });
      return;
    }
    updateRenewalJourney({ statementOfFactConfirmed: true });
    saveQuotePayment({
      ...payment,
      details: withRenewalAnswers(payment.details ?? {}, {
        ...answers,
        statement_of_fact_confirmed: true,
      }),
    });
    const state: RenewalLocationState = { renewal: true };
    navigate(RENEWAL_PATHS.payment, { state });
  };

  if (denied) {
    return (
      <>
        <PageHero title={TEXT.statementTitle} />
        <PageBody narrow>
          <div className="renewal-stack">
            <Notice tone={alreadyBought ? 'info' : 'warning'}>
              <h2 className="renewal-section-title" tabIndex={-1} ref={deniedHeading}>
                {alreadyBought ? TEXT.alternativeBoughtTitle : TEXT.cannotProceedTitle}
              </h2>
              <p>
                {alreadyBought
                  ? RENEWAL_MESSAGES.alternativeAlreadyBought
                  : TEXT.statementOfFactDenied}
              </p>
            </Notice>
            <div className="renewal-actions">
              <ButtonLink to={PATHS.wallet} variant="secondary">
                Back to wallet
              </ButtonLink>
            </div>
          </div>
        </PageBody>
      </>
    );
  }

  return (
    <>
      <PageHero title={TEXT.statementTitle} />
      <PageBody narrow>
        <ProgressSteps steps={RENEWAL_STEPS} current={TEXT.summaryTitle} />
        <div className="renewal-stack">
          <p className="renewal-lead">{TEXT.statementLead(insurer)}</p>
          <Card as="section" aria-labelledby="statement-facts-title">
            <h2 id="statement-facts-title" className="renewal-section-title">
              {TEXT.statementFactsTitle}
            </h2>
            <dl className="renewal-facts">
              {factsOf(quote).map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>
                    {Array.isArray(fact.value) ? (
                      <ul className="renewal-facts__list">
                        {fact.value.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : (
                      fact.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {documents.isPending ? (
              <Spinner label="Loading the statement of fact" />
            ) : (
              statement && (
                <div className="renewal-document">
                  <p className="renewal-document__name">{TEXT.statementDocument}</p>
                  <DownloadButton document={statement} />
                </div>
              )
            )}
          </Card>
          <Card as="section" aria-label={TEXT.statementTitle}>
            <Checkbox
              id={ACCEPT_ID}
              label={TEXT.statementOfFactAcceptance}
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            <div className="renewal-actions">
              {/* home.md 2: 'I confirm' is enabled after acceptance. */}
              <Button onClick={onConfirm} disabled={!accepted}>
                {TEXT.confirm}
              </Button>
              <Button
                variant="secondary"
                disabled={decline.isPending}
                onClick={() => decline.mutate()}
              >
                {TEXT.doNotConfirm}
              </Button>
            </div>
          </Card>
        </div>
      </PageBody>
    </>
  );
}
