import { z } from 'zod';

/** home.md 7 (Documents summary): the business processes documents are filed under. */
export const DOCUMENT_BUSINESS_PROCESSES = [
  'NEW_BUSINESS',
  'RENEWAL_CONFIRMATION',
  'RENEWAL_TRANSFER',
  'LAPSE',
  'RENEWAL_OFFER',
  'CANCELLATION',
  'MID_TERM_ADJUSTMENT',
  /** Issue 45: a replacement disc, a no-claims statement or a proof-of-cover letter asked for. */
  'ON_REQUEST',
] as const;
export type DocumentBusinessProcess = (typeof DOCUMENT_BUSINESS_PROCESSES)[number];

/**
 * What the documents page asks for a policy (home.md 7), and the renewal offer issued for its
 * period: the Renewal Notice stays among the period's documents once the renewal is made
 * (docs/decisions/0016).
 */
export const POLICY_DOCUMENT_PROCESSES: DocumentBusinessProcess[] = [
  'NEW_BUSINESS',
  'RENEWAL_CONFIRMATION',
  'RENEWAL_TRANSFER',
  'LAPSE',
  'RENEWAL_OFFER',
  'CANCELLATION',
  'MID_TERM_ADJUSTMENT',
  'ON_REQUEST',
];

export const documentsSummaryRequestSchema = z
  .object({
    business_processes: z
      .array(z.enum(DOCUMENT_BUSINESS_PROCESSES))
      .min(1)
      .max(DOCUMENT_BUSINESS_PROCESSES.length),
    policy_id: z.string().trim().min(1).max(60),
  })
  .strict();
export type DocumentsSummaryRequest = z.infer<typeof documentsSummaryRequestSchema>;

export const policyDocumentSchema = z.object({
  document_id: z.string(),
  display_name: z.string(),
  description: z.string(),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

export const documentGroupSchema = z.object({
  /** The day the documents were issued, YYYY-MM-DD. */
  date: z.string(),
  business_process: z.enum(DOCUMENT_BUSINESS_PROCESSES),
  documents: z.array(policyDocumentSchema),
});
export type DocumentGroup = z.infer<typeof documentGroupSchema>;

export const documentsSummaryResponseSchema = z.array(documentGroupSchema);

export const documentDownloadRequestSchema = z
  .object({
    document_id: z.uuid(),
    display_name: z.string().trim().max(120).optional(),
  })
  .strict();
export type DocumentDownloadRequest = z.infer<typeof documentDownloadRequestSchema>;

/** The PDF as base64 (home.md 7: 'returns base64 PDF'). */
export const documentDownloadResponseSchema = z.object({
  document_id: z.string(),
  display_name: z.string(),
  content_type: z.literal('application/pdf'),
  content: z.string(),
});
export type DocumentDownloadResponse = z.infer<typeof documentDownloadResponseSchema>;

/** The file name a download is saved under: the display name, safe for any file system. */
export function documentFileName(displayName: string): string {
  const base = displayName
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${base || 'document'}.pdf`;
}

/**
 * car-travel-payment.md 7: GET /travel/travel_quotes/documents and /motor/motor_quotes/documents
 * ?policyReference=: a car or travel policy's documents, each a name and a link.
 */
export const PRODUCT_DOCUMENT_LINK_MINUTES = 5;

export const productDocumentLinksRequestSchema = z.object({
  policyReference: z.string().trim().min(1).max(40),
});

/** car-travel-payment.md 3 and 7: policies[0].documents, each a name and a link. */
export const productDocumentLinksResponseSchema = z.object({
  policies: z.array(
    z.object({
      policy_reference: z.string(),
      documents: z.array(
        z.object({
          name: z.string(),
          /**
           * What it is, or what became of it (a certificate replaced by a change, or void once
           * the policy ended): beyond the spec's name and link, so optional.
           */
          description: z.string().optional(),
          /**
           * A link that opens the PDF for PRODUCT_DOCUMENT_LINK_MINUTES minutes, signed for the
           * owner and the browser that asked for it.
           */
          url: z.string(),
        }),
      ),
    }),
  ),
});
export type ProductDocumentLinksResponse = z.infer<typeof productDocumentLinksResponseSchema>;
