import { TRAVEL_PROMO, type TravelQuoteForms } from '@wallet/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { TRAVEL_TEXTS } from '../travel-texts';

const TEXT = TRAVEL_TEXTS.promo;

/**
 * car-travel-payment.md 2 and 9: the travel promotion (SUMMER10, 10% off, click to apply), beside
 * the form on a desktop and above it on a phone. Applying it fills About you's promo code.
 */
export function TravelPromoBanner() {
  const { setValue, clearErrors } = useFormContext<TravelQuoteForms>();
  const [applied, setApplied] = useState(false);
  return (
    <aside className="travel-promo" aria-labelledby="travel-promo-title">
      <h2 id="travel-promo-title" className="travel-promo__title">
        {TEXT.title}
      </h2>
      <p className="travel-promo__body">{TEXT.body}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setValue('aboutYou.promoCode', TRAVEL_PROMO.code, { shouldDirty: true });
          clearErrors('aboutYou.promoCode');
          setApplied(true);
        }}
      >
        {TEXT.apply}
      </Button>
      <p className="travel-promo__status" role="status">
        {applied ? TEXT.applied : ''}
      </p>
    </aside>
  );
}
