import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ButtonGroup, toButtonGroupValue } from './button-group';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

describe('toButtonGroupValue', () => {
  it('converts to boolean', () => {
    expect(toButtonGroupValue('true', 'boolean')).toBe(true);
    expect(toButtonGroupValue('false', 'boolean')).toBe(false);
  });

  it('converts to number', () => {
    expect(toButtonGroupValue('250', 'number')).toBe(250);
    expect(toButtonGroupValue('0', 'number')).toBe(0);
  });

  it('keeps a string', () => {
    expect(toButtonGroupValue('250', 'string')).toBe('250');
  });
});

describe('ButtonGroup', () => {
  it('reports a boolean value for the boolean type', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ButtonGroup
        label="Do you own the property?"
        valueType="boolean"
        options={[
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('reports a number value for the number type', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ButtonGroup
        label="Excess"
        valueType="number"
        options={[
          { label: '€250', value: 250 },
          { label: '€500', value: 500 },
        ]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '€500' }));
    expect(onChange).toHaveBeenLastCalledWith(500);
  });

  it('reports a string value for the string type, even from numeric options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ButtonGroup
        label="Excess"
        valueType="string"
        options={[
          { label: '€250', value: 250 },
          { label: '€500', value: 500 },
        ]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '€250' }));
    expect(onChange).toHaveBeenLastCalledWith('250');
  });

  it('is a labelled radio group that shows a controlled value', () => {
    render(
      <ButtonGroup
        label="Do you own the property?"
        valueType="boolean"
        value={false}
        options={[
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ]}
      />,
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Do you own the property?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ButtonGroup
        label="Excess"
        valueType="number"
        defaultValue={250}
        options={[
          { label: '€250', value: 250 },
          { label: '€500', value: 500 },
        ]}
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(500);
    expect(screen.getByRole('radio', { name: '€500' })).toBeChecked();
  });

  it('announces an error as an assertive alert tied to the group', () => {
    render(
      <ButtonGroup
        label="Excess"
        valueType="number"
        options={[{ label: '€250', value: 250 }]}
        errorMessage="Please select an excess"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please select an excess');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Please select an excess');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(
      <main>
        <ButtonGroup
          label="Excess"
          valueType="number"
          description="The amount you pay towards a claim"
          options={[
            { label: '€250', value: 250 },
            { label: '€500', value: 500 },
          ]}
        />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <main>
        <ButtonGroup
          label="Excess"
          valueType="number"
          errorMessage="Please select an excess"
          options={[
            { label: '€250', value: 250 },
            { label: '€500', value: 500 },
          ]}
        />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
