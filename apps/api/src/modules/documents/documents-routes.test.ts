import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_DOCUMENT_PROCESSES,
  documentDownloadResponseSchema,
  documentsSummaryResponseSchema,
  bindResponseSchema,
  type PolicyCreation,
} from '@wallet/domain';
import { pdfPagesText } from '../../adapters/documents/pdf-text-for-tests.js';
import { DEMO_ACCOUNTS } from '../../demo/demo-accounts.js';
import { authoriseCard, cardBind, priceHomeQuote } from '../../test/checkout-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let policy: PolicyCreation;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, DEMO_ACCOUNTS.newCustomer.email);
  other = await signIn(t.app, DEMO_ACCOUNTS.customer.email);
  const bought = await priceHomeQuote(t.app, owner.headers);
  const card = await authoriseCard(t.app, bought.priceCents);
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_quotes/bind',
    headers: owner.headers,
    payload: cardBind(bought, card.token),
  });
  policy = bindResponseSchema.parse(bind.json()).policy_creation_response_model!;
});
afterAll(async () => t?.close());

const summary = (headers: Record<string, string>, policyId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_documents/summary',
    headers,
    payload: { business_processes: POLICY_DOCUMENT_PROCESSES, policy_id: policyId },
  });

const download = (headers: Record<string, string>, documentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/applied_home_documents/document',
    headers,
    payload: { document_id: documentId, display_name: 'Policy Schedule' },
  });

describe('home documents', () => {
  it('lists the policy’s documents under NEW_BUSINESS, dated today', async () => {
    const response = await summary(owner.headers, policy.policy_id);
    expect(response.statusCode).toBe(200);
    const groups = documentsSummaryResponseSchema.parse(response.json());
    expect(groups).toHaveLength(1);
    expect(groups[0]!.business_process).toBe('NEW_BUSINESS');
    expect(groups[0]!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(groups[0]!.documents.map((document) => document.display_name)).toHaveLength(3);
  });

  it('downloads each as a base64 PDF naming the policy number', async () => {
    const [group] = documentsSummaryResponseSchema.parse(
      (await summary(owner.headers, policy.policy_id)).json(),
    );
    for (const listed of group!.documents) {
      const response = await download(owner.headers, listed.document_id);
      expect(response.statusCode).toBe(200);
      const body = documentDownloadResponseSchema.parse(response.json());
      const pdf = Buffer.from(body.content, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPagesText(pdf).join('\n')).toContain(policy.policy_number);
      expect(body.display_name).toBe(listed.display_name);
    }
  });

  it('shows another customer neither the list nor a document', async () => {
    const [group] = documentsSummaryResponseSchema.parse(
      (await summary(owner.headers, policy.policy_id)).json(),
    );
    expect((await summary(other.headers, policy.policy_id)).statusCode).toBe(404);
    expect((await download(other.headers, group!.documents[0]!.document_id)).statusCode).toBe(404);
    expect((await summary({}, policy.policy_id)).statusCode).toBe(401);
  });

  it('answers 400 to bad requests', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/home/applied_home_documents/summary',
      headers: owner.headers,
      payload: { business_processes: ['SOMETHING'], policy_id: policy.policy_id },
    });
    expect(bad.statusCode).toBe(400);
    expect((await download(owner.headers, 'not-a-uuid')).statusCode).toBe(400);
  });
});
