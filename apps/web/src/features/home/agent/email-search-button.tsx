import {
  AGENT_ABOUT_YOU_CHECKS_DEFAULTS,
  dataSecurityRecordOfProfile,
  dataSecurityRecordOfQuote,
  homeQuoteToForms,
  type AboutYouValues,
  type AgentAboutYouChecks,
} from '@wallet/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { clearSessionStores } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { SearchIcon } from '../../../ui/icons';
import { findCustomerByEmail } from '../api/agent-customer-calls';
import { aboutYouFromProfile } from '../get-quote/prefill';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { EMAIL_SEARCH_TEXT } from './home-agent-texts';

/**
 * home.md 2 and 4: the agent's search icon on the e-mail field loads the customer's latest home
 * quote, or else their profile, into the forms; nobody found is said on the e-mail field. The
 * agent's checks start again for the customer loaded, against the record found (decision 0031):
 * the quote's or the profile's answers, or none.
 */
export function EmailSearchButton() {
  const { getValues, reset, setError, clearErrors, setValue } = useFormContext<
    AboutYouValues & { agentChecks: AgentAboutYouChecks }
  >();
  const [status, setStatus] = useState<'idle' | 'searching' | 'quote' | 'profile' | 'failed'>(
    'idle',
  );
  const search = async () => {
    const email = getValues('email').trim();
    if (!email.includes('@')) {
      setError('email', { message: EMAIL_SEARCH_TEXT.notFound }, { shouldFocus: true });
      return;
    }
    setStatus('searching');
    try {
      const found = await findCustomerByEmail(email);
      const record =
        found.kind === 'quote'
          ? dataSecurityRecordOfQuote(found.quote.policy_holder_details)
          : found.kind === 'profile'
            ? dataSecurityRecordOfProfile(found.profile)
            : null;
      const agentChecks: AgentAboutYouChecks = {
        ...AGENT_ABOUT_YOU_CHECKS_DEFAULTS,
        termsConfirmed: getValues('agentChecks.termsConfirmed') === true,
        // The check is for the e-mail the form holds once loaded: a quote loaded brings its own.
        lookup: {
          email: found.kind === 'quote' ? found.quote.policy_holder_details.email || email : email,
          record,
        },
      };
      const checks = { agentChecks };
      if (found.kind === 'none') {
        setStatus('idle');
        // Nobody to load: the answers typed stay, and the check says there is nothing to check.
        setValue('agentChecks', agentChecks);
        setError('email', { message: EMAIL_SEARCH_TEXT.notFound }, { shouldFocus: true });
        return;
      }
      clearErrors('email');
      // The customer found is the one on the phone now: nothing of a customer served before stays
      // in the tab (their other answers, their quote, their consent and payment records), only
      // the agent's progress with this caller (the scripts read, the cards opened).
      const { agentScriptsRead, cardsOpened } = readHomeJourney();
      clearSessionStores();
      updateHomeJourney({ agentScriptsRead, cardsOpened });
      if (found.kind === 'quote') {
        const forms = homeQuoteToForms(found.quote);
        // The customer's other answers go with their quote, which the agent re-prices.
        updateHomeJourney({
          yourHome: forms.yourHome,
          yourCover: forms.yourCover,
          household: forms.household,
          quoteReference: found.quote.quote_reference,
        });
        reset({ ...forms.aboutYou, ...checks } as AboutYouValues);
      } else {
        reset({ ...aboutYouFromProfile(found.profile), email, ...checks } as AboutYouValues);
      }
      setStatus(found.kind);
    } catch {
      setStatus('failed');
    }
  };
  const message = {
    idle: '',
    searching: EMAIL_SEARCH_TEXT.searching,
    quote: EMAIL_SEARCH_TEXT.loadedQuote,
    profile: EMAIL_SEARCH_TEXT.loadedProfile,
    failed: EMAIL_SEARCH_TEXT.failed,
  }[status];
  return (
    <>
      <Button
        variant="secondary"
        className="email-search__button"
        icon={<SearchIcon size={20} />}
        // Not disabled while searching: a disabled button drops the focus to the page, which
        // loses the agent's place and, on the car form, counts as leaving About you (its checks
        // would mark every empty field).
        aria-disabled={status === 'searching' || undefined}
        onClick={() => {
          if (status !== 'searching') void search();
        }}
      >
        {EMAIL_SEARCH_TEXT.button}
      </Button>
      <p className="email-search__status" role="status">
        {message}
      </p>
    </>
  );
}
