import type { InsurerCode } from '@wallet/domain';

/**
 * The Insurer port (docs/architecture.md, Outside parties and their local stand-ins), whatever the
 * product: an engine rates a product's request and answers a rating; the quote modules call it
 * through callInsurer, which adds the operator switch and the deadline. Each product has its own
 * request and rating (home-insurer-port.ts, travel-insurer-port.ts).
 */
export interface RatingEngine<Request, Rating> {
  readonly code: InsurerCode;
  /** Must honour the abort signal: it is aborted at the deadline or when the caller goes away. */
  rate(request: Request, signal: AbortSignal): Promise<Rating>;
}

export type AcceptanceType = 'DECLINE' | 'REFERRAL';

export interface AcceptanceNotice {
  type: AcceptanceType;
  /** Stable rule code, e.g. 'FLAT_ROOF'; documented in docs/home-rating.md and docs/travel-rating.md. */
  code: string;
  /** The underwriting reason in plain words. */
  reason: string;
}

/** The insurer cannot be asked: switched off by an operator, or it did not answer in time. */
export class InsurerUnavailableError extends Error {
  constructor(
    readonly insurer: InsurerCode,
    readonly reason: 'switched-off' | 'timeout',
    message = `Insurer ${insurer} is unavailable (${reason})`,
  ) {
    super(message);
    this.name = 'InsurerUnavailableError';
  }
}

export class InsurerTimeoutError extends InsurerUnavailableError {
  constructor(
    insurer: InsurerCode,
    readonly timeoutMs: number,
  ) {
    super(insurer, 'timeout', `Insurer ${insurer} did not answer within ${timeoutMs} ms`);
    this.name = 'InsurerTimeoutError';
  }
}

export interface CallInsurerOptions {
  timeoutMs: number;
  /** The operator switch: false makes the insurer unavailable without calling it. */
  isAvailable: (code: InsurerCode) => Promise<boolean>;
  /** Cancels the call when the HTTP request that needs it goes away. */
  signal?: AbortSignal;
}

/**
 * Asks one insurer for a rating with the availability switch and a deadline. The race with the
 * deadline does not trust the engine: one that ignores its signal still gives InsurerTimeoutError
 * on time.
 */
export async function callInsurer<Request, Rating>(
  insurer: RatingEngine<Request, Rating>,
  request: Request,
  options: CallInsurerOptions,
): Promise<Rating> {
  if (!(await options.isAvailable(insurer.code))) {
    throw new InsurerUnavailableError(insurer.code, 'switched-off');
  }
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const stopped = () =>
    deadline.aborted
      ? new InsurerTimeoutError(insurer.code, options.timeoutMs)
      : (signal.reason as unknown);

  return new Promise<Rating>((resolve, reject) => {
    const onAbort = () => reject(stopped());
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    insurer.rate(request, signal).then(
      (rating) => {
        signal.removeEventListener('abort', onAbort);
        resolve(rating);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? stopped() : error);
      },
    );
  });
}
