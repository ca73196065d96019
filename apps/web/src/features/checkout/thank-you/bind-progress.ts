import { getSession, isAgent } from '../../../lib/session';
import { BIND_ERROR_CODES, type PolicyCreation } from '@wallet/domain';
import { useEffect, useState } from 'react';
import {
  readBindOutcome,
  readBindRequest,
  saveBindOutcome,
  type BindOutcome,
} from '../../../lib/checkout/checkout-storage';
import type {
  BindAnswer,
  BindRequest,
  CheckoutProduct,
} from '../../../lib/checkout/checkout-product';

/** home.md 4 'Payment thank-you for home': what the page shows. */
export type BindView =
  | { state: 'loading' }
  | { state: 'success'; policy: PolicyCreation }
  | { state: 'failure'; errorCode: string | null };

/** Where the page starts: nothing to show, or a stored request and/or the last outcome. */
export type BindStart = {
  request: BindRequest | null;
  outcome: BindOutcome | null;
  quoteReference: string;
};

export function readBindStart(product: CheckoutProduct): BindStart | null {
  const stored = readBindRequest(product.policyType);
  const requestReference = product.quoteReferenceOf(stored);
  const request = requestReference === null ? null : stored;
  const outcome = readBindOutcome(product.policyType);
  const quoteReference =
    requestReference ??
    (outcome?.kind === 'answer' ? outcome.response.quote_reference : outcome?.quoteReference);
  return quoteReference ? { request, outcome, quoteReference } : null;
}

/** A settled answer's view; an IN_PROGRESS answer or a failed call has none yet. */
export function settledView(outcome: BindOutcome | null): BindView | null {
  if (outcome?.kind !== 'answer') return null;
  const { response } = outcome;
  if (response.bind_status === 'IN_PROGRESS') return null;
  if (response.bind_status === 'COMPLETED' && response.policy_creation_response_model) {
    return { state: 'success', policy: response.policy_creation_response_model };
  }
  return {
    state: 'failure',
    errorCode: response.error_code ?? BIND_ERROR_CODES.policyGenerationFailed,
  };
}

/**
 * The first bind of a quote, shared by every mount that asks for it: React's strict mode runs an
 * effect twice, and a payment must be sent once. Binds are idempotent on the server as well.
 */
const bindsInFlight = new Map<string, Promise<BindAnswer>>();

function sendOnce(key: string, send: () => Promise<BindAnswer>): Promise<BindAnswer> {
  const existing = bindsInFlight.get(key);
  if (existing) return existing;
  const sent = send().finally(() => bindsInFlight.delete(key));
  bindsInFlight.set(key, sent);
  return sent;
}

/**
 * home.md 4: with bind upload the answer is stored and the status polled every 2 seconds until
 * COMPLETED or FAILED, a failed call ending in failure; without it, one bind call is awaited.
 * A stored IN_PROGRESS answer or failed call (a reload) resumes polling.
 */
export function useBindProgress({
  product,
  start,
  bindUploadEnabled,
  userEmail,
}: {
  product: CheckoutProduct;
  start: BindStart;
  bindUploadEnabled: boolean;
  userEmail: string;
}): BindView {
  const [view, setView] = useState<BindView>(
    () => settledView(start.outcome) ?? { state: 'loading' },
  );
  const [initiallySettled] = useState(() => settledView(start.outcome) !== null);

  useEffect(() => {
    if (initiallySettled) return;
    const { bindCalls } = product;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const record = (outcome: BindOutcome) => {
      if (cancelled) return;
      saveBindOutcome(product.policyType, outcome);
      const settled = settledView(outcome);
      if (settled) setView(settled);
      else if (outcome.kind === 'call-error') setView({ state: 'failure', errorCode: null });
      else timer = setTimeout(poll, product.bindStatusPollMs);
    };
    const failed = () => record({ kind: 'call-error', quoteReference: start.quoteReference });

    function poll() {
      bindCalls
        .status({ quote_reference: start.quoteReference, user_email: userEmail })
        .then((response) => record({ kind: 'answer', response }), failed);
    }

    const { request, outcome } = start;
    if (outcome || !request) {
      // A reload while the bind was in progress, or after a failed call: ask where it stands.
      timer = setTimeout(poll, 0);
    } else {
      // An agent's payment always waits for its policy: the agent's bind has no upload form.
      const way = bindUploadEnabled && !isAgent(getSession().user) ? 'upload' : 'bind';
      sendOnce(`${product.policyType}:${way}:${start.quoteReference}`, () =>
        bindCalls[way](request),
      ).then((response) => record({ kind: 'answer', response }), failed);
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The bind starts once, on arrival, from what was stored then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return view;
}
