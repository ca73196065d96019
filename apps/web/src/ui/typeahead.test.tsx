import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Typeahead, type TypeaheadItem } from './typeahead';

async function axeViolations(container: Element, extraDisabledRules: string[] = []) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const rules = Object.fromEntries(
    ['color-contrast', ...extraDisabledRules].map((rule) => [rule, { enabled: false }]),
  );
  const result = await axe.run(container, { rules });
  return result.violations.map((violation) => violation.id);
}

const branches: TypeaheadItem[] = [
  { key: 1, value: 'B001', text: 'Dublin, College Green' },
  { key: 2, value: 'B002', text: 'Cork, Patrick Street' },
  { key: 3, value: 'B003', text: 'Dún Laoghaire' },
];

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('Typeahead', () => {
  it('is a labelled combobox that filters its items as the user types', async () => {
    const user = userEvent.setup();
    render(<Typeahead label="Branch" items={branches} emptyText="No branches found" />);
    const input = screen.getByRole('combobox', { name: 'Branch' });
    await user.type(input, 'cork');
    expect(optionNames()).toEqual(['Cork, Patrick Street']);
  });

  it('matches regardless of case and accents', async () => {
    const user = userEvent.setup();
    render(<Typeahead label="Branch" items={branches} emptyText="No branches found" />);
    await user.type(screen.getByRole('combobox'), 'dun');
    expect(optionNames()).toEqual(['Dún Laoghaire']);
  });

  it('reports the chosen item with its value, text and key', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Typeahead
        label="Branch"
        items={branches}
        emptyText="No branches found"
        onSelectionChange={onSelectionChange}
      />,
    );
    const input = screen.getByRole('combobox');
    await user.type(input, 'dub');
    await user.click(screen.getByRole('option', { name: 'Dublin, College Green' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(branches[0]);
    expect(input).toHaveValue('Dublin, College Green');
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Typeahead
        label="Branch"
        items={branches}
        emptyText="No branches found"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith(branches[1]);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Typeahead label="Branch" items={branches} emptyText="No branches found" />);
    await user.type(screen.getByRole('combobox'), 'galway');
    // React Aria gives the empty state an option role so screen readers reach it inside the list.
    expect(optionNames()).toEqual(['No branches found']);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
  });

  it('announces an error as an assertive alert tied to the field', () => {
    render(
      <Typeahead
        label="Branch"
        items={branches}
        emptyText="No branches found"
        errorMessage="Please select a branch"
      />,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    const input = screen.getByRole('combobox');
    expect(input).toHaveAccessibleDescription('Please select a branch');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations closed, open and with an error', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <main>
        <Typeahead label="Branch" items={branches} emptyText="No branches found" />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole('combobox'), 'c');
    // The open list is portalled to the end of <body> so no card or dialog clips it; it belongs to the
    // combobox (aria-controls) rather than to a landmark, which only the best-practice 'region' rule minds.
    expect(await axeViolations(document.body, ['region'])).toEqual([]);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await axeViolations(document.body, ['region'])).toEqual([]);
    await user.keyboard('{Escape}');
    rerender(
      <main>
        <Typeahead
          label="Branch"
          items={branches}
          emptyText="No branches found"
          errorMessage="Please select a branch"
        />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
