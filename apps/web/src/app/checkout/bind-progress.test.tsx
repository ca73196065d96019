import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readBindOutcome,
  saveBindOutcome,
  saveBindRequest,
} from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PRODUCTS, type BindRequest, type CheckoutProduct } from './checkout-products';
import { bindAnswer, inProgress } from '../../features/checkout/test/fixtures';
import { readBindStart, useBindProgress } from '../../features/checkout/thank-you/bind-progress';

/**
 * A product the thank-you page has never heard of: its request names its quote at the top, and its
 * calls are spies. The page works through the registry entry alone.
 */
function travelLikeProduct(): CheckoutProduct & {
  bindCalls: { [K in keyof CheckoutProduct['bindCalls']]: ReturnType<typeof vi.fn> };
} {
  return {
    ...CHECKOUT_PRODUCTS.home!,
    type: 'travel',
    policyType: 'TRAVEL',
    paymentFrequencies: ['1'],
    quoteReferenceOf: (stored: unknown) => {
      const policy = (stored as { bind_policy?: { quote_reference?: unknown } } | null)
        ?.bind_policy;
      return typeof policy?.quote_reference === 'string' ? policy.quote_reference : null;
    },
    bindCalls: {
      bind: vi.fn(async () => bindAnswer({ quote_reference: 'TQ-1' })),
      upload: vi.fn(async () => inProgress()),
      status: vi.fn(async () => bindAnswer({ quote_reference: 'TQ-1' })),
    },
    bindStatusPollMs: 10,
  };
}

const travelRequest: BindRequest = {
  bind_policy: { quote_reference: 'TQ-1', declaration_consent: true, selected_premium_id: 'p1' },
};

afterEach(() => sessionStorage.clear());

describe('bind progress through the registry', () => {
  it('starts from the stored request the product recognises, and ignores junk', () => {
    const product = travelLikeProduct();
    saveBindRequest('TRAVEL', { payment_details: { quote_reference: 'HQ-1' } });
    expect(readBindStart(product)).toBeNull();
    saveBindRequest('TRAVEL', travelRequest);
    expect(readBindStart(product)).toEqual({
      request: travelRequest,
      outcome: null,
      quoteReference: 'TQ-1',
    });
  });

  it("binds with the product's own bind call and stores the answer under its policy type", async () => {
    const product = travelLikeProduct();
    saveBindRequest('TRAVEL', travelRequest);
    const { result } = renderHook(() =>
      useBindProgress({
        product,
        start: readBindStart(product)!,
        bindUploadEnabled: false,
        userEmail: 'demo@wallet.test',
      }),
    );
    await waitFor(() => expect(result.current.state).toBe('success'));
    expect(product.bindCalls.bind).toHaveBeenCalledWith(travelRequest);
    expect(product.bindCalls.upload).not.toHaveBeenCalled();
    expect(readBindOutcome('TRAVEL')).toEqual({
      kind: 'answer',
      response: bindAnswer({ quote_reference: 'TQ-1' }),
    });
    expect(readBindOutcome('HOME')).toBeNull();
  });

  it("uploads, then polls with the product's status call until the policy exists", async () => {
    const product = travelLikeProduct();
    saveBindRequest('TRAVEL', travelRequest);
    const { result } = renderHook(() =>
      useBindProgress({
        product,
        start: readBindStart(product)!,
        bindUploadEnabled: true,
        userEmail: 'demo@wallet.test',
      }),
    );
    await waitFor(() => expect(result.current.state).toBe('success'));
    expect(product.bindCalls.upload).toHaveBeenCalledWith(travelRequest);
    expect(product.bindCalls.status).toHaveBeenCalledWith({
      quote_reference: 'TQ-1',
      user_email: 'demo@wallet.test',
    });
    expect(product.bindCalls.bind).not.toHaveBeenCalled();
  });

  it("resumes a bind left in progress with the product's status call", async () => {
    const product = travelLikeProduct();
    saveBindOutcome('TRAVEL', { kind: 'answer', response: inProgress() });
    const { result } = renderHook(() =>
      useBindProgress({
        product,
        start: readBindStart(product)!,
        bindUploadEnabled: true,
        userEmail: 'demo@wallet.test',
      }),
    );
    await waitFor(() => expect(result.current.state).toBe('success'));
    expect(product.bindCalls.status).toHaveBeenCalledTimes(1);
    expect(product.bindCalls.bind).not.toHaveBeenCalled();
    expect(product.bindCalls.upload).not.toHaveBeenCalled();
  });
});
