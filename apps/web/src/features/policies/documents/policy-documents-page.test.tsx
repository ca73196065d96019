import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES, POLICY_DOCUMENT_PROCESSES, type ProfilePolicy } from '@wallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { CAR, CUSTOMER, DOCUMENT_GROUPS, NEWER_HOME, SCHEDULE_ID, TRAVEL } from '../test/fixtures';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { PolicyDocumentsPage } from './policy-documents-page';

const SUMMARY = '/api/home/applied_home_documents/summary';
const DOWNLOAD = '/api/home/applied_home_documents/document';
const PDF_BYTES = '%PDF-1.7 test';
const TRAVEL_DOCUMENTS = '/api/travel/travel_quotes/documents';
const CAR_DOCUMENTS = '/api/motor/motor_quotes/documents';

function renderPolicy(
  policyId: string,
  answer: (call: RecordedCall) => FakeAnswer,
  policies: ProfilePolicy[] = [NEWER_HOME, CAR, TRAVEL],
) {
  return renderRoute(
    `/documents/policy/${policyId}`,
    '/documents/policy/:policyId',
    <PolicyDocumentsPage policyId={policyId} policies={policies} profileLoading={false} />,
    answer,
  );
}

const summaryAnswer =
  (summary: FakeAnswer) =>
  (call: RecordedCall): FakeAnswer =>
    call.path === SUMMARY ? summary : { status: 404, body: { message: 'No such route' } };

beforeEach(() => startSession('token', CUSTOMER));
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  endSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('policy documents /documents/policy/{policy_id}', () => {
  it('lists a home policy’s documents by business process with the issue date', async () => {
    const { calls } = renderPolicy(
      'home-newer',
      summaryAnswer({ status: 200, body: DOCUMENT_GROUPS }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home Documents' })).toBeInTheDocument();
    expect(screen.getByText('Policy Number HP-0002')).toBeInTheDocument();

    expect(await screen.findAllByRole('region')).toHaveLength(2);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Renewal confirmation', 'New policy']);
    const newPolicy = within(screen.getByRole('region', { name: 'New policy' }));
    expect(newPolicy.getByText(/Issued/)).toHaveTextContent('Issued 09/02/2024');
    expect(newPolicy.getAllByRole('listitem')).toHaveLength(2);
    expect(newPolicy.getByRole('heading', { level: 3, name: 'Policy Schedule' })).toBeVisible();
    expect(newPolicy.getByText('What you are covered for')).toBeInTheDocument();
    expect(newPolicy.getByRole('button', { name: 'Download Policy Schedule' })).toBeInTheDocument();

    expect(calls).toEqual([
      {
        method: 'POST',
        path: SUMMARY,
        body: { business_processes: POLICY_DOCUMENT_PROCESSES, policy_id: 'home-newer' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/wallet');
    expect(await axeViolations()).toEqual([]);
  });

  it('says the documents are still being processed when there are none yet', async () => {
    renderPolicy('home-newer', summaryAnswer({ status: 200, body: [] }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.documentsPending)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call us on 01 488 4062/ })).toHaveAttribute(
      'href',
      'tel:014884062',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('treats a failed summary call as no documents yet (home.md 7: empty list on error)', async () => {
    renderPolicy('home-newer', summaryAnswer({ status: 500, body: { message: 'Down' } }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.documentsPending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('lists a car policy’s documents from the car documents call, as links', async () => {
    const link = (id: string) =>
      `/api/motor/motor_quotes/documents/${id}?expires=1900000000000&signature=abc`;
    const { calls } = renderPolicy('car-1', (call) =>
      call.path === CAR_DOCUMENTS
        ? {
            status: 200,
            body: {
              policies: [
                {
                  policy_reference: 'MQ-0077',
                  documents: [
                    { name: 'Certificate of Motor Insurance', url: link('c1') },
                    { name: 'Insurance Disc', url: link('d1') },
                  ],
                },
              ],
            },
          }
        : { status: 404, body: { message: 'No such route' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Car Documents' })).toBeInTheDocument();
    expect(screen.getByText('Policy Code CP-0077')).toBeInTheDocument();
    const certificate = await screen.findByRole('link', {
      name: 'Open Certificate of Motor Insurance (PDF, opens in a new tab)',
    });
    expect(certificate).toHaveAttribute('href', link('c1'));
    expect(calls).toEqual([
      {
        method: 'GET',
        path: CAR_DOCUMENTS,
        query: { policyReference: 'MQ-3003' },
        body: undefined,
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a car policy without documents yet as still being processed', async () => {
    renderPolicy('car-1', (call) =>
      call.path === CAR_DOCUMENTS
        ? { status: 200, body: { policies: [{ policy_reference: 'MQ-0077', documents: [] }] } }
        : { status: 404, body: { message: 'No such route' } },
    );
    expect(await screen.findByText(CHECKOUT_MESSAGES.documentsPending)).toBeInTheDocument();
  });

  it('lists a travel policy’s documents as links that open each PDF in a new tab', async () => {
    const link = (id: string) =>
      `/api/travel/travel_quotes/documents/${id}?expires=1900000000000&signature=abc`;
    const { calls } = renderPolicy('travel-1', (call) =>
      call.path === TRAVEL_DOCUMENTS
        ? {
            status: 200,
            body: {
              policies: [
                {
                  policy_reference: 'TQ-4004',
                  documents: [
                    { name: 'Travel Insurance Certificate', url: link('c1') },
                    { name: 'Schedule of Benefits', url: link('s1') },
                  ],
                },
              ],
            },
          }
        : { status: 404, body: { message: 'No such route' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Travel Documents' })).toBeInTheDocument();
    expect(screen.getByText('Policy Code TP-0005')).toBeInTheDocument();
    const certificate = await screen.findByRole('link', {
      name: 'Open Travel Insurance Certificate (PDF, opens in a new tab)',
    });
    expect(certificate).toHaveAttribute('href', link('c1'));
    expect(certificate).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'Schedule of Benefits' })).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'GET',
        path: TRAVEL_DOCUMENTS,
        query: { policyReference: 'TQ-4004' },
        body: undefined,
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says a travel policy’s documents are still being processed when there are none yet', async () => {
    renderPolicy('travel-1', () => ({ status: 404, body: { message: 'No such travel policy.' } }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.documentsPending)).toBeInTheDocument();
  });

  it('sends a policy the customer does not hold back to the documents menu, asking nothing', async () => {
    const { calls } = renderPolicy('someone-elses', () => ({ status: 200, body: DOCUMENT_GROUPS }));
    expect(await screen.findByRole('heading', { name: 'Now at /documents' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('waits for the profile before deciding', () => {
    renderRoute(
      '/documents/policy/home-newer',
      '/documents/policy/:policyId',
      <PolicyDocumentsPage policyId="home-newer" policies={[]} profileLoading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy');
  });
});

describe('document download', () => {
  function mockBrowserDownload() {
    const blobs: Blob[] = [];
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/doc-1';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; the browser's own are put back after each test.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    return { blobs, saved, revokeObjectURL };
  }

  it('saves the PDF under the document’s name and frees the object URL afterwards', async () => {
    const user = userEvent.setup();
    const browser = mockBrowserDownload();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = renderPolicy('home-newer', async (call) => {
      if (call.path === SUMMARY) return { status: 200, body: DOCUMENT_GROUPS };
      await answered;
      return {
        status: 200,
        body: {
          document_id: SCHEDULE_ID,
          display_name: 'Policy Schedule',
          content_type: 'application/pdf',
          content: btoa(PDF_BYTES),
        },
      };
    });

    const button = await screen.findByRole('button', { name: 'Download Policy Schedule' });
    await user.click(button);
    expect(
      await screen.findByRole('button', { name: 'Downloading Policy Schedule' }),
    ).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy asks nothing more.
    await user.click(screen.getByRole('button', { name: 'Downloading Policy Schedule' }));
    release();

    await screen.findByRole('button', { name: 'Download Policy Schedule' });
    expect(calls.filter((call) => call.path === DOWNLOAD)).toEqual([
      {
        method: 'POST',
        path: DOWNLOAD,
        body: { document_id: SCHEDULE_ID, display_name: 'Policy Schedule' },
      },
    ]);
    expect(browser.saved).toEqual([
      { href: 'blob:http://localhost/doc-1', download: 'Policy-Schedule.pdf' },
    ]);
    expect(browser.blobs[0]!.type).toBe('application/pdf');
    expect(await browser.blobs[0]!.text()).toBe(PDF_BYTES);
    // The temporary link is gone and the URL is freed once the browser has the file.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(
      () => expect(browser.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/doc-1'),
      { timeout: 2000 },
    );
  });

  it('says so when the download fails, and lets the customer try again', async () => {
    const user = userEvent.setup();
    const browser = mockBrowserDownload();
    renderPolicy('home-newer', (call) =>
      call.path === SUMMARY
        ? { status: 200, body: DOCUMENT_GROUPS }
        : { status: 500, body: { message: 'Storage unavailable' } },
    );
    const button = await screen.findByRole('button', { name: 'Download Policy Schedule' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sorry, we could not download Policy Schedule. Please try again.',
    );
    expect(
      screen.getByRole('button', { name: 'Download Policy Schedule' }),
    ).toHaveAccessibleDescription(
      'Sorry, we could not download Policy Schedule. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Download Policy Schedule' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(browser.saved).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
