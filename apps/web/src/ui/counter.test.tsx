import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { COUNTER_DEFAULTS } from '@wallet/domain';
import { Counter } from './counter';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

const decrease = () => screen.getByRole('button', { name: /decrease/i });
const increase = () => screen.getByRole('button', { name: /increase/i });

describe('Counter', () => {
  it('is a labelled field starting at 1', () => {
    render(<Counter label="Number of bedrooms" />);
    expect(COUNTER_DEFAULTS.initial).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Number of bedrooms' })).toHaveValue('1');
  });

  it('steps by one each way', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Counter label="Number of bedrooms" defaultValue={3} onChange={onChange} />);
    await user.click(increase());
    expect(screen.getByRole('textbox')).toHaveValue('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(decrease());
    await user.click(decrease());
    expect(screen.getByRole('textbox')).toHaveValue('2');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('stops at the minimum of 0', async () => {
    const user = userEvent.setup();
    render(<Counter label="Number of bedrooms" />);
    await user.click(decrease());
    expect(screen.getByRole('textbox')).toHaveValue('0');
    expect(decrease()).toBeDisabled();
    await user.click(decrease());
    expect(screen.getByRole('textbox')).toHaveValue('0');
  });

  it('stops at the default maximum of 10', async () => {
    const user = userEvent.setup();
    render(<Counter label="Number of bedrooms" defaultValue={9} />);
    await user.click(increase());
    expect(screen.getByRole('textbox')).toHaveValue('10');
    expect(increase()).toBeDisabled();
    await user.click(increase());
    expect(screen.getByRole('textbox')).toHaveValue('10');
  });

  it('stops at a configured maximum', async () => {
    const user = userEvent.setup();
    render(<Counter label="Travellers" max={3} defaultValue={2} />);
    await user.click(increase());
    expect(screen.getByRole('textbox')).toHaveValue('3');
    expect(increase()).toBeDisabled();
  });

  it('clamps a typed number to the range and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Counter label="Number of bedrooms" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '25');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);

    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('9');
  });

  it('announces an error as an assertive alert tied to the field', () => {
    render(<Counter label="Number of bedrooms" errorMessage="Enter the number of bedrooms" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Enter the number of bedrooms');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(
      <main>
        <Counter label="Number of bedrooms" description="Include any attic bedrooms" />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <main>
        <Counter label="Number of bedrooms" errorMessage="Enter the number of bedrooms" />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
