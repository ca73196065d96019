import type { InsurerCode } from '@wallet/domain';
import { gadgetPremiumCents, GADGET_INSURER, type GadgetForm } from '@wallet/domain/test-product';
import type { RatingEngine } from '../src/adapters/insurers/insurer-port.js';

/** The gadget insurer's answer: a year's premium. */
export interface GadgetRating {
  premiumCents: number;
}

export type GadgetInsurer = RatingEngine<GadgetForm, GadgetRating>;

/** The gadget insurer's local rating engine (its one insurer). */
export class GadgetEngine implements GadgetInsurer {
  readonly code = GADGET_INSURER.code as string as InsurerCode;

  rate(request: GadgetForm, signal: AbortSignal): Promise<GadgetRating> {
    signal.throwIfAborted();
    return Promise.resolve({ premiumCents: gadgetPremiumCents(request.value_eur) });
  }
}
