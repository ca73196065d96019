import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClaimDetail } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../../test/render-route';
import { CLAIM_TEXTS } from '../claim-texts';
import { ClaimPage } from './claim-page';

const CLAIM: ClaimDetail = {
  reference: 'CL-ABCD2345',
  policy_id: 'car/7007',
  policy_number: 'CP-0007',
  product: 'car',
  kind: 'collision',
  kind_label: 'Collision',
  incident_date: '2026-11-28',
  stage: 'received',
  received_at: '2026-11-29T10:00:00.000Z',
  estimate_cents: 90_000,
  amount_cents: null,
  place: 'Main Street, Bray',
  description: 'Reversed into at the lights.',
  anyone_hurt: false,
  items: [{ description: 'Rear bumper', estimate_cents: 90_000 }],
  other_party: { name: 'Seán Murphy', registration: '191-D-12345' },
  garda_report_number: '40512345',
  trip: null,
  timeline: [{ stage: 'received', at: '2026-11-29T10:00:00.000Z', note: null }],
  messages: [],
  files: [],
  payout: null,
  excess_cents: null,
};

/** The page as the address typed from the e-mail names it, in lower case. */
function renderClaim(answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(
    '/claims/cl-abcd2345',
    '/claims/:reference',
    <ClaimPage reference="cl-abcd2345" />,
    answer,
  );
}

const messageCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as Record<string, string>);

describe('a claim /claims/{reference}', () => {
  it('shows everything the customer told us, the other party and the Garda report included', async () => {
    renderClaim(() => ({ status: 200, body: CLAIM }));
    await screen.findByRole('heading', { name: 'Collision claim' });
    const told = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['Was anyone hurt?', 'No'],
        ['Where did it happen?', 'Main Street, Bray'],
        ['Item 1', 'Rear bumper, €900.00'],
        ['The other party, if there was one', 'Name: Seán Murphy; Registration: 191-D-12345'],
        ['Garda report number', '40512345'],
      ]),
    );
  });

  it('shows a message sent at once, and gives changed words after a failure a new id', async () => {
    const user = userEvent.setup();
    const posts: FakeAnswer[] = [
      { status: 503, body: { message: 'The service is briefly unavailable.' } },
      {
        status: 200,
        body: {
          ...CLAIM,
          messages: [{ author: 'customer', body: 'Photos to follow.', at: '2026-11-29T11:00:00Z' }],
        },
      },
    ];
    const { calls } = renderClaim((call) =>
      call.method === 'GET' ? { status: 200, body: CLAIM } : posts.shift()!,
    );
    const field = await screen.findByLabelText(CLAIM_TEXTS.messageLabel);
    await user.type(field, 'Photos tomorrow.');
    await user.click(screen.getByRole('button', { name: CLAIM_TEXTS.sendMessage }));
    expect(await screen.findAllByText('The service is briefly unavailable.')).not.toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'Photos to follow.');
    await user.click(screen.getByRole('button', { name: CLAIM_TEXTS.sendMessage }));
    expect(await screen.findByText('Photos to follow.', { selector: 'p' })).toBeVisible();
    const [failed, sent] = messageCalls(calls);
    expect(sent?.message_id).not.toBe(failed?.message_id);
  });

  it('says a claim that is not there is not found, and offers to try again otherwise', async () => {
    const missing = renderClaim(() => ({ status: 404, body: { message: 'No claim.' } }));
    expect(await screen.findByText(CLAIM_TEXTS.claimNotFound)).toBeVisible();
    expect(screen.queryByRole('button', { name: CLAIM_TEXTS.tryAgain })).toBeNull();
    missing.unmount();
    const answers: FakeAnswer[] = [
      { status: 500, body: { message: 'Boom' } },
      { status: 200, body: CLAIM },
    ];
    const user = userEvent.setup();
    renderClaim(() => answers.shift()!);
    expect(await screen.findByText(CLAIM_TEXTS.claimFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: CLAIM_TEXTS.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'Collision claim' })).toBeVisible();
  });
});

describe("a claim's photos and documents", () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));
  const PHOTO = {
    file_id: '0b8f9a52-8f7c-4c1e-9f43-1c2d3e4f5a6b',
    name: 'bumper.jpg',
    media_type: 'image/jpeg' as const,
    size_bytes: 2_400_000,
    author: 'customer' as const,
    uploaded_at: '2026-11-29T10:05:00.000Z',
  };
  const RECEIPT = {
    ...PHOTO,
    file_id: '1c9fab63-9f8d-4d2f-8a54-2d3e4f5a6b7c',
    name: 'quote.pdf',
    media_type: 'application/pdf' as const,
    size_bytes: 90_000,
  };

  it('shows each photo small and offers each document, and sends more while in progress', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    const withFiles = { ...CLAIM, files: [PHOTO] };
    const { calls } = renderClaim((call) => {
      if (call.path.endsWith(`/files/${PHOTO.file_id}`)) return { status: 200, body: 'jpeg' };
      if (call.method === 'POST')
        return { status: 200, body: { ...withFiles, files: [PHOTO, RECEIPT] } };
      return { status: 200, body: withFiles };
    });
    const files = within(await screen.findByRole('region', { name: 'Photos and documents' }));
    expect(await files.findByRole('img', { name: 'Open bumper.jpg' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(files.getByText(/2\.3 MB, 29\/11\/2026 at 10:05/)).toBeVisible();
    await user.upload(
      files.getByLabelText('Choose photos or documents'),
      new File(['%PDF-1.7 quote'], 'quote.pdf', { type: 'application/pdf' }),
    );
    await user.click(files.getByRole('button', { name: 'Send files' }));
    expect(await files.findByRole('button', { name: 'Open quote.pdf' })).toBeVisible();
    expect(files.getByText('Your files have been sent.', { selector: '.notice p' })).toBeVisible();
    // The Send button went with the files: focus is not lost to the page.
    expect(files.queryByRole('button', { name: 'Send files' })).not.toBeInTheDocument();
    expect(files.getByRole('heading', { name: 'Send photos or documents' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/claims/CL-ABCD2345/files',
    ]);
  });

  it('says how to appeal once the claim is declined, beside the reasons', async () => {
    renderClaim(() => ({
      status: 200,
      body: {
        ...CLAIM,
        stage: 'declined',
        timeline: [
          ...CLAIM.timeline,
          { stage: 'declined', at: '2026-11-30T09:00:00.000Z', note: 'Wear and tear.' },
        ],
      },
    }));
    const appeal = within(await screen.findByRole('region', { name: 'How to appeal' }));
    expect(appeal.getByText(/you can appeal in writing within 30 days/)).toBeVisible();
    expect(appeal.getByText(/Financial Services and Pensions Ombudsman/)).toBeVisible();
    expect(screen.getByText('Wear and tear.')).toBeVisible();
  });

  it('says what a settlement paid and where, and when it reached the card', async () => {
    const settled = {
      ...CLAIM,
      stage: 'settled' as const,
      amount_cents: 123_456,
      timeline: [
        ...CLAIM.timeline,
        { stage: 'settled' as const, at: '2026-11-30T09:00:00.000Z', note: 'Thank you.' },
      ],
      payout: {
        amount_cents: 123_456,
        route: 'card' as const,
        to: 'Visa card ending 4242',
        status: 'being_paid' as const,
        paid_at: null,
      },
    };
    const { unmount } = renderClaim(() => ({ status: 200, body: settled }));
    expect(
      await screen.findByText('€1,234.56 is being paid to the Visa card ending 4242.'),
    ).toBeVisible();
    expect(screen.getByText('Thank you.')).toBeVisible();
    unmount();
    renderClaim(() => ({
      status: 200,
      body: {
        ...settled,
        payout: { ...settled.payout, status: 'paid', paid_at: '2026-11-30T09:01:00.000Z' },
      },
    }));
    expect(
      await screen.findByText('€1,234.56 was paid to the Visa card ending 4242 on 30/11/2026.'),
    ).toBeVisible();
    cleanup();
    renderClaim(() => ({
      status: 200,
      body: { ...settled, payout: { ...settled.payout, status: 'failed' } },
    }));
    expect(
      await screen.findByText(
        '€1,234.56 could not be paid to the Visa card ending 4242. The claims team will pay it another way and contact you.',
      ),
    ).toBeVisible();
  });

  it('takes no more files once the claim is closed', async () => {
    renderClaim(() => ({ status: 200, body: { ...CLAIM, stage: 'settled' } }));
    await screen.findByRole('region', { name: 'Photos and documents' });
    expect(screen.getByText('None yet.')).toBeVisible();
    expect(screen.queryByLabelText('Choose photos or documents')).toBeNull();
  });
});
