import { policyWithdrawalPath, type ProductType } from '@wallet/domain';

/**
 * platform.md 2.8: each Manage My Insurance button 'links to its own route with the type
 * appended'. These routes are declared in app/router.tsx; lib/paths.ts does not name them yet.
 */
export const SERVICING_PATHS = {
  submitClaim: (type: ProductType) => `/wallet/submitClaim/${type}`,
  amendPolicy: (type: ProductType) => `/wallet/amendPolicy/${type}`,
  breakdownAssistance: (type: ProductType) => `/wallet/breakdownAssistance/${type}`,
  medicalAssistance: (type: ProductType) => `/wallet/medicalAssistance/${type}`,
  /** Public-mode home renewal quote (platform.md 2.1 /wallet/viewRenewalQuote/). */
  viewRenewals: (type: ProductType) => `/wallet/viewRenewalQuote/${type}`,
  /** Issue 43: leaving the policy chosen on its page, during the withdrawal period or after. */
  withdrawPolicy: (type: ProductType) => policyWithdrawalPath(type),
  cancelPolicy: (type: ProductType) => `/manage/product/${type}/cancel`,
  /** Issue 43: a mid-term change to the policy chosen on its page, priced before it is made. */
  changePolicy: (type: ProductType) => `/manage/product/${type}/change`,
  /** Issue 45: a new bank account (SEPA mandate) for the chosen policy's direct debits. */
  changeBankAccount: (type: ProductType) => `/manage/product/${type}/bank-account`,
  /** Issue 44: a claim on the policy chosen on its page. */
  makeClaim: (type: ProductType) => `/manage/product/${type}/claim`,
} as const;
