import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';
import { YesNoField } from './yes-no-field';

const GENERIC = 'You must select an answer to this field';

function Form({ errors }: { errors: { fieldId: string; message: string }[] }) {
  return (
    <>
      <ErrorSummary errors={errors} submitCount={1} />
      <TextField id="start" label="Travel start date" />
      <YesNoField
        id="winter"
        name="winter"
        label="Winter sports?"
        value={null}
        onChange={() => {}}
      />
      <YesNoField
        id="business"
        name="business"
        label="Business trip?"
        value={null}
        onChange={() => {}}
      />
      <YesNoField
        id="joint"
        name="joint"
        label="Is the property jointly owned?"
        value={null}
        onChange={() => {}}
      />
    </>
  );
}

/** As on a page: the fields are there before a failed submit shows the summary. */
function submitWith(errors: { fieldId: string; message: string }[]) {
  const { rerender } = render(<Form errors={[]} />);
  rerender(<Form errors={errors} />);
}

const links = () =>
  within(document.querySelector<HTMLElement>('.error-summary')!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ErrorSummary', () => {
  it('names a typed field by its label when the message does not', () => {
    submitWith([{ fieldId: 'start', message: 'Please select your travel date' }]);
    expect(links()).toEqual(['Travel start date: Please select your travel date']);
  });

  it('names each question whose message several questions share, and leaves a message of its own alone', () => {
    submitWith([
      { fieldId: 'winter', message: GENERIC },
      { fieldId: 'business', message: GENERIC },
      { fieldId: 'joint', message: 'Joint ownership answer is required' },
    ]);
    expect(links()).toEqual([
      `Winter sports?: ${GENERIC}`,
      `Business trip?: ${GENERIC}`,
      'Joint ownership answer is required',
    ]);
  });

  it('leaves a lone generic message as it is', () => {
    submitWith([{ fieldId: 'winter', message: GENERIC }]);
    expect(links()).toEqual([GENERIC]);
  });
});
