import { GADGET_DEVICES, GADGET_PRODUCT_FACTS } from '@wallet/domain/test-product';
import type { ProductFacts } from '@wallet/domain';
import type { ProductModule } from '../src/product-module.js';
import { createGadgetCheckoutProduct } from './gadget-checkout-product.js';
import { GadgetEngine, type GadgetInsurer } from './gadget-insurer.js';
import {
  createGadgetQuotesRepository,
  type GadgetQuotesRepository,
} from './gadget-quotes-repository.js';
import { gadgetQuotesRoutes } from './gadget-quotes-routes.js';
import { createGadgetQuotesService, type GadgetServices } from './gadget-quotes-service.js';

export interface GadgetInsurers {
  gadget: GadgetInsurer;
}

export interface GadgetRepositories {
  gadgetQuotes: GadgetQuotesRepository;
}

/** The test-only product as the platform sees it: sold online, not by agents. */
export const gadgetProductModule: ProductModule<
  GadgetInsurers,
  GadgetRepositories,
  GadgetServices
> = {
  // The test build's list adds the gadget to the product types; the types know only the real.
  facts: GADGET_PRODUCT_FACTS as unknown as ProductFacts,
  insurers: () => ({ gadget: new GadgetEngine() }),
  repositories: (db) => ({ gadgetQuotes: createGadgetQuotesRepository(db) }),
  services({ repositories, insurers, clock, insurerTimeoutMs }) {
    const { gadgetQuotes } = repositories as unknown as GadgetRepositories;
    const gadgetQuotesService = createGadgetQuotesService({
      gadgetQuotes,
      isAvailable: (code) => repositories.insurerAvailability.isAvailable(code),
      insurer: (insurers as unknown as GadgetInsurers).gadget,
      clock,
      timeoutMs: insurerTimeoutMs,
    });
    return {
      services: { gadgetQuotes: gadgetQuotesService },
      checkoutProduct: createGadgetCheckoutProduct({
        gadgetQuotes,
        gadgetQuotesService,
      }),
    };
  },
  policyCover(quoteRequest) {
    const device = (quoteRequest as { gadget_quote?: { device?: string } } | null)?.gadget_quote
      ?.device;
    return device && Object.hasOwn(GADGET_DEVICES, device)
      ? GADGET_DEVICES[device as keyof typeof GADGET_DEVICES]
      : null;
  },
  routes: [gadgetQuotesRoutes],
};
