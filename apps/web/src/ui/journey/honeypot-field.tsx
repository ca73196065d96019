import { useFormContext } from 'react-hook-form';
import { fieldIdOf } from './field-ids';

/**
 * The hidden userName field of a get-quote form (home.md 2, car-travel-payment.md 2): people never
 * see or reach it, form-filling robots do, and the server refuses a quote that fills it.
 */
export function HoneypotField({ name }: { name: string }) {
  const { register } = useFormContext();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={fieldIdOf(name)}>User name</label>
      <input
        id={fieldIdOf(name)}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register(name)}
      />
    </div>
  );
}
