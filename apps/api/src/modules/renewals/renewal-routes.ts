import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoRenewalRequestSchema,
  autoRenewalResponseSchema,
  bindResponseSchema,
  policyAutoRenewalRequestSchema,
  policyAutoRenewalResponseSchema,
  renewalAcceptRequestSchema,
  renewalAcceptResponseSchema,
  renewalBindRequestSchema,
  renewalDocumentsRequestSchema,
  renewalDocumentsResponseSchema,
  renewalOfferListSchema,
  renewalOfferSchema,
  renewalPolicyCodeParamsSchema,
  renewalQuoteRequestSchema,
  statementOfFactDeclineRequestSchema,
} from '@wallet/domain';
import { apiErrorSchema } from '../../lib/http-errors.js';
import { requireFeature } from '../../plugins/feature-gate.js';
import { requireUser, signedInCaller } from '../../plugins/request-context.js';
import { bindCallerOf } from '../checkout/index.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * home.md 7 (Renewal, Renewal quote fetch by policy code, renewal Bind, Renewal documents) and
 * the calls the spec leaves unnamed (the open offers, auto-renewal, acceptance to renew by
 * itself, a refused statement of fact). All are the signed-in owner's; renewals exist only while
 * home_renewal_enabled is on, except turning auto-renewal off, which is always free and open.
 */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const renewals = app.services.renewals;
  const whileRenewalsOn = [requireUser, requireFeature('home_renewal_enabled')];
  const common = { tags: ['renewals'], security: [{ bearerAuth: [] }] };

  app.post(
    '/home/applied_home_renewal/',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        summary:
          "The renewal quote of one of the caller's home policies (home.md 7 Renewal): the renewal from its insurer first, then the alternative, with the five-year schedule, what changed, the price-walking check and auto-renewal.",
        body: renewalQuoteRequestSchema,
        response: { 200: renewalOfferSchema, ...errors },
      },
    },
    async (request) =>
      renewals.offerOfPolicy(signedInCaller(request).userId, request.body.policy_id),
  );

  app.get(
    '/home/applied_home_renewal/policy_code/:policyCode',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        summary:
          'The same renewal quote by policy code (the policy number): home.md 7 Renewal quote fetch by policy code.',
        params: renewalPolicyCodeParamsSchema,
        response: { 200: renewalOfferSchema, ...errors },
      },
    },
    async (request) =>
      renewals.offerOfPolicyCode(signedInCaller(request).userId, request.params.policyCode),
  );

  app.get(
    '/home/applied_home_renewal/offers',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        summary:
          "The caller's renewal offers still open (View Renewals shows when there is one, platform.md 2.8).",
        response: { 200: renewalOfferListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => renewals.openOffers(signedInCaller(request).userId),
  );

  app.put(
    '/home/applied_home_renewal/auto_renewal',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary:
          'Turns automatic renewal on or off, free of charge, at any time before the renewal date; only a policy paid by direct debit renews by itself.',
        body: autoRenewalRequestSchema,
        response: { 200: autoRenewalResponseSchema, ...errors },
      },
    },
    async (request) =>
      renewals.setAutoRenewal(
        signedInCaller(request).userId,
        request.body.policy_id,
        request.body.enabled,
      ),
  );

  app.put(
    '/policies/:policyId/auto-renewal',
    {
      onRequest: requireUser,
      schema: {
        tags: ['policies'],
        security: common.security,
        summary:
          "Stop automatic renewal (or turn it on again) from the policy's own page, free of charge and at any time before it ends (Central Bank Insurance Requirements Regulations 2022), for any of the caller's policies; confirmed by e-mail. Only a policy of a product that renews online, paid by direct debit, renews by itself.",
        params: z.strictObject({ policyId: z.string().trim().min(1).max(60) }),
        body: policyAutoRenewalRequestSchema,
        response: { 200: policyAutoRenewalResponseSchema, ...errors },
      },
    },
    async (request) =>
      renewals.setAutoRenewal(
        signedInCaller(request).userId,
        request.params.policyId,
        request.body.enabled,
      ),
  );

  app.post(
    '/home/applied_home_renewal/accept',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        summary:
          'Accepts the renewal to renew by itself on its date (home.md 4: auto-renewal on a direct-debit policy goes to thank-you at once). Refused for the alternative, with auto-renewal off or without a direct debit, and unless the renewal questions are answered.',
        body: renewalAcceptRequestSchema,
        response: { 200: renewalAcceptResponseSchema, ...errors },
      },
    },
    async (request) => renewals.acceptForAutoRenewal(signedInCaller(request).userId, request.body),
  );

  app.post(
    '/home/applied_home_renewal/statement_of_fact/decline',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        summary:
          "'I do not confirm' on the alternative's statement of fact (home.md 2): recorded (once; repeated, nothing changes); the alternative can then not be bought online. Refused (409) once the alternative is being paid for or bought.",
        body: statementOfFactDeclineRequestSchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await renewals.declineStatementOfFact(signedInCaller(request).userId, request.body.policy_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/home/applied_home_renewal/bind',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        tags: ['renewals', 'checkout'],
        summary:
          "Pays for the renewal or the alternative and makes the renewed policy (home.md 7 Bind, renewals). Home's bind payload for the offer's quote, with the renewal questions answered; the renewal rules and every home bind rule are checked before anything is written; one renewed policy per offer however often it is repeated.",
        body: renewalBindRequestSchema,
        response: { 200: bindResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      renewals.bind(await bindCallerOf(app.repositories.users, request), request.body),
  );

  app.post(
    '/home/applied_home_documents/renewal/summary',
    {
      onRequest: whileRenewalsOn,
      schema: {
        ...common,
        summary:
          "The renewal offer's documents (home.md 7 Renewal documents): RENEWAL_OFFER for the renewal, RENEWAL_TRANSFER for the alternative; the statement of fact is among them.",
        body: renewalDocumentsRequestSchema,
        response: { 200: renewalDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => renewals.documents(signedInCaller(request).userId, request.body),
  );
};
