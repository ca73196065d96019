/**
 * The PortfolioRegister port: the bank's register of policy-holder portfolios (its policy
 * administration system), asked whether a portfolio code is real before an agent registers a
 * customer with it or a super agent pairs it with a customer (platform.md 6: an agent registers a
 * customer only when a valid portfolio code exists).
 */
export interface PortfolioRegister {
  /** Whether the register holds this portfolio code (compared as given: codes are upper-case). */
  isKnown(portfolioCode: string): Promise<boolean>;
}
