import {
  isOnSale,
  PRODUCT_LABELS,
  PRODUCT_TYPES,
  type FeatureFlags,
  type ProductType,
} from '@wallet/domain';
import { PATHS, agentNewQuotePath, quoteStartPath } from '../../lib/paths';
import { webProductsInMenuOrder } from '../../lib/web-product';

export type NavLinkItem = { key: string; label: string; to: string; product?: ProductType };

export type NavModel = {
  newQuote: NavLinkItem[];
  /** null for visitors and agents: Manage My Insurance and Renew are for signed-in customers. */
  manage: NavLinkItem[] | null;
  renew: NavLinkItem | null;
  /** Who is signed in, and for a customer the address of Your account (issue 45). */
  user: { firstName: string; account?: string } | null;
  /** platform.md 2.7: agents also get a branch picker. */
  branchPicker: boolean;
  /** Issue 45: a claims handler's workspace, the claims and complaints queues side by side. */
  workspace?: NavLinkItem[];
};

export function buildNavModel({
  flags,
  signedIn,
  agent,
  claimsHandler = false,
  firstName,
  boughtProducts,
}: {
  flags: FeatureFlags;
  signedIn: boolean;
  agent: boolean;
  /** Issue 44: a claims handler sells nothing and holds no policies: the queue is their home. */
  claimsHandler?: boolean;
  firstName: string;
  boughtProducts: Set<ProductType>;
}): NavModel {
  // As the flags allow; an agent is offered only the products agents sell.
  // platform.md 2.7: New Quote offers Car, Home and Travel.
  const newQuote = webProductsInMenuOrder()
    .filter(({ facts }) => isOnSale(facts, flags) && (!agent || facts.soldByAgents))
    .map(({ facts: { type } }) => ({
      key: type,
      label: PRODUCT_LABELS[type],
      // An agent's new quote is for the next customer: it starts empty (decision 0019).
      to: agent ? agentNewQuotePath(type) : quoteStartPath(type),
      product: type,
    }));

  if (!signedIn) return { newQuote, manage: null, renew: null, user: null, branchPicker: false };
  if (claimsHandler) {
    return {
      newQuote: [],
      manage: null,
      renew: null,
      user: { firstName },
      branchPicker: false,
      workspace: [
        { key: 'claims', label: 'Claims', to: '/staff/claims' },
        { key: 'complaints', label: 'Complaints', to: PATHS.complaintQueue },
      ],
    };
  }
  // platform.md 6: an agent acts for customers and holds no policies of their own, so Manage My
  // Insurance and Renew (the signed-in customer's own policies) give way to the branch picker.
  if (agent)
    return { newQuote, manage: null, renew: null, user: { firstName }, branchPicker: true };

  // platform.md 2.7: Manage My Insurance lists only the products bought.
  const manage = PRODUCT_TYPES.filter((type) => boughtProducts.has(type)).map((type) => ({
    key: type,
    label: PRODUCT_LABELS[type],
    to: PATHS.managePolicies(type),
    product: type,
  }));
  return {
    newQuote,
    manage,
    renew: { key: 'renew', label: 'Renew', to: PATHS.renewPolicy },
    user: { firstName, account: PATHS.account },
    branchPicker: false,
  };
}
