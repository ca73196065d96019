import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type RecordedCall } from '../../../test/render-route';
import { DOCUMENT_LINKS_RENEWED_AFTER_MS } from '../api/get-product-document-links';
import { CAR, CUSTOMER, TRAVEL } from '../test/fixtures';
import { DOCUMENT_UNAVAILABLE_TEXT, DocumentUnavailablePage } from './document-unavailable-page';
import { PolicyDocumentsPage } from './policy-documents-page';

const PRODUCTS = [
  {
    product: 'car',
    policy: CAR,
    list: '/api/motor/motor_quotes/documents',
    name: 'Certificate of Motor Insurance',
  },
  {
    product: 'travel',
    policy: TRAVEL,
    list: '/api/travel/travel_quotes/documents',
    name: 'Travel Insurance Certificate',
  },
] as const;

/** A tab as window.open gives it: the test reads where it was sent. */
function fakeTab() {
  return { opener: window as unknown, closed: false, location: { replace: vi.fn() } };
}

beforeEach(() => startSession('token', CUSTOMER));
afterEach(() => {
  endSession();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(PRODUCTS)('a $product document link', ({ policy, list, name }) => {
  /** The documents page, whose list answers with links made the nth time it is asked. */
  function renderDocuments(answer: (call: RecordedCall, nth: number) => { status: number }) {
    let asked = 0;
    const link = (nth: number) => `${list}/0b4c6a56-2f4e-4c41-9d6c-7d1f0a1e2b3c?expires=${nth}`;
    const view = renderRoute(
      `/documents/policy/${policy.policy_id}`,
      '/documents/policy/:policyId',
      <PolicyDocumentsPage
        policyId={policy.policy_id}
        policies={[policy]}
        profileLoading={false}
      />,
      (call) => {
        if (call.path !== list) return { status: 404, body: { message: 'No such route' } };
        asked += 1;
        const { status } = answer(call, asked);
        return status === 200
          ? {
              status,
              body: {
                policies: [
                  {
                    policy_reference: policy.reference_number,
                    documents: [{ name, url: link(asked) }],
                  },
                ],
              },
            }
          : { status, body: { message: 'Down' } };
      },
    );
    const listCalls = () => view.calls.filter((call) => call.path === list).length;
    return { ...view, link, listCalls };
  }
  const linkName = `Open ${name} (PDF, opens in a new tab)`;

  it('asks for a fresh link when pressed and opens the new tab at it', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { link, listCalls } = renderDocuments(() => ({ status: 200 }));
    const pressed = await screen.findByRole('link', { name: linkName });
    expect(pressed).toHaveAttribute('href', link(1));

    await user.click(pressed);
    // The tab opens at once, while the press allows it, with no hold on this page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(link(2)));
    expect(tab.opener).toBeNull();
    expect(listCalls()).toBe(2);
    // The page shows the new link too, on the same item, which keeps the focus.
    const renewed = screen.getByRole('link', { name: linkName });
    await waitFor(() => expect(renewed).toHaveAttribute('href', link(2)));
    expect(renewed).toBe(pressed);
  });

  it('opens the link it had when asking again fails: the API then says whether it holds', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { link } = renderDocuments((_call, nth) => ({ status: nth === 1 ? 200 : 503 }));
    await user.click(await screen.findByRole('link', { name: linkName }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(link(1)));
    // The documents stay listed.
    expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', link(1));
  });

  it('leaves a press with a modifier key (a new window or tab) to the browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { listCalls } = renderDocuments(() => ({ status: 200 }));
    const pressed = await screen.findByRole('link', { name: linkName });
    // jsdom does not navigate; the link's own behaviour is the browser's.
    const followed = fireEvent.click(pressed, { ctrlKey: true });
    expect(followed).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(listCalls()).toBe(1);
  });

  it('renews the page’s links a minute before they expire', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { link, listCalls } = renderDocuments(() => ({ status: 200 }));
    const shown = await screen.findByRole('link', { name: linkName });
    expect(shown).toHaveAttribute('href', link(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DOCUMENT_LINKS_RENEWED_AFTER_MS);
    });
    await waitFor(() => expect(shown).toHaveAttribute('href', link(2)));
    expect(listCalls()).toBe(2);
    expect(DOCUMENT_LINKS_RENEWED_AFTER_MS).toBe(4 * 60_000);
  });
});

describe('the page of a document link that opens nothing', () => {
  it('says the link has expired and leads to the documents and home', async () => {
    renderRoute('/documents/unavailable', '/documents/unavailable', <DocumentUnavailablePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: DOCUMENT_UNAVAILABLE_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(DOCUMENT_UNAVAILABLE_TEXT.why)).toHaveTextContent(
      'opens for 5 minutes',
    );
    expect(screen.getByRole('link', { name: 'Go to your documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/wallet');
    expect(await axeViolations()).toEqual([]);
  });
});
