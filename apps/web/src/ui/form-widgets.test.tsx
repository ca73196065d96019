import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { DateField, maskDateInput } from './date-field';
import { formatMoneyInput, MoneyField } from './money-field';
import { ProgressSteps } from './progress-steps';
import { SelectField } from './select-field';
import { YesNoField } from './yes-no-field';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

describe('SelectField', () => {
  it('is labelled, offers a placeholder and ties its error to the select', async () => {
    const { container } = render(
      <SelectField
        id="title"
        label="Title"
        placeholder="Please select"
        options={[
          { value: 'MR', label: 'Mr.' },
          { value: 'MRS', label: 'Mrs.' },
        ]}
        error="Field is required"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Field is required');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Please select',
      'Mr.',
      'Mrs.',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    const user = userEvent.setup();
    const { container } = render(<Checkbox id="loan" label="Personal loan" />);
    await user.click(screen.getByText('Personal loan'));
    expect(screen.getByRole('checkbox', { name: 'Personal loan' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('DateField', () => {
  it('adds the slashes of DD/MM/YYYY while digits are typed', () => {
    expect(maskDateInput('3')).toBe('3');
    expect(maskDateInput('310')).toBe('31/0');
    expect(maskDateInput('31031980')).toBe('31/03/1980');
    expect(maskDateInput('31/03/1980')).toBe('31/03/1980');
    expect(maskDateInput('1/2/1980')).toBe('1/2/1980');
  });

  it('keeps the parts people separate with -, ., commas or spaces, showing each as /', () => {
    // Issue 14: '14-7-88' once became '14/78/8'.
    expect(maskDateInput('14-7-88')).toBe('14/7/88');
    expect(maskDateInput('1.12.26')).toBe('1/12/26');
    expect(maskDateInput(' 14 07 1988')).toBe('14/07/1988');
    expect(maskDateInput('14, 7, 1988')).toBe('14/7/1988');
    expect(maskDateInput('14//7')).toBe('14/7');
    expect(maskDateInput('1/2/3/4')).toBe('1/2/34');
    expect(maskDateInput('ab1c')).toBe('1');
  });

  it('is a text input with the numeric keypad, birthday autofill and the format as its hint', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DateField id="dob" label="Date of birth" twoDigitYears="past" birthDate />,
    );
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAccessibleDescription('DD/MM/YYYY, for example 31/03/1980');
    await user.type(input, '01021990');
    expect(input).toHaveValue('01/02/1990');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['past', '14-7-88', '14/07/1988'],
    ['past', '1.2.2003', '01/02/2003'],
    ['near', '1/12/26', '01/12/2026'],
    ['near', '31/02/2026', '31/02/2026'],
  ] as const)('with %s years, shows %j as %j on leaving the field', async (years, typed, shown) => {
    const user = userEvent.setup();
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    render(
      <>
        <DateField id="date" label="Date" twoDigitYears={years} onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Date' });
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveLastReturnedWith(shown);
  });
});

describe('MoneyField', () => {
  it('groups thousands', () => {
    expect(formatMoneyInput('250000')).toBe('250,000');
    expect(formatMoneyInput('€1,75,000x')).toBe('175,000');
    expect(formatMoneyInput('')).toBe('');
    expect(formatMoneyInput('007')).toBe('7');
  });

  it('formats as the customer types and passes the grouped text on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MoneyField id="rebuild" label="Rebuild cost" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Rebuild cost' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '170000');
    expect(input).toHaveValue('170,000');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: '170,000' }) }),
    );
  });
});

function ControlledYesNo({ error }: { error?: string }) {
  const [value, setValue] = useState<boolean | null>(null);
  return (
    <>
      <YesNoField
        id="first-time-buyer"
        name="firstTimeBuyer"
        label="Are you a first time buyer?"
        value={value}
        onChange={setValue}
        error={error}
      />
      <output>{String(value)}</output>
    </>
  );
}

describe('YesNoField', () => {
  it('answers true or false, starting unanswered, and keeps the error on the group', async () => {
    const user = userEvent.setup();
    const { container } = render(<ControlledYesNo error="Field is required" />);
    const group = screen.getByRole('group', { name: 'Are you a first time buyer?' });
    expect(group).toHaveAccessibleDescription('Error: Field is required');
    expect(screen.getByRole('status')).toHaveTextContent('null');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('status')).toHaveTextContent('false');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
    expect(document.getElementById('first-time-buyer')).toBe(
      screen.getByRole('radio', { name: 'Yes' }),
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ProgressSteps', () => {
  const steps = ['About You', 'Your Home', 'Your Cover', 'Your Quote', 'Payment'];

  it('marks the current step and ticks the ones before it', async () => {
    const { container } = render(<ProgressSteps steps={steps} current="Your Cover" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('About You (completed)');
    expect(items[3]).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the current step by index too', () => {
    render(<ProgressSteps steps={steps} current={0} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });
});
