import {
  REGISTRATION_MESSAGES,
  parseRegistration,
  registeredCarProblem,
  registrationProblem,
  type YourCarValues,
} from '@wallet/domain';
import { useRef, useState } from 'react';
import { SearchIcon } from '../../../ui/icons';
import { LabelledField } from '../../../ui/labelled-field';
import { Spinner } from '../../../ui/spinner';
import { yourCarDetailsOf } from '../journey/your-car-details';
import { readCarJourney, updateCarJourney } from '../journey/car-journey';
import { CAR_TERMS_PAGE_TEXTS } from './car-terms-texts';

const TEXT = CAR_TERMS_PAGE_TEXTS.registration;
export const REGISTRATION_FIELD_ID = 'car-terms-registration';

/** What the check of the typed registration came to. */
export type RegistrationCheck =
  | { status: 'IDLE' | 'LOADING' }
  | { status: 'ACCEPTED'; message: string }
  | { status: 'FAILURE'; message: string };

const carNameOf = (car: Pick<YourCarValues, 'carYear' | 'carMake' | 'carModel'>) =>
  `${car.carYear} ${car.carMake} ${car.carModel}`;

/** Keeps the Your car card's answers with the registration given (and the lookup's car). */
function saveYourCar(change: Partial<YourCarValues>) {
  const forms = readCarJourney().forms;
  if (!forms) return;
  updateCarJourney({ forms: { ...forms, yourCar: { ...forms.yourCar, ...change } } });
}

/** The journey's car found by make and model, or none when it was looked up by registration. */
export function manualSearchCar(): YourCarValues | undefined {
  const yourCar = readCarJourney().forms?.yourCar;
  return yourCar?.isManualSearch ? yourCar : undefined;
}

/**
 * Decision 0028: the state of the registration asked on the terms page of a car found by make
 * and model. Accepted once it is a plate issued by today (the domain's rule) and the lookup
 * either does not know it (taken as given) or gives the car chosen (whose details then stand);
 * a plate the lookup gives another car is refused, saying which.
 */
export function useTermsRegistration(car: YourCarValues | undefined) {
  const given = car && parseRegistration(car.carReg)?.normalised;
  const [text, setText] = useState(given ?? '');
  const [check, setCheck] = useState<RegistrationCheck>(
    given ? { status: 'ACCEPTED', message: TEXT.given(given, carNameOf(car)) } : { status: 'IDLE' },
  );
  const asking = useRef<AbortController | null>(null);

  const edit = (next: string) => {
    asking.current?.abort();
    setText(next);
    setCheck({ status: 'IDLE' });
    // A registration being changed is not the one to print until it is checked again.
    saveYourCar({ carReg: '' });
  };

  const fail = (message: string) => {
    setCheck({ status: 'FAILURE', message });
    return message;
  };

  /** Checks the typed registration: nothing when it is accepted, otherwise why not. */
  const run = async (): Promise<string | undefined> => {
    if (!car) return undefined;
    asking.current?.abort();
    const problem = registrationProblem(text, new Date());
    const plate = parseRegistration(text);
    if (problem || !plate) return fail(problem ?? REGISTRATION_MESSAGES.invalid);
    const controller = new AbortController();
    asking.current = controller;
    setCheck({ status: 'LOADING' });
    try {
      const { lookUpVehicle } = await import('../api/lookup-vehicle');
      const lookup = await lookUpVehicle(plate.normalised, controller.signal);
      if (controller.signal.aborted) return TEXT.notChecked;
      if (lookup.found) {
        const other = registeredCarProblem(lookup.vehicle, {
          make: car.carMake,
          model: car.carModel,
        });
        if (other) return fail(other);
        const details = { ...yourCarDetailsOf(lookup.vehicle), carReg: plate.normalised };
        saveYourCar(details);
        setText(plate.normalised);
        setCheck({
          status: 'ACCEPTED',
          message: TEXT.found(plate.normalised, carNameOf({ ...car, ...details })),
        });
        return undefined;
      }
      // The lookup does not know every plate: one it does not know is taken as given.
      if (lookup.message !== REGISTRATION_MESSAGES.notFound) return fail(lookup.message);
      saveYourCar({ carReg: plate.normalised });
      setText(plate.normalised);
      setCheck({ status: 'ACCEPTED', message: TEXT.given(plate.normalised, carNameOf(car)) });
      return undefined;
    } catch {
      return controller.signal.aborted ? TEXT.notChecked : fail(REGISTRATION_MESSAGES.notFound);
    }
  };

  return { car, text, check, edit, run };
}

export type TermsRegistration = ReturnType<typeof useTermsRegistration>;

/** The registration field of a car found by make and model, checked by Enter or the icon. */
export function CarTermsRegistration({
  registration,
  error,
}: {
  registration: TermsRegistration;
  error: string | undefined;
}) {
  const { car, text, check, edit, run } = registration;
  if (!car) return null;
  const resultId = `${REGISTRATION_FIELD_ID}-result`;
  return (
    <section
      className="car-terms__registration"
      aria-labelledby={`${REGISTRATION_FIELD_ID}-heading`}
    >
      <h2 id={`${REGISTRATION_FIELD_ID}-heading`} className="car-terms__registration-heading">
        {TEXT.heading}
      </h2>
      <p>{TEXT.lead(carNameOf(car))}</p>
      <LabelledField id={REGISTRATION_FIELD_ID} label={TEXT.label} hint={TEXT.hint} error={error}>
        {(control) => (
          <div className="car-terms__registration-row">
            <input
              id={REGISTRATION_FIELD_ID}
              name="registration"
              className="text-field__input car-terms__registration-input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={text}
              {...control}
              onChange={(event) => edit(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter checks the registration; it does not send the whole form.
                event.preventDefault();
                void run();
              }}
            />
            <button
              type="button"
              className="car-terms__registration-search"
              aria-label={TEXT.search}
              aria-controls={resultId}
              onClick={() => void run()}
            >
              <SearchIcon size={22} strokeWidth={2} />
            </button>
          </div>
        )}
      </LabelledField>
      <div id={resultId} className="car-terms__registration-result" aria-live="polite">
        {check.status === 'LOADING' && <Spinner label={TEXT.searching} />}
        {check.status === 'ACCEPTED' && <p>{check.message}</p>}
        {check.status === 'FAILURE' && <p className="visually-hidden">{check.message}</p>}
      </div>
    </section>
  );
}
