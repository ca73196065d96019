import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

describe('Switch', () => {
  it('shows No when off and Yes when on by default, and reports the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Accidental damage" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Accidental damage' });
    expect(control).not.toBeChecked();
    expect(screen.getByText('No')).toBeInTheDocument();

    await user.click(control);
    expect(control).toBeChecked();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByText('No')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('reads On and Off with the on-off labels', async () => {
    const user = userEvent.setup();
    render(<Switch label="Multi-trip" stateLabels="on-off" defaultSelected />);
    expect(screen.getByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Multi-trip' }));
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('toggles with Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Switch label="Accidental damage" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Accidental damage' })).toBeChecked();
  });

  it('follows its owner when held from outside, and a click only asks for the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <Switch label="Multi-trip" isSelected={false} onChange={onChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Multi-trip' });
    await user.click(screen.getByText('Multi-trip'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control).not.toBeChecked();
    rerender(<Switch label="Multi-trip" isSelected onChange={onChange} />);
    expect(control).toBeChecked();
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Marketing" isDisabled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Marketing' });
    expect(control).toBeDisabled();
    await user.click(screen.getByText('Marketing'));
    expect(control).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps its accessible name free of the state word', () => {
    render(<Switch label="Accidental damage" defaultSelected />);
    expect(screen.getByRole('switch')).toHaveAccessibleName('Accidental damage');
  });

  it('has no axe violations off or on', async () => {
    const { container } = render(
      <main>
        <Switch label="Accidental damage" />
        <Switch label="Home emergency assist" stateLabels="on-off" defaultSelected />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
