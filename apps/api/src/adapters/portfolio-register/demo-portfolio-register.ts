import { DEMO_ACCOUNT_PORTFOLIO_CODES, DEMO_MATCH_PORTFOLIO_CODES } from './demo-portfolios.js';
import type { PortfolioRegister } from './portfolio-register-port.js';

/** The local stand-in of the bank's portfolio register, over a fixed list (the demo's by default). */
export function createDemoPortfolioRegister(
  codes: readonly string[] = [...DEMO_ACCOUNT_PORTFOLIO_CODES, ...DEMO_MATCH_PORTFOLIO_CODES],
): PortfolioRegister {
  const known = new Set(codes);
  return {
    async isKnown(portfolioCode) {
      return known.has(portfolioCode);
    },
  };
}
