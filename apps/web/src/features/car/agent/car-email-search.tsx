import type { CarQuoteForms } from '@wallet/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { clearSessionStores } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { SearchIcon } from '../../../ui/icons';
import { readCarJourney, updateCarJourney } from '../journey/car-journey';
import { CAR_EMAIL_SEARCH_TEXT as TEXT } from './car-email-search-texts';
import { carJourneyOfCustomer, findCarCustomer, loadsWholeQuote } from './customer-car-answers';

const EMAIL = 'aboutYou.email' as const;

type Status = 'idle' | 'searching' | 'quote' | 'bought' | 'profile' | 'failed';

/**
 * car-travel-payment.md 6 and 7: the agent's search on About you's e-mail loads the customer's
 * latest car quote (About you, the car, the cover and the drivers), or else their profile, into
 * the form; nobody found is said on the e-mail field, as home's search does. `onLoaded` shows
 * the cards the answers filled.
 */
export function CarEmailSearch({ onLoaded }: { onLoaded: (wholeQuote: boolean) => void }) {
  const { getValues, reset, setError, clearErrors } = useFormContext<CarQuoteForms>();
  const [status, setStatus] = useState<Status>('idle');

  const notFound = () => {
    setStatus('idle');
    setError(EMAIL, { type: 'search', message: TEXT.notFound }, { shouldFocus: true });
  };

  const search = async () => {
    const email = getValues(EMAIL).trim();
    if (!email.includes('@')) {
      notFound();
      return;
    }
    setStatus('searching');
    try {
      const customer = await findCarCustomer(email);
      if (!customer) {
        notFound();
        return;
      }
      clearErrors(EMAIL);
      // The customer found is the one on the phone now: nothing of a customer served before stays
      // in the tab (their answers, their quote, their consent and payment records), only the
      // scripts the agent has read on this call.
      const { agentScriptsRead } = readCarJourney();
      clearSessionStores();
      const patch = carJourneyOfCustomer(customer, new Date());
      updateCarJourney({ ...patch, ...(agentScriptsRead ? { agentScriptsRead } : {}) });
      reset(patch.forms);
      const whole = loadsWholeQuote(customer);
      onLoaded(whole);
      setStatus(whole ? 'quote' : customer.quote ? 'bought' : 'profile');
    } catch {
      setStatus('failed');
    }
  };

  const message = {
    idle: '',
    searching: TEXT.searching,
    quote: TEXT.loadedQuote,
    bought: TEXT.loadedBought,
    profile: TEXT.loadedProfile,
    failed: TEXT.failed,
  }[status];
  return (
    <>
      <Button
        variant="secondary"
        className="car-email-search__button"
        icon={<SearchIcon size={20} />}
        // Not disabled while searching: a disabled button drops the focus to the page, which
        // loses the agent's place and, on the car form, counts as leaving About you (its checks
        // would mark every empty field).
        aria-disabled={status === 'searching' || undefined}
        onClick={() => {
          if (status !== 'searching') void search();
        }}
      >
        {TEXT.button}
      </Button>
      <p className="car-email-search__status" role="status">
        {message}
      </p>
    </>
  );
}
