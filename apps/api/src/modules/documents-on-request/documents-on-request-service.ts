import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_ON_REQUEST_MESSAGES as M,
  DOCUMENT_ON_REQUEST_REPEAT_SECONDS,
  ON_REQUEST_BUSINESS_PROCESS,
  calendarDateOf,
  documentOnRequestRefusal,
  formatIsoDate,
  insurerNameOf,
  noClaimsEarned,
  policyNumberLabel,
  productFactsOfPolicyType,
  productTypeOf,
  type DocumentOnRequestKind,
  type DocumentOnRequestRequest,
  type DocumentOnRequestResponse,
} from '@wallet/domain';
import type {
  PolicyDocumentContent,
  PolicyDocuments,
  PolicyPayment,
} from '../../adapters/documents/policy-documents-port.js';
import { policyDocumentSetOf } from '../../adapters/documents/policy-document-blocks.js';
import type { Clock } from '../../lib/clock.js';
import { FieldValidationError, notFound } from '../../lib/http-errors.js';
import type { CheckoutProducts } from '../checkout/index.js';
import {
  noClaimsStatement,
  proofOfCoverLetter,
  replacementDisc,
  type PolicyInWords,
} from './documents-on-request-content.js';
import type {
  DocumentRow,
  DocumentsOnRequestRepository,
  PolicyOnRequest,
} from './documents-on-request-repository.js';

/** Each kind's stored name starts with this; the rest is the request's own key. */
const NAME_PREFIX: Record<DocumentOnRequestKind, string> = {
  replacement_disc: 'replacement-disc',
  no_claims_statement: 'no-claims-statement',
  proof_of_cover: 'proof-of-cover',
};

const kindOfName = (name: string): DocumentOnRequestKind =>
  (Object.keys(NAME_PREFIX) as DocumentOnRequestKind[]).find((kind) =>
    name.startsWith(`${NAME_PREFIX[kind]}-`),
  )!;

/**
 * The disc and the no-claims statement print nothing of how the policy was paid: the product's
 * document set is built with this in its place, and only those documents are drawn from it,
 * never its schedule.
 */
const PAYMENT_NOT_PRINTED: PolicyPayment = { method: 'card', cardBrand: '', last4: '0000' };

export interface DocumentsOnRequestServiceDeps {
  repository: DocumentsOnRequestRepository;
  checkoutProducts: Pick<CheckoutProducts, 'of'>;
  documents: PolicyDocuments;
  /** What a policy covers, in its documents' words (the product registry's). */
  policyCoverOf: (policyType: string, quoteRequest: unknown) => string | null;
  clock: Clock;
}

/**
 * Documents on demand (issue 45): a replacement disc, a no-claims bonus statement or a
 * proof-of-cover letter for one of the caller's own policies, made as the rules allow, filed
 * with its documents once per request, and answered with its PDF.
 */
export function createDocumentsOnRequestService(deps: DocumentsOnRequestServiceDeps) {
  function answerOf(row: DocumentRow): DocumentOnRequestResponse {
    return {
      document_id: row.id,
      kind: kindOfName(row.name),
      display_name: row.displayName,
      description: row.description,
      business_process: ON_REQUEST_BUSINESS_PROCESS,
      created_at: row.createdAt.toISOString(),
      content_type: 'application/pdf',
      content: row.pdf.toString('base64'),
    };
  }

  function wordsOf(read: PolicyOnRequest): PolicyInWords {
    const { policy } = read;
    const facts = productFactsOfPolicyType(policy.policyType);
    return {
      productName: `${facts.label} Insurance`,
      policyNumberLabel: policyNumberLabel(productTypeOf(policy.policyType)),
      policyNumber: policy.policyNumber,
      referenceNumber: policy.referenceNumber,
      insurerName: insurerNameOf(policy.insurer ?? ''),
      holderName: read.holderName,
      cover: read.snapshot ? deps.policyCoverOf(policy.policyType, read.snapshot.request) : null,
      status: policy.status,
      startDate: policy.startDate,
      endDate: policy.endDate,
    };
  }

  /** The product's own document of its policy's set that a kind is drawn from. */
  function productDocumentOf(
    read: PolicyOnRequest,
    kind: DocumentOnRequestKind,
    issuedAt: Date,
  ): PolicyDocumentContent {
    const { policy, snapshot } = read;
    const product = deps.checkoutProducts.of(policy.policyType);
    const source = product.documentsOnRequest?.drawnFrom[kind as never];
    const issue = snapshot && product.policyToIssue(snapshot);
    if (!source || !issue) {
      throw new Error(`Policy ${policy.policyId} has no ${source ?? kind} to draw from`);
    }
    const set = issue.documents(
      {
        policyNumber: policy.policyNumber,
        referenceNumber: policy.referenceNumber,
        policyId: policy.policyId,
        quoteReference: snapshot.quoteReference,
        startDate: policy.startDate,
        endDate: policy.endDate,
        issuedAt,
      },
      PAYMENT_NOT_PRINTED,
    );
    const document = set.documents.find((candidate) => candidate.name === source);
    if (!document) throw new Error(`The ${policy.policyType} documents hold no ${source}`);
    return document;
  }

  function contentOf(
    read: PolicyOnRequest,
    kind: DocumentOnRequestKind,
    name: string,
    issuedAt: Date,
    today: string,
  ): PolicyDocumentContent {
    const words = wordsOf(read);
    if (kind === 'proof_of_cover') return proofOfCoverLetter(name, words, issuedAt, today);
    const drawn = productDocumentOf(read, kind, issuedAt);
    if (kind === 'replacement_disc') return replacementDisc(name, drawn, issuedAt);
    const { policy } = read;
    const noClaims = deps.checkoutProducts
      .of(policy.policyType)
      .documentsOnRequest?.noClaimsOf(read.snapshot!);
    if (!noClaims) throw new Error(`Policy ${policy.policyId} holds no no-claims years`);
    const kinds = productFactsOfPolicyType(policy.policyType).claimForm?.kinds ?? [];
    return noClaimsStatement(
      name,
      drawn,
      {
        policy: words,
        pricedYears: noClaims.years,
        protectedBonus: noClaims.protectedBonus,
        earned: noClaimsEarned({
          pricedYears: noClaims.years,
          protectedBonus: noClaims.protectedBonus,
          policy,
          claims: read.claims,
          today,
        }),
        claims: read.claims.map((claim) => ({
          ...claim,
          kindLabel: kinds.find((known) => known.code === claim.kind)?.label ?? claim.kind,
        })),
        today,
      },
      issuedAt,
    );
  }

  return {
    async request(
      userId: string,
      policyId: string,
      request: DocumentOnRequestRequest,
    ): Promise<DocumentOnRequestResponse> {
      const read = await deps.repository.read(userId, policyId);
      // Another customer's policy is answered like one that does not exist.
      if (!read) throw notFound(M.policyNotFound);
      const now = deps.clock();
      const today = formatIsoDate(calendarDateOf(now));
      const { policy } = read;
      const facts = productFactsOfPolicyType(policy.policyType);
      const refusal = documentOnRequestRefusal(request.kind, facts, policy, today);
      if (refusal) throw new FieldValidationError({ kind: [refusal] });
      const prefix = NAME_PREFIX[request.kind];
      const name = `${prefix}-${request.request_id ?? randomUUID()}`;
      const { document } = await deps.repository.issueOnce(
        policy.id,
        {
          ...(request.request_id ? { exactName: name } : {}),
          kindPrefix: prefix,
          since: new Date(now.getTime() - DOCUMENT_ON_REQUEST_REPEAT_SECONDS * 1000),
        },
        async () => {
          const content = contentOf(read, request.kind, name, now, today);
          const [rendered] = await deps.documents.render(
            policyDocumentSetOf({
              productName: `${facts.label} Insurance`,
              insurer: { code: policy.insurer ?? '', name: insurerNameOf(policy.insurer ?? '') },
              policy: {
                policyNumber: policy.policyNumber,
                policyNumberLabel: policyNumberLabel(productTypeOf(policy.policyType)),
                referenceNumber: policy.referenceNumber,
                issuedAt: now,
              },
              documents: [content],
            }),
          );
          return {
            name,
            displayName: rendered!.displayName,
            description: rendered!.description,
            pdf: rendered!.pdf,
            createdAt: now,
          };
        },
      );
      return answerOf(document);
    },
  };
}

export type DocumentsOnRequestService = ReturnType<typeof createDocumentsOnRequestService>;
