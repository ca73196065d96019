import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';
import { YesNoField } from './yes-no-field';

const GENERIC = 'You must select an answer to this field';

function Form({
  errors,
  submitCount = 1,
}: {
  errors: { fieldId: string; message: string }[];
  submitCount?: number;
}) {
  return (
    <>
      <ErrorSummary errors={errors} submitCount={submitCount} />
      <TextField id="start" label="Travel start date" />
      <TextField id="email" label="Email address" />
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

  it('leaves a message that names its field by its short name as it is', () => {
    submitWith([{ fieldId: 'email', message: 'Email is required' }]);
    expect(links()).toEqual(['Email is required']);
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

  it('moves focus to its heading, at the top of the summary, on every failed submit', () => {
    const errors = [{ fieldId: 'start', message: 'Please select your travel date' }];
    const { rerender } = render(<Form errors={[]} />);
    rerender(<Form errors={errors} />);
    const heading = screen.getByRole('heading', { name: 'There is a problem' });
    expect(heading).toHaveFocus();

    // The customer moves on, then submits again with the same problem.
    screen.getByRole('textbox', { name: 'Travel start date' }).focus();
    expect(heading).not.toHaveFocus();
    rerender(<Form errors={errors} submitCount={2} />);
    expect(heading).toHaveFocus();
  });

  it('never takes focus for errors that come back between submits, or come before any', () => {
    const errors = [{ fieldId: 'start', message: 'Please select your travel date' }];
    const { rerender } = render(<Form errors={[]} submitCount={0} />);
    rerender(<Form errors={errors} submitCount={0} />);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).not.toHaveFocus();

    rerender(<Form errors={errors} submitCount={1} />);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    // The customer puts the field right, then leaves it wrong again: the summary is back, and
    // focus stays in the field they are in.
    const field = screen.getByRole('textbox', { name: 'Travel start date' });
    field.focus();
    rerender(<Form errors={[]} submitCount={1} />);
    rerender(<Form errors={errors} submitCount={1} />);
    expect(field).toHaveFocus();
  });

  it("brings the summary's top into view, after whatever the form scrolled to on submit", async () => {
    const scrolled: { element: Element; options: unknown }[] = [];
    const scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      submitWith([{ fieldId: 'start', message: 'Please select your travel date' }]);
      // The form's own scroll to its first field, in the same commit as the summary.
      document.getElementById('start')!.scrollIntoView({ block: 'center' });
      await vi.waitFor(() => expect(scrolled).toHaveLength(2));
      expect(scrolled.at(-1)).toEqual({
        element: document.querySelector('.error-summary'),
        options: { block: 'start' },
      });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
