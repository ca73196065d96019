import {
  TRAVEL_CONSENT_DOCUMENTS,
  TRAVEL_CONSENT_DOCUMENTS_OF,
  travelConsentDocumentPath,
  withCarHireEligibility,
  withExtra,
  type CarHireEligibility,
  type CoverExtraField,
  type TravelConsentField,
  type TravelQuoteForms,
} from '@wallet/domain';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { API_PREFIX } from '../../../lib/api-client';
import { ConsentCheckbox } from '../../../ui/consent-checkbox';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError, YesNoQuestion } from '../../../ui/journey/question-fields';
import { Notice } from '../../../ui/notice';
import { TRAVEL_TEXTS } from '../travel-texts';
import { setChangedAnswers } from '../../../ui/journey/set-changed-answers';

const TEXT = TRAVEL_TEXTS.yourCover;

function ExtraQuestion({
  field,
  label,
  hint,
}: {
  field: CoverExtraField;
  label: string;
  hint: string;
}) {
  const form = useFormContext<TravelQuoteForms>();
  return (
    <YesNoQuestion<TravelQuoteForms>
      name={`yourCover.${field}`}
      label={label}
      hint={hint}
      onAnswer={(on) => {
        // car-travel-payment.md 4: toggling an extra adds or removes its id in the excess list.
        const before = form.getValues('yourCover');
        setChangedAnswers(form, 'yourCover', before, withExtra(before, field, on));
      }}
    />
  );
}

/** A consent of Your cover, with the documents its words name linked beside it. */
function ConsentBox({ name, label }: { name: TravelConsentField; label: string }) {
  const { register } = useFormContext<TravelQuoteForms>();
  const error = useFieldError(`yourCover.${name}`);
  return (
    <ConsentCheckbox
      id={fieldIdOf(`yourCover.${name}`)}
      label={label}
      error={error}
      documents={TRAVEL_CONSENT_DOCUMENTS_OF[name].map((document) => ({
        title: TRAVEL_CONSENT_DOCUMENTS[document].displayName,
        href: `${API_PREFIX}${travelConsentDocumentPath(document)}`,
        format: 'PDF',
      }))}
      {...register(`yourCover.${name}`)}
    />
  );
}

/**
 * car-travel-payment.md 2, 3 and 5: the Your cover card: winter sports, car hire excess (for a
 * policyholder aged 21 to 75 going to Europe) and business cover, then the two consents.
 */
export function YourCoverFields({ carHire }: { carHire: CarHireEligibility }) {
  const form = useFormContext<TravelQuoteForms>();

  useEffect(() => {
    // car-travel-payment.md 4: car hire is cleared once the age or the zone rules it out.
    const before = form.getValues('yourCover');
    setChangedAnswers(form, 'yourCover', before, withCarHireEligibility(before, carHire));
  }, [form, carHire]);

  return (
    <>
      <p className="get-quote-form__note">{TEXT.extrasLead}</p>
      <ExtraQuestion
        field="winterSportsExcess"
        label={TEXT.winterSports}
        hint={TEXT.winterSportsHint}
      />
      {carHire.eligible ? (
        <ExtraQuestion field="carHireExcess" label={TEXT.carHire} hint={TEXT.carHireHint} />
      ) : (
        <div id={fieldIdOf('yourCover.carHireExcess')} role="status">
          {carHire.notice ? (
            <Notice tone="warning" className="travel-car-hire-notice">
              <p>{carHire.notice}</p>
            </Notice>
          ) : (
            <p className="get-quote-form__note">{TEXT.carHireUnknown}</p>
          )}
        </div>
      )}
      <ExtraQuestion field="businessExpenseExcess" label={TEXT.business} hint={TEXT.businessHint} />
      <fieldset className="get-quote-form__group">
        <legend>{TEXT.consentsLegend}</legend>
        <ConsentBox name="dataProtectionConsent" label={TEXT.dataProtection} />
        <ConsentBox name="chubbTOBConsent" label={TEXT.chubb} />
      </fieldset>
    </>
  );
}
