import { HOME_PROMO_CODES, type AboutYouValues } from '@wallet/domain';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { useApplyPromo } from './promo-code-field';

const ONLINE = HOME_PROMO_CODES.online;

/** home.md 2: the side banner offering the online code, which a click copies and applies. */
export function OnlinePromoBanner() {
  const { setValue, clearErrors } = useFormContext<AboutYouValues>();
  const { apply, checking } = useApplyPromo();
  return (
    <aside className="online-promo" aria-labelledby="online-promo-title">
      <h3 id="online-promo-title" className="online-promo__title">
        Get an extra {ONLINE.discountPercent}% discount on your home insurance online
      </h3>
      <p>
        Use promo code <strong>{ONLINE.code}</strong>. Click it to copy and apply it.
      </p>
      <Button
        variant="secondary"
        disabled={checking}
        aria-label={`Copy and apply promo code ${ONLINE.code}`}
        onClick={() => {
          // Copying is a convenience; the code is applied to the form whether or not it works.
          void navigator.clipboard?.writeText(ONLINE.code).catch(() => undefined);
          setValue('promoCode', ONLINE.code);
          clearErrors('promoCode');
          void apply(ONLINE.code);
        }}
      >
        {ONLINE.code}
      </Button>
      <ul className="online-promo__features">
        <li>Free instalment plan</li>
        <li>Comprehensive cover</li>
        <li>Tailored options</li>
      </ul>
    </aside>
  );
}
