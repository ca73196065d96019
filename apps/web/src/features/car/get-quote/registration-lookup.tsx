import {
  REGISTRATION_LOOKUP_HINT,
  REGISTRATION_MESSAGES,
  registrationProblem,
  withCarDetails,
  withRegistration,
  withoutCarDetails,
  type CarQuoteForms,
  type YourCarValues,
} from '@wallet/domain';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SearchIcon } from '../../../ui/icons';
import { LabelledField } from '../../../ui/labelled-field';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';
import { Spinner } from '../../../ui/spinner';
import { yourCarDetailsOf } from '../journey/your-car-details';
import { CAR_GET_QUOTE_TEXTS } from './car-get-quote-texts';
import { CarDetailsList } from './car-details-list';

const TEXT = CAR_GET_QUOTE_TEXTS.yourCar;
const REGISTRATION = 'yourCar.carReg' as const;

/** car-travel-payment.md 4: the registration lookup's states. */
export type LookupStatus = 'IDLE' | 'LOADING' | 'SUCCESS' | 'FAILURE';

/**
 * car-travel-payment.md 2 'Your car' and 4: the registration, looked up by Enter or the search
 * icon. The car found fills the card's details, shown read-only; a failure or an empty
 * registration clears them, and so does editing the registration.
 */
export function RegistrationLookup() {
  const form = useFormContext<CarQuoteForms>();
  const [status, setStatus] = useState<LookupStatus>('IDLE');
  const asking = useRef<AbortController | null>(null);
  const error = useFieldError(REGISTRATION);
  const [registration, abiCode] = useWatch({
    control: form.control,
    name: [REGISTRATION, 'yourCar.carABICode'],
  });
  const id = fieldIdOf(REGISTRATION);

  const setCar = (after: (values: YourCarValues) => YourCarValues) => {
    const before = form.getValues('yourCar');
    setChangedAnswers(form, 'yourCar', before, after(before));
  };

  const fail = (message: string) => {
    setCar(withoutCarDetails);
    form.setError(REGISTRATION, { type: 'lookup', message });
    setStatus('FAILURE');
  };

  const search = async () => {
    asking.current?.abort();
    const typed = form.getValues(REGISTRATION);
    // The registration's own rule first: a registration that cannot be one is not asked about.
    const problem = registrationProblem(typed, new Date());
    if (problem) {
      fail(problem);
      return;
    }
    const controller = new AbortController();
    asking.current = controller;
    setStatus('LOADING');
    try {
      const { lookUpVehicle } = await import('../api/lookup-vehicle');
      const lookup = await lookUpVehicle(typed, controller.signal);
      // An answer for a registration since edited is not this one's.
      if (controller.signal.aborted || form.getValues(REGISTRATION) !== typed) return;
      if (!lookup.found) {
        fail(lookup.message);
        return;
      }
      setCar((values) => withCarDetails(values, yourCarDetailsOf(lookup.vehicle)));
      form.clearErrors(REGISTRATION);
      setStatus('SUCCESS');
    } catch {
      if (!controller.signal.aborted) fail(REGISTRATION_MESSAGES.notFound);
    }
  };

  const typedWithoutResult = registration.trim() !== '' && !abiCode && status !== 'LOADING';
  const { onChange, ...field } = form.register(REGISTRATION);
  return (
    <>
      <LabelledField
        id={id}
        label={TEXT.registration}
        // car-travel-payment.md 2: the hint once a registration is typed without a result.
        hint={typedWithoutResult && !error ? REGISTRATION_LOOKUP_HINT : TEXT.registrationHint}
        error={error}
        className="registration-lookup"
      >
        {(control) => (
          <div className="registration-lookup__row">
            <input
              id={id}
              className="text-field__input registration-lookup__input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              {...control}
              {...field}
              onChange={(event) => {
                void onChange(event);
                // car-travel-payment.md 4: 'Editing the registration clears the details.'
                asking.current?.abort();
                setCar((values) => withRegistration(values, event.target.value));
                setStatus('IDLE');
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter looks the car up; it does not send the whole form.
                event.preventDefault();
                void search();
              }}
            />
            <button
              type="button"
              className="registration-lookup__search"
              aria-label={TEXT.search}
              aria-controls={`${id}-result`}
              onClick={() => void search()}
            >
              <SearchIcon size={22} strokeWidth={2} />
            </button>
          </div>
        )}
      </LabelledField>
      <div id={`${id}-result`} className="registration-lookup__result">
        {status === 'LOADING' && <Spinner label={TEXT.searching} />}
        {abiCode && <CarDetailsList announce={status === 'SUCCESS'} />}
        {status === 'FAILURE' && (
          <p role="status" className="visually-hidden">
            {error}
          </p>
        )}
      </div>
    </>
  );
}
