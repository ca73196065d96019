import {
  AGENT_ABOUT_YOU_CHECKS_DEFAULTS,
  dataSecurityRecordOfQuote,
  homeQuoteToForms,
  savedHomeQuoteSchema,
} from '@wallet/domain';
import { clearHomeJourney, updateHomeJourney } from '../journey/home-journey';

/**
 * platform.md 2.10: an agent who opens a customer's home quote (Search All Home Quotes, Live Home
 * Quotes) goes on with it at About you. The forms are filled from the saved quote as a customer's
 * latest quote prefills them (home.md 4), in place of any journey the agent had before; it is
 * not resume mode, so the agent takes the customer through every step again. The quote opened is
 * the record the data-security check compares with (decision 0031), as if the agent had searched
 * for its e-mail.
 */
export function openCustomerQuote(homeQuote: unknown): void {
  const saved = savedHomeQuoteSchema.parse(homeQuote);
  clearHomeJourney();
  const forms = homeQuoteToForms(saved);
  const agentChecks = {
    ...AGENT_ABOUT_YOU_CHECKS_DEFAULTS,
    lookup: {
      email: saved.policy_holder_details.email,
      record: dataSecurityRecordOfQuote(saved.policy_holder_details),
    },
  };
  updateHomeJourney({
    ...forms,
    aboutYou: { ...forms.aboutYou, agentChecks } as typeof forms.aboutYou,
    quoteReference: saved.quote_reference,
  });
}
