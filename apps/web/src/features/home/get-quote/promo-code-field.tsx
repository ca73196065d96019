import { PROMO_MESSAGES, type AboutYouValues } from '@wallet/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { validatePromo } from '../api/validate-promo';
import { fieldIdOf } from '../../../ui/journey/field-ids';
import { useFieldError } from '../../../ui/journey/question-fields';

/**
 * home.md 4 'Promo code': checks the typed code with the server on Apply; editing the code makes
 * it unchecked again.
 */
export function useApplyPromo() {
  const { getValues, setValue } = useFormContext<AboutYouValues>();
  const [checking, setChecking] = useState(false);
  const apply = async (code = getValues('promoCode')) => {
    const promoCode = code.trim();
    if (!promoCode) return;
    setChecking(true);
    const valid = await validatePromo(promoCode);
    setChecking(false);
    // A failed call is no answer: the code stays unchecked and 'Remember to click apply' holds.
    if (valid === null) return;
    setValue('promoCodeRequestSent', true);
    setValue('promoCodeValidChk', valid);
  };
  return { apply, checking };
}

export function PromoCodeField() {
  const { register, setValue, watch, clearErrors } = useFormContext<AboutYouValues>();
  const { apply, checking } = useApplyPromo();
  const error = useFieldError('promoCode');
  const sent = watch('promoCodeRequestSent');
  const valid = watch('promoCodeValidChk');
  const id = fieldIdOf('promoCode');
  return (
    <div className="promo-code">
      <div className="promo-code__row">
        <TextField
          id={id}
          label="Promo code (optional)"
          hint={PROMO_MESSAGES.rememberToApply}
          autoComplete="off"
          error={error}
          {...register('promoCode', {
            onChange: () => {
              setValue('promoCodeValidChk', null);
              setValue('promoCodeRequestSent', false);
            },
          })}
        />
        <Button
          variant="secondary"
          className="promo-code__apply"
          disabled={checking}
          aria-describedby={`${id}-result`}
          onClick={() => {
            clearErrors('promoCode');
            void apply();
          }}
        >
          Apply
        </Button>
      </div>
      <p id={`${id}-result`} className="promo-code__result" role="status">
        {sent && valid === true && PROMO_MESSAGES.applied}
        {sent && valid === false && !error && PROMO_MESSAGES.invalid}
      </p>
    </div>
  );
}
