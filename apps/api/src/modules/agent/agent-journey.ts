/**
 * What agent mode's quote routes share whatever the product (decision 0021): the customer an
 * e-mail names, the branch an agent's quote is stamped with, the quote priced, kept and recorded
 * as `quote` for that customer, the quotes only the agent journey made, and the agent's payment
 * that makes the customer's policy and records `payment_taken` with it. Home and car plug their own payloads and quotes into these.
 */
import type { FastifyRequest } from 'fastify';
import { AGENT_JOURNEY_MESSAGES, type PolicyType } from '@wallet/domain';
import { FieldValidationError, HttpError, notFound } from '../../lib/http-errors.js';
import { signedInCaller } from '../../plugins/request-context.js';
import type { Repositories } from '../../repository-types.js';
import type { AgentPayer, BindOrder, CheckoutProduct, CheckoutService } from '../checkout/index.js';
import type { AgentQuoteStamp } from '../quotes/index.js';
import type { Clock } from '../../lib/clock.js';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { actorOf, inRecordedAction, recorded } from './recorded-action.js';

/** An agent's quote as these routes read it: who owns it, and whether the agent journey made it. */
interface AgentJourneyQuote {
  id: string;
  ownerUserId: string | null;
  createdByAgentId?: string | null;
}

/** The refusals every agent journey route may answer. */
export const agentJourneyRefusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * What a product's quote service gives agent mode: a quote priced for a customer (nothing
 * written), and that priced quote kept on a transaction's repositories with the agent's stamp.
 */
export interface AgentQuotePricing<Body, Priced extends { existing?: unknown }, Response> {
  priceForCustomer(customerUserId: string | null, body: Body): Promise<Priced>;
  keepForCustomer(
    tx: Repositories,
    customerUserId: string | null,
    priced: Priced,
    stamp: AgentQuoteStamp,
  ): Promise<{ stored: { quoteReference: string }; response: Response }>;
}

export function agentJourney(repositories: Repositories, checkout: CheckoutService, clock: Clock) {
  const { users, branches } = repositories;

  /**
   * The customer account an e-mail names: null when there is none yet (the sign-in check makes
   * it); a staff account is never a customer (400 on `field`).
   */
  async function customerOf(email: string, field: string) {
    const user = await users.findByEmail(email);
    if (user && user.role !== 'customer') {
      throw new FieldValidationError({ [field]: [AGENT_JOURNEY_MESSAGES.notCustomerEmail] });
    }
    return user ?? null;
  }

  /** The agent asking and the branch they have chosen, as their quote names them. */
  async function stampOf(request: FastifyRequest): Promise<AgentQuoteStamp> {
    const agentUserId = signedInCaller(request).userId;
    const branch = await branches.branchOfUser(agentUserId);
    return { createdByAgentId: agentUserId, branchId: branch?.id ?? null };
  }

  /**
   * An agent's quote for the customer `customerEmail` names (their account, or none until the
   * sign-in check makes it): priced as theirs before the transaction, as the insurers are not
   * asked while rows are locked; then kept with the agent's stamp and recorded as `quote`, with
   * the product and `details`, in one transaction.
   */
  async function quoteFor<Body, Priced extends { existing?: unknown }, Response>(
    request: FastifyRequest,
    spec: {
      pricing: AgentQuotePricing<Body, Priced, Response>;
      body: Body;
      customerEmail: string;
      /** Where the e-mail is in the payload, for a 400 on a staff account's e-mail. */
      emailPath: string;
      product: PolicyType;
      details?: Record<string, unknown>;
    },
  ): Promise<Response> {
    const customer = await customerOf(spec.customerEmail, spec.emailPath);
    const customerUserId = customer?.id ?? null;
    const priced = await spec.pricing.priceForCustomer(customerUserId, spec.body);
    const stamp = await stampOf(request);
    return inRecordedAction(repositories, actorOf(request), clock, async (tx) => {
      const { stored, response } = await spec.pricing.keepForCustomer(
        tx,
        customerUserId,
        priced,
        stamp,
      );
      return recorded(response, {
        action: 'quote',
        customerUserId,
        subjectReference: stored.quoteReference,
        details: {
          product: spec.product,
          priced_again: priced.existing !== undefined,
          ...spec.details,
        },
      });
    });
  }

  /**
   * A quote only the agent journey made (it names its agent): re-pricing and payment by an agent
   * never reach a quote made without the agent's checks. 404 for none, 400 for another's.
   */
  function madeByAgent<Stored extends AgentJourneyQuote>(
    stored: Stored | undefined,
    missing: string,
  ): Stored {
    if (!stored) throw notFound(missing);
    if (!stored.createdByAgentId) {
      throw new FieldValidationError({ quote_reference: [AGENT_JOURNEY_MESSAGES.notAgentQuote] });
    }
    return stored;
  }

  /**
   * The agent pays for the customer the quote was made for: the customer's account (made by the
   * sign-in check since the quote, when it had none) gets the quote, the checkout binds it as
   * theirs and its bind job writes `payment_taken` with the policy. 409 while the customer has
   * no account.
   */
  async function payFor(
    request: FastifyRequest,
    spec: {
      product: CheckoutProduct;
      stored: AgentJourneyQuote;
      customerEmail: string;
      order: BindOrder;
      /** The product's quotes, to give the customer a quote made before their account. */
      claim: (id: string, ownerUserId: string) => Promise<void>;
    },
  ) {
    const { stored } = spec;
    const customer = stored.ownerUserId
      ? await users.findById(stored.ownerUserId)
      : await customerOf(spec.customerEmail, 'payment_details.quote_reference');
    if (!customer) {
      throw new HttpError(409, 'NO_CUSTOMER_ACCOUNT', AGENT_JOURNEY_MESSAGES.noCustomerAccount);
    }
    // A quote made before the customer's account (the sign-in check made it since) becomes
    // theirs: it was made for this e-mail. Nothing else of it changes.
    if (!stored.ownerUserId) await spec.claim(stored.id, customer.id);
    const caller = signedInCaller(request);
    const branch = await branches.branchOfUser(caller.userId);
    const payer: AgentPayer = {
      userId: caller.userId,
      role: caller.role,
      branchId: branch?.id ?? null,
    };
    return checkout.bind(
      spec.product,
      { userId: customer.id, email: customer.email, visitorKeyHash: null },
      spec.order,
      true,
      payer,
    );
  }

  return { customerOf, stampOf, quoteFor, madeByAgent, payFor };
}
