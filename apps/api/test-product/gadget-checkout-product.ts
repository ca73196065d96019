import {
  annualPolicyEndDate,
  formatDisplayDate,
  parseIsoDate,
  PAYMENT_TYPES,
} from '@wallet/domain';
import {
  GADGET_BIND_FIELDS,
  GADGET_DEVICES,
  GADGET_INSURER,
  GADGET_PAYMENT_RULES,
  GADGET_POLICY_TYPE,
  GADGET_PRODUCT_FACTS,
  gadgetBindRequestSchema,
  type GadgetBindData,
} from '@wallet/domain/test-product';
import {
  documentPaymentOf,
  paymentBlock,
  policyDocumentSetOf,
} from '../src/adapters/documents/policy-document-blocks.js';
import {
  frozenQuoteOf,
  marketingRecordOf,
  productBindRoute,
  quoteToBuyOf,
  type BindOrder,
  type CheckoutProduct,
  type PolicyNumbers,
  checkoutIdentityOf,
  quoteTheBuyerMayBuy,
} from '../src/modules/checkout/index.js';
import type { GadgetQuotesRepository, StoredGadgetQuote } from './gadget-quotes-repository.js';
import type { GadgetQuotesService } from './gadget-quotes-service.js';

/** A gadget bind buys the quote's one price: its choice is the insurer's code. */
const GADGET_CHOICE = GADGET_INSURER.code;

/** POST /gadget/bind as the checkout reads any product's bind: one card payment. */
export function gadgetBindOrder(body: GadgetBindData): BindOrder {
  return {
    quoteReference: body.quote_reference,
    choice: GADGET_CHOICE,
    payment: {
      paymentType: PAYMENT_TYPES.card,
      installmentsNumber: null,
      collectionDay: null,
      purchaser: null,
      cardToken: body.payment_token,
      cardBrand: null,
      iban: null,
      bic: null,
    },
    marketing: marketingRecordOf(body.marketing),
  };
}

export function gadgetPolicyNumbers(sequence: number): PolicyNumbers {
  return {
    policyNumber: `GAD${String(sequence).padStart(7, '0')}`,
    referenceNumber: `GPR-${sequence}`,
    policyId: `POL-G-${sequence.toString(36).toUpperCase()}`,
  };
}

const priceOf = (stored: Pick<StoredGadgetQuote, 'answers'>, choice: string) =>
  choice === GADGET_CHOICE ? (stored.answers.rating?.premiumCents ?? null) : null;

const displayDate = (iso: string) => formatDisplayDate(parseIsoDate(iso)!);

/** The gadget in the checkout: paid once by card, bought the day it is priced, one schedule. */
export function createGadgetCheckoutProduct(deps: {
  gadgetQuotes: GadgetQuotesRepository;
  gadgetQuotesService: Pick<GadgetQuotesService, 'reachable'>;
}): CheckoutProduct {
  return {
    ...checkoutIdentityOf({ ...GADGET_PRODUCT_FACTS, policyType: GADGET_POLICY_TYPE }),
    paymentRules: GADGET_PAYMENT_RULES,
    premiumLabel: 'Annual premium',
    policyNumbers: gadgetPolicyNumbers,
    fieldPaths: GADGET_BIND_FIELDS,
    bindRoutes: productBindRoute({
      policyType: GADGET_POLICY_TYPE,
      path: '/gadget/bind',
      summary:
        'Pay for a gadget quote by card and make the policy, answering when done. Refused with 400 before anything is written unless the quote was priced today. Repeating it returns the first result.',
      body: gadgetBindRequestSchema,
      orderOf: gadgetBindOrder,
    }),

    async quoteToBuy(order, caller) {
      const stored = await quoteTheBuyerMayBuy(
        deps.gadgetQuotesService.reachable,
        order.quoteReference,
        caller,
        'No such gadget quote.',
      );
      return quoteToBuyOf(stored, {
        startDate: stored.request.start_date,
        priceCents: priceOf(stored, order.choice),
      });
    },

    statusQuote(quoteReference) {
      return deps.gadgetQuotes.findByReference(quoteReference);
    },

    policyToIssue(snapshot) {
      const stored = frozenQuoteOf<StoredGadgetQuote>(snapshot);
      const premiumCents = priceOf(stored, snapshot.choice);
      if (premiumCents === null) return undefined;
      const { gadget_quote: gadget, start_date: startDate } = stored.request;
      const endDate = annualPolicyEndDate(startDate);
      return {
        insurer: GADGET_INSURER.code,
        startDate,
        endDate,
        documents: (policy, payment) =>
          policyDocumentSetOf({
            productName: 'Gadget Insurance',
            insurer: GADGET_INSURER,
            policy: { ...policy, policyNumberLabel: GADGET_PRODUCT_FACTS.policyNumberLabel },
            documents: [
              {
                name: 'policy-schedule',
                displayName: 'Policy schedule',
                description: 'What is insured, for how long, and what was paid.',
                title: 'Policy schedule',
                blocks: [
                  {
                    kind: 'table',
                    title: 'Your gadget',
                    rows: [
                      { label: 'Gadget', value: GADGET_DEVICES[gadget.device] },
                      { label: 'Value', value: `€${gadget.value_eur.toLocaleString('en-IE')}` },
                      {
                        label: 'Period of cover',
                        value: `${displayDate(startDate)} to ${displayDate(endDate)}`,
                      },
                    ],
                  },
                  paymentBlock(documentPaymentOf(payment), premiumCents),
                ],
              },
            ],
          }),
      };
    },
  };
}
