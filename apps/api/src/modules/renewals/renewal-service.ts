import {
  PAYMENT_TYPES,
  RENEWAL_ANSWER_PATHS,
  RENEWAL_MESSAGES,
  formatIsoDate,
  calendarDateOf,
  policyNumberLabel,
  productFactsOfPolicyType,
  productTypeOf,
  renewalAnswersOf,
  renewalNextStep,
  renewalSummaryProblems,
  type DocumentGroup,
  type RenewalAcceptRequest,
  type RenewalAcceptResponse,
  type RenewalBindData,
  type RenewalDocumentsRequest,
  type RenewalOffer,
} from '@wallet/domain';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../../repository-types.js';
import type {
  BindCaller,
  BindOrder,
  CheckoutProducts,
  CheckoutService,
} from '../checkout/index.js';
import {
  homeBindOrder,
  homeInsurerQuotesOf,
  homeQuoteReferenceOf,
  refuseAutoRenewalOtherThan,
  renewalDeclared,
} from '../home/index.js';
import { groupDocuments } from '../documents/index.js';
import { autoRenewalEmail } from './renewal-messages.js';
import {
  RENEWAL_CONFLICT_CODES,
  confirmRenewalStillOnSale,
  type LockedRenewal,
  type RenewalOfferRecord,
} from './renewal-views-repository.js';

const euro = (cents: number | null) => (cents === null ? null : cents / 100);

/** Why a renewal cannot be paid on the mandate on file. */
export const RENEWAL_MANDATE_MESSAGES = {
  noMandateOnFile:
    'No direct debit is on file for this policy: please give the bank account to pay from.',
  otherInsurer:
    'Your direct debit on file pays your current insurer: please give the bank account to pay the new insurer from.',
} as const;
const NO_OFFER = 'No renewal offer for this policy.';

/** An offer the customer may still act on: offered or accepted, before its renewal date. */
function isOpen(record: RenewalOfferRecord, today: string): boolean {
  const { offer, policy } = record;
  return (
    (offer.status === 'offered' || offer.status === 'accepted') &&
    policy.status === 'active' &&
    today < offer.renewalDate
  );
}

/**
 * The customer's side of a renewal (home.md 2 Renewal screens, 4 Proceed routing, 7 calls): the
 * offer as the renewal view shows it, auto-renewal on and off, acceptance to renew by itself, a
 * refused statement of fact, the renewal's documents and its bind through the shared checkout.
 * Every call reads the caller's own policies only; another's is answered as none.
 */
export function createRenewalService(deps: {
  repositories: Repositories;
  checkout: CheckoutService;
  checkoutProducts: CheckoutProducts;
  clock: Clock;
}) {
  const { renewalViews, homeQuotes, documents } = deps.repositories;
  const today = () => formatIsoDate(calendarDateOf(deps.clock()));

  async function viewOf(record: RenewalOfferRecord): Promise<RenewalOffer> {
    const { offer, policy } = record;
    const stored = await homeQuotes.findByReference(record.quoteReference);
    if (!stored) throw notFound(NO_OFFER);
    const currentInsurer = policy.insurer ?? '';
    const quotes = homeInsurerQuotesOf(stored)
      .map((quote) => ({
        ...quote,
        current_insurer_renewal_quote: quote.insurer === currentInsurer,
        direct_debit_policy: record.paidByDirectDebit,
      }))
      // The renewal first, then the alternatives (home.md 2).
      .sort(
        (a, b) => Number(b.current_insurer_renewal_quote) - Number(a.current_insurer_renewal_quote),
      );
    const accepted = offer.status === 'accepted' ? record.quoteReference : null;
    return {
      policy_id: policy.policyId,
      policy_number: policy.policyNumber,
      policy_code: policy.policyNumber,
      quote_reference: record.quoteReference,
      renewal_date: offer.renewalDate,
      current_start_date: policy.startDate,
      current_end_date: policy.endDate,
      current_insurer: currentInsurer,
      current_premium: policy.premiumCents / 100,
      renewal_number: offer.renewalNumber,
      status: offer.status,
      issued_at: offer.issuedAt.toISOString(),
      auto_renewal: policy.autoRenew,
      direct_debit_policy: record.paidByDirectDebit,
      quotes,
      price_walking: {
        applies: offer.renewalNumber >= 2,
        capped: offer.priceWalkingCapped,
        renewal_premium: euro(offer.renewalUncappedCents) ?? stored.premiumCents! / 100,
        first_renewal_equivalent_premium: euro(offer.firstRenewalEquivalentCents),
      },
      changes: offer.notice.changes,
      history: offer.notice.history,
      reference_number: record.renewedPolicy?.referenceNumber ?? accepted,
      statement_of_fact_declined: offer.statementOfFactDeclinedAt !== null,
      // The account's last four characters only: never the IBAN itself.
      mandate_on_file: record.mandateOnFile
        ? {
            account_ending: record.mandateOnFile.iban.slice(-4),
            collection_day: record.mandateOnFile.collectionDay,
          }
        : null,
    };
  }

  /** The caller's offer, locked for a change: 404 when none, 400 once closed. */
  function openOfferOf(
    locked: LockedRenewal | undefined,
  ): LockedRenewal & { record: RenewalOfferRecord } {
    const record = locked?.record;
    if (!locked || !record) throw notFound(NO_OFFER);
    if (today() >= record.offer.renewalDate) {
      throw new FieldValidationError({ policy_id: [RENEWAL_MESSAGES.renewalDatePassed] });
    }
    if (!isOpen(record, today())) {
      throw new FieldValidationError({ policy_id: [RENEWAL_MESSAGES.offerClosed] });
    }
    return { ...locked, record };
  }

  /**
   * A renewal paid by direct debit on the mandate on file ('Use the account ending 1234'): the
   * current policy's account, holder, BIC and collection day, never sent by the browser. Only the renewal with
   * the same insurer (the mandate's creditor) is paid so; the other insurer's policy needs a
   * mandate of its own. The bind then goes on as any direct debit: the same checks, locks and
   * idempotency (one payment per quote and account).
   */
  async function withMandateOnFile(
    caller: BindCaller,
    body: RenewalBindData,
    order: BindOrder,
  ): Promise<BindOrder> {
    if (body.payment_details.mandate_on_file !== true) return order;
    const onFile = await renewalViews.mandateOnFileOfOffer(
      caller.userId,
      homeQuoteReferenceOf(body.payment_details.quote_reference),
    );
    // Another's quote, or none: answered as the checkout answers it.
    if (!onFile) throw notFound('No such home quote.');
    const { mandate } = onFile;
    if (!mandate) {
      throw new FieldValidationError({
        'payment_details.mandate_on_file': [RENEWAL_MANDATE_MESSAGES.noMandateOnFile],
      });
    }
    if (order.choice !== onFile.renewalSchemeCode) {
      throw new FieldValidationError({
        'payment_details.mandate_on_file': [RENEWAL_MANDATE_MESSAGES.otherInsurer],
      });
    }
    return {
      ...order,
      payment: {
        ...order.payment,
        iban: mandate.iban,
        bic: mandate.bic,
        // 'As now': collected on the day the mandate already has, whatever a client sends.
        collectionDay: mandate.collectionDay,
        purchaser: mandate.accountHolder || order.payment.purchaser,
      },
    };
  }

  return {
    /** POST /home/applied_home_renewal/: the renewal offer of one of the caller's policies. */
    async offerOfPolicy(userId: string, policyId: string): Promise<RenewalOffer> {
      const record = await renewalViews.offerOfPolicyId(userId, policyId);
      if (!record) throw notFound(NO_OFFER);
      return viewOf(record);
    },

    /** GET /home/applied_home_renewal/policy_code/{policyCode}. */
    async offerOfPolicyCode(userId: string, policyCode: string): Promise<RenewalOffer> {
      const record = await renewalViews.offerOfPolicyNumber(userId, policyCode);
      if (!record) throw notFound(NO_OFFER);
      return viewOf(record);
    },

    /** The caller's open offers, for View Renewals and the wallet's notice. */
    async openOffers(userId: string) {
      const records = await renewalViews.openOffersOf(userId);
      return records
        .filter((record) => isOpen(record, today()))
        .map(({ offer, policy }) => ({
          policy_id: policy.policyId,
          policy_number: policy.policyNumber,
          renewal_date: offer.renewalDate,
          status: offer.status,
          auto_renewal: policy.autoRenew,
        }));
    },

    /**
     * Auto-renewal on or off, free of charge, at any time before the renewal date (the policy's
     * end date + 1); only a direct-debit policy renews by itself. Turning it off un-accepts an
     * offer accepted to renew by itself: the customer must then pay to renew.
     */
    async setAutoRenewal(userId: string, policyId: string, enabled: boolean) {
      // Read before the transaction: on the embedded database it holds the only connection.
      const owner = await deps.repositories.users.findById(userId);
      // Decided under the policy's and offer's locks: an acceptance sent at the same moment
      // either came first (and is opened again here) or waits and finds automatic renewal off.
      return renewalViews.decide(userId, policyId, async (locked) => {
        if (!locked || locked.policy.status !== 'active') throw notFound('No such policy.');
        if (today() > locked.policy.endDate) {
          throw new FieldValidationError({ enabled: [RENEWAL_MESSAGES.renewalDatePassed] });
        }
        if (enabled && !productFactsOfPolicyType(locked.policy.policyType).renewsOnline) {
          throw new FieldValidationError({ enabled: [RENEWAL_MESSAGES.autoRenewalNotOnline] });
        }
        if (enabled && !locked.paidByDirectDebit) {
          throw new FieldValidationError({
            enabled: [RENEWAL_MESSAGES.autoRenewalNeedsDirectDebit],
          });
        }
        if (locked.policy.autoRenew !== enabled) {
          await locked.setAutoRenew(enabled);
          if (owner) {
            await locked.sendEmail(
              autoRenewalEmail(
                { userId, email: owner.email, givenName: owner.givenName },
                {
                  productName: `${productFactsOfPolicyType(locked.policy.policyType).label} Insurance`,
                  policyNumberLabel: policyNumberLabel(productTypeOf(locked.policy.policyType)),
                  policyNumber: locked.policy.policyNumber,
                  endDate: locked.policy.endDate,
                  enabled,
                },
              ),
            );
          }
        }
        return { policy_id: locked.policy.policyId, auto_renewal: enabled };
      });
    },

    /**
     * home.md 4: auto-renewal on a direct-debit policy confirms the renewal at once, with nothing
     * to pay now; it renews on its date. The answers are checked as the summary checks them,
     * against the policy's setting as it stands under the offer's lock (never as read before:
     * automatic renewal turned off at the same moment is not turned on again here).
     */
    async acceptForAutoRenewal(
      userId: string,
      body: RenewalAcceptRequest,
    ): Promise<RenewalAcceptResponse> {
      return renewalViews.decide(userId, body.policy_id, async (locked) => {
        const open = openOfferOf(locked);
        const { record } = open;
        const alternativePolicy = body.product_selected !== record.offer.renewalSchemeCode;
        // The policy's own setting decides, not what the payload says of it.
        const autoRenewal = record.policy.autoRenew;
        refuseAutoRenewalOtherThan(autoRenewal, body.renewal_answers);
        const step = renewalNextStep({
          alternativePolicy,
          autoRenewal,
          directDebitPolicy: record.paidByDirectDebit,
        });
        if (step !== 'autoRenewal') {
          const message = record.paidByDirectDebit
            ? RENEWAL_MESSAGES.autoRenewalChoiceOnly
            : RENEWAL_MESSAGES.autoRenewalNeedsDirectDebit;
          throw new FieldValidationError({ product_selected: [message] });
        }
        const problems = renewalSummaryProblems({
          ...renewalAnswersOf(body.renewal_answers, alternativePolicy),
          autoRenewal,
        });
        const entries = Object.entries(problems) as [keyof typeof RENEWAL_ANSWER_PATHS, string][];
        if (entries.length > 0) {
          throw new FieldValidationError(
            Object.fromEntries(
              entries.map(([field, message]) => [RENEWAL_ANSWER_PATHS[field], [message]]),
            ),
          );
        }
        // Accepted already (a second tab, a retry): the same answer, nothing written again.
        if (record.offer.status !== 'accepted') await open.acceptForAutoRenewal();
        return {
          policy_id: record.policy.policyId,
          reference_number: record.quoteReference,
          renewal_date: record.offer.renewalDate,
          auto_renewal: true,
        };
      });
    },

    /**
     * 'I do not confirm' on the alternative's statement of fact: recorded; it cannot be bought.
     * Decided under the offer's lock, which a renewal bind takes before its payment: an
     * alternative already being paid for (or bought) is not refused afterwards (409), and a
     * payment that comes second sees the refusal.
     */
    async declineStatementOfFact(userId: string, policyId: string): Promise<void> {
      await renewalViews.decide(userId, policyId, async (locked) => {
        const offer = locked?.record?.offer;
        if (offer) {
          const schemes = await locked.schemesPaidFor();
          if (schemes.some((scheme) => scheme !== offer.renewalSchemeCode)) {
            throw new HttpError(
              409,
              RENEWAL_CONFLICT_CODES.alternativeBought,
              RENEWAL_MESSAGES.alternativeAlreadyBought,
            );
          }
        }
        const open = openOfferOf(locked);
        // Refused already: the same refusal, kept with its first date.
        if (open.record.offer.statementOfFactDeclinedAt !== null) return;
        await open.declineStatementOfFact(deps.clock());
      });
    },

    /**
     * POST /home/applied_home_documents/renewal/summary: the offer's documents, RENEWAL_OFFER for
     * the renewal and RENEWAL_TRANSFER for the alternative, issued with this offer.
     */
    async documents(userId: string, body: RenewalDocumentsRequest): Promise<DocumentGroup[]> {
      const record = await renewalViews.offerOfPolicyId(userId, body.policy_id);
      if (!record) throw notFound(NO_OFFER);
      const { offer } = record;
      // home.md 7: RENEWAL_OFFER is the renewal's scheme, RENEWAL_TRANSFER the alternative's.
      const schemeOfProcess = {
        RENEWAL_OFFER: offer.renewalSchemeCode,
        RENEWAL_TRANSFER: offer.alternativeSchemeCode,
      } as const;
      const matches = body.business_processes.every(
        (process) => schemeOfProcess[process] === body.scheme_code,
      );
      if (!matches) throw notFound('No such scheme in this renewal offer.');
      const listings = await documents.listOfOwnedPolicy(
        userId,
        body.policy_id,
        body.business_processes,
      );
      // The policy's own documents may share a business process (a policy bought as last year's
      // alternative holds RENEWAL_TRANSFER documents): only those issued with this offer count.
      const issuedWithOffer = (listings ?? []).filter(
        (listing) => listing.createdAt.getTime() >= offer.issuedAt.getTime(),
      );
      return groupDocuments(issuedWithOffer);
    },

    /**
     * POST /home/applied_home_renewal/bind: home's bind of the offer's quote, with the renewal
     * questions answered, through the shared checkout (home-renewal-purchase.ts checks them).
     */
    async bind(caller: BindCaller, body: RenewalBindData) {
      const order = await withMandateOnFile(caller, body, homeBindOrder(body));
      const answers = body.renewal_answers;
      const paysMonthly = order.payment.paymentType === PAYMENT_TYPES.directDebit;
      return deps.checkout.bind(
        deps.checkoutProducts.of('HOME'),
        caller,
        {
          ...order,
          declared: renewalDeclared({ kind: 'customer', answers }),
          autoRenew: paysMonthly && answers.auto_renewal,
          // Checked again under the offer's lock as the payment is written: a decision made
          // since the checks above (the statement of fact refused, automatic renewal switched)
          // refuses the payment, and one made after it sees the payment.
          stillHolds: (tx, quoteId) =>
            confirmRenewalStillOnSale(tx, quoteId, {
              kind: 'customer',
              choice: order.choice,
              autoRenewal: answers.auto_renewal,
            }),
        },
        true,
      );
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
