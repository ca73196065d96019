import { act, createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_ACCOUNT_IDS, formatProviderError } from '@wallet/domain';
import {
  CARD_FIELDS_LOAD_DELAY_MS,
  CardProviderFailure,
  HostedCardFields,
  type HostedCardFieldsHandle,
} from './hosted-card-fields';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderFields() {
  const handle = createRef<HostedCardFieldsHandle>();
  const onValidityChange = vi.fn();
  render(
    <HostedCardFields
      ref={handle}
      id="card-details"
      accountId={CARD_ACCOUNT_IDS.TRAVEL}
      amountCents={4_599}
      onValidityChange={onValidityChange}
    />,
  );
  return { handle, onValidityChange };
}

function showFrame(): HTMLIFrameElement {
  act(() => vi.advanceTimersByTime(CARD_FIELDS_LOAD_DELAY_MS));
  return screen.getByTitle('Card details') as HTMLIFrameElement;
}

function fromFrame(frame: HTMLIFrameElement | null, data: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'card-gateway', ...data },
        origin: 'null',
        source: frame?.contentWindow ?? window,
      }),
    );
  });
}

describe('HostedCardFields', () => {
  it('loads the gateway frame 500 ms later, sandboxed, for this origin', () => {
    renderFields();
    act(() => vi.advanceTimersByTime(CARD_FIELDS_LOAD_DELAY_MS - 1));
    expect(screen.queryByTitle('Card details')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading card fields');
    const frame = showFrame();
    expect(frame.getAttribute('src')).toBe(
      `/gateway/hosted-fields?origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(frame.id).toBe('card-details');
    // Wider than its box by the gateway page's padding on each side: the fields line up.
    expect(frame.style.width).toBe('calc(100% + 8px)');
    expect(frame.style.margin).toBe('-4px');
  });

  it('follows the frame height and validity', () => {
    const { onValidityChange } = renderFields();
    const frame = showFrame();
    fromFrame(frame, { type: 'height', height: 420 });
    fromFrame(frame, { type: 'validity', valid: true });
    expect(frame.getAttribute('height')).toBe('420');
    expect(onValidityChange).toHaveBeenCalledWith(true);
  });

  it('ignores messages from any other window or without the marker', () => {
    const { onValidityChange } = renderFields();
    const frame = showFrame();
    fromFrame(null, { type: 'validity', valid: true });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'validity', valid: true },
          source: frame.contentWindow,
        }),
      );
    });
    expect(onValidityChange).not.toHaveBeenCalled();
  });

  it('sends the tokenise command and resolves with the token', async () => {
    const { handle } = renderFields();
    const frame = showFrame();
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromFrame(frame, { type: 'ready' });
    const result = handle.current!.tokenise('Mary Murphy');
    expect(posted).toHaveBeenCalledWith(
      {
        source: 'card-gateway',
        type: 'tokenise',
        cardHolderName: 'Mary Murphy',
        amountCents: 4_599,
        currency: 'EUR',
        accountId: 'wallet-travel',
      },
      '*',
    );
    fromFrame(frame, { type: 'result', token: 'tok_abc', brand: 'Visa', last4: '4242' });
    await expect(result).resolves.toEqual({ token: 'tok_abc', brand: 'Visa', last4: '4242' });
  });

  it("asks the frame to show its fields' messages", () => {
    const { handle } = renderFields();
    const frame = showFrame();
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    handle.current!.showProblems();
    expect(posted).toHaveBeenCalledWith({ source: 'card-gateway', type: 'check' }, '*');
  });

  it('rejects with the provider message and code', async () => {
    const { handle } = renderFields();
    const frame = showFrame();
    fromFrame(frame, { type: 'ready' });
    const result = handle.current!.tokenise('Mary Murphy');
    fromFrame(frame, { type: 'error', code: '05', message: 'Your card was declined.' });
    const failure = await result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardProviderFailure);
    const { message, code } = failure as CardProviderFailure;
    expect(formatProviderError(message, code)).toBe('Your card was declined. (Code: 05)');
  });

  it('refuses to tokenise before the frame is ready', async () => {
    const { handle } = renderFields();
    showFrame();
    await expect(handle.current!.tokenise('Mary Murphy')).rejects.toMatchObject({
      code: 'gateway_unavailable',
    });
  });
});
