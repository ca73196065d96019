import {
  BIND_ERROR_CODES,
  firstCollectionInWords,
  formatEuro,
  isoToDisplayDate,
  policyNumberLabel,
  policyPaymentFacts,
  type PaymentFact,
  type PolicyCreation,
  type PolicyPaymentRead,
} from '@wallet/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { webProductOf } from '../../../lib/web-product';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { Spinner } from '../../../ui/spinner';
import { AGENT_CHECKOUT_TEXTS as AGENT_TEXT } from '../agent/agent-checkout-texts';
import { useAgentPaymentCustomer } from '../agent/agent-payment-customer';
import type { CheckoutProduct } from '../../../lib/checkout/checkout-product';
import { readBindStart, useBindProgress, type BindStart, type BindView } from './bind-progress';
import { THANK_YOU_TEXTS as TEXT } from './thank-you-texts';
import { useLeaveGuard } from './use-leave-guard';
import '../checkout.css';

type PaymentThankYouPageProps = {
  product: CheckoutProduct;
  /** platform.md 3.2 bind_upload_enabled: hand the bind over and poll its status. */
  bindUploadEnabled: boolean;
  /** The signed-in customer's e-mail: the bind status is asked for under it. */
  userEmail: string;
  /** Called once the policy exists, so the app can forget the journey and refresh the profile. */
  onPolicyCreated: (policy: PolicyCreation) => void;
  /**
   * An agent paid for a customer (issue 41): the page says what to tell the customer instead of
   * thanking the agent.
   */
  agent?: boolean;
};

/** /wallet/paymentthankyou/{type} (home.md 4 'Payment thank-you for home'). */
export function PaymentThankYouPage(props: PaymentThankYouPageProps) {
  const [start] = useState(() => readBindStart(props.product));
  // Nothing was paid for in this tab: there is no result to show.
  if (!start) return <Navigate to={PATHS.wallet} replace />;
  return <BindResult {...props} start={start} />;
}

function announcementOf(view: BindView, renewal: boolean, agent: boolean): string {
  if (view.state === 'loading') return TEXT.loading;
  if (view.state === 'success' && agent) return AGENT_TEXT.successAnnouncement;
  if (view.state === 'success')
    return renewal ? TEXT.renewedAnnouncement : TEXT.successAnnouncement;
  return view.errorCode === BIND_ERROR_CODES.paymentDeclined
    ? TEXT.paymentFailedTitle
    : TEXT.policyFailedTitle;
}

function BindResult({
  product,
  bindUploadEnabled,
  userEmail,
  onPolicyCreated,
  agent = false,
  start,
}: PaymentThankYouPageProps & { start: BindStart }) {
  const view = useBindProgress({
    product,
    start,
    bindUploadEnabled,
    userEmail,
  });
  const guard = useLeaveGuard(view.state === 'loading', product.policyType);
  const root = useRef<HTMLDivElement>(null);
  const shownState = useRef(view.state);
  const created = view.state === 'success' ? view.policy : null;
  const createdListener = useRef(onPolicyCreated);
  createdListener.current = onPolicyCreated;

  useEffect(() => {
    if (created) createdListener.current(created);
  }, [created]);

  useEffect(() => {
    // Each new state has its own heading: focus goes there so it is read first.
    if (shownState.current === view.state) return;
    shownState.current = view.state;
    const heading = root.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [view.state]);

  return (
    <div ref={root} className="checkout-result">
      <p className="visually-hidden" role="status">
        {announcementOf(view, product.renewal === true, agent)}
      </p>
      {view.state === 'loading' && <LoadingView />}
      {view.state === 'success' &&
        (agent ? (
          <AgentSuccessView
            policy={view.policy}
            product={product}
            quoteReference={start.quoteReference}
          />
        ) : (
          <SuccessView policy={view.policy} product={product} />
        ))}
      {view.state === 'failure' &&
        (view.errorCode === BIND_ERROR_CODES.paymentDeclined ? (
          <PaymentFailedView product={product} />
        ) : (
          <PolicyFailedView />
        ))}
      <Modal
        isOpen={guard.asking}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title={TEXT.leaveTitle}
        role="alertdialog"
        isDismissable={false}
        size="small"
      >
        <p>{TEXT.leave}</p>
        <div className="checkout-actions">
          <Button onClick={guard.stay} autoFocus>
            {TEXT.stay}
          </Button>
          <Button variant="secondary" onClick={guard.leave}>
            {TEXT.leaveAnyway}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function LoadingView() {
  return (
    <>
      <PageHero title={TEXT.loadingTitle} />
      <PageBody narrow>
        <Card className="checkout-loading" aria-busy="true">
          {/* The page's status line speaks for it; the spinner is only seen. */}
          <div aria-hidden="true">
            <Spinner size="large" label={TEXT.loadingTitle} />
          </div>
          <p className="checkout-loading__text">{TEXT.loading}</p>
          <p>{TEXT.loadingKeepOpen}</p>
        </Card>
      </PageBody>
    </>
  );
}

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/**
 * What the payment took and what comes next, as the API recorded it (issue 40): the card's amount,
 * or the plan with its total, its charge, the deposit taken and the first direct debit.
 */
function paymentFactsOf(payment: PolicyPaymentRead): PaymentFact[] {
  const facts = policyPaymentFacts(payment);
  if (payment.method === 'direct_debit' && payment.charged_cents === 0) {
    return [...facts, { label: TEXT.takenToday, value: TEXT.nothingTaken }];
  }
  return facts;
}

function SuccessView({ policy, product }: { policy: PolicyCreation; product: CheckoutProduct }) {
  const renewal = product.renewal === true;
  const title = renewal ? TEXT.renewedTitle : TEXT.successTitle;
  const { payment } = policy;
  const firstDebit = payment?.plan ? firstCollectionInWords(payment.plan) : null;
  const next = [
    ...(renewal ? [TEXT.renewedDocumentsNext, ...TEXT.next.slice(1)] : TEXT.next),
    ...(firstDebit ? [TEXT.firstDebitNext(firstDebit)] : []),
  ];
  return (
    <>
      <PageHero title={title} />
      <PageBody narrow>
        <div className="checkout-stack">
          <Card as="section" accent="primary" aria-label={title}>
            {renewal && policy.start_date && policy.end_date && (
              <p>
                {TEXT.renewedPeriod(displayDate(policy.start_date), displayDate(policy.end_date))}
              </p>
            )}
            <PolicyNumbers policy={policy} product={product} />
          </Card>
          <PaymentCard policy={policy} product={product} title={TEXT.paymentTitle} />
          <Card as="section" aria-labelledby="thank-you-next-title">
            <h2 id="thank-you-next-title" className="checkout-section-title">
              {TEXT.nextTitle}
            </h2>
            <ul className="checkout-list">
              {next.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
          <div className="checkout-actions">
            <ButtonLink to={PATHS.policyDocuments(policy.policy_id)}>
              {TEXT.viewDocuments}
            </ButtonLink>
            <ButtonLink to={PATHS.manage} variant="secondary">
              {TEXT.manage}
            </ButtonLink>
            <ButtonLink to={PATHS.wallet} variant="link">
              {TEXT.backToWallet}
            </ButtonLink>
          </div>
        </div>
      </PageBody>
    </>
  );
}

/** The policy's reference, number and period. */
function PolicyNumbers({ policy, product }: { policy: PolicyCreation; product: CheckoutProduct }) {
  const renewal = product.renewal === true;
  return (
    <dl className="checkout-summary">
      <div>
        <dt>{TEXT.referenceNumber}</dt>
        <dd className="checkout-summary__strong">{policy.reference_number}</dd>
      </div>
      <div>
        <dt>{policyNumberLabel(product.type)}</dt>
        <dd>{policy.policy_number}</dd>
      </div>
      {policy.start_date && (
        <div>
          <dt>{renewal ? TEXT.renewedFrom : TEXT.startDate}</dt>
          <dd>{displayDate(policy.start_date)}</dd>
        </div>
      )}
      {policy.end_date && (
        <div>
          <dt>{TEXT.endDate}</dt>
          <dd>{displayDate(policy.end_date)}</dd>
        </div>
      )}
    </dl>
  );
}

/** What the payment took and what comes next, when the API said. */
function PaymentCard({
  policy,
  product,
  title,
}: {
  policy: PolicyCreation;
  product: CheckoutProduct;
  title: string;
}) {
  const { payment } = policy;
  if (!payment || policy.premium_cents === undefined) return null;
  return (
    <Card as="section" aria-labelledby="thank-you-payment-title">
      <h2 id="thank-you-payment-title" className="checkout-section-title">
        {title}
      </h2>
      <dl className="checkout-summary checkout-summary--rows">
        <div>
          <dt>{webProductOf(product.type).premiumLabel}</dt>
          <dd className="checkout-summary__strong">{formatEuro(policy.premium_cents)}</dd>
        </div>
        {paymentFactsOf(payment).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * An agent's payment for a customer (issue 41): the policy is the customer's, and the page says
 * what to tell them: their numbers, the documents emailed to them and how they sign in.
 */
function AgentSuccessView({
  policy,
  product,
  quoteReference,
}: {
  policy: PolicyCreation;
  product: CheckoutProduct;
  quoteReference: string;
}) {
  const { data: customer } = useAgentPaymentCustomer(quoteReference);
  const firstDebit = policy.payment?.plan ? firstCollectionInWords(policy.payment.plan) : null;
  const tell = [
    AGENT_TEXT.tellNumbers(
      policyNumberLabel(product.type),
      policy.policy_number,
      policy.reference_number,
    ),
    ...(customer
      ? [
          AGENT_TEXT.tellDocumentsEmailed(customer.email),
          customer.password_set
            ? AGENT_TEXT.tellSignInWithPassword(customer.email)
            : AGENT_TEXT.tellSetPassword(customer.email),
        ]
      : [AGENT_TEXT.customerUnknown]),
    ...(firstDebit ? [AGENT_TEXT.firstDebitNext(firstDebit)] : []),
    AGENT_TEXT.tellAgentActions,
  ];
  return (
    <>
      <PageHero title={AGENT_TEXT.successTitle} />
      <PageBody narrow>
        <div className="checkout-stack">
          <Card as="section" accent="primary" aria-label={AGENT_TEXT.successTitle}>
            {customer && (
              <p>{AGENT_TEXT.policyFor(`${customer.first_name} ${customer.last_name}`)}</p>
            )}
            <PolicyNumbers policy={policy} product={product} />
          </Card>
          <Card as="section" aria-labelledby="thank-you-tell-title">
            <h2 id="thank-you-tell-title" className="checkout-section-title">
              {AGENT_TEXT.tellTitle}
            </h2>
            <ul className="checkout-list">
              {tell.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
          <PaymentCard policy={policy} product={product} title={AGENT_TEXT.paymentTitle} />
          <div className="checkout-actions">
            <ButtonLink to={PATHS.policyDocuments(policy.policy_id)}>
              {AGENT_TEXT.viewDocuments}
            </ButtonLink>
            <ButtonLink to={PATHS.wallet} variant="secondary">
              {AGENT_TEXT.backToWallet}
            </ButtonLink>
          </div>
        </div>
      </PageBody>
    </>
  );
}

/** A failure: its title, what happened, and where the customer can go from here. */
function FailureView({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} />
      <PageBody narrow>
        <div className="checkout-stack">
          <Notice tone="warning">
            <p>{message}</p>
          </Notice>
          <div className="checkout-actions">{children}</div>
        </div>
      </PageBody>
    </>
  );
}

function PolicyFailedView() {
  return (
    <FailureView title={TEXT.policyFailedTitle} message={TEXT.policyFailed}>
      <ButtonLink to={PATHS.wallet}>{TEXT.backToWallet}</ButtonLink>
    </FailureView>
  );
}

function PaymentFailedView({ product }: { product: CheckoutProduct }) {
  return (
    <FailureView title={TEXT.paymentFailedTitle} message={TEXT.paymentFailed}>
      <ButtonLink to={product.paymentPath ?? PATHS.makePaymentFor(product.type)}>
        {TEXT.tryAgain}
      </ButtonLink>
      <ButtonLink to={PATHS.wallet} variant="secondary">
        {TEXT.backToWallet}
      </ButtonLink>
    </FailureView>
  );
}
