import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ExpandableSection } from './expandable-section';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

function renderSection(props: Partial<Parameters<typeof ExpandableSection>[0]> = {}) {
  return render(
    <main>
      <ExpandableSection title="What is covered" {...props}>
        <p>Fire and theft</p>
      </ExpandableSection>
      <p>Outside text</p>
    </main>,
  );
}

describe('ExpandableSection', () => {
  it('toggles on Enter', async () => {
    const user = userEvent.setup();
    renderSection();
    const toggle = screen.getByRole('button', { name: 'What is covered' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Fire and theft')).not.toBeVisible();

    await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Fire and theft')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on ArrowDown', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderSection({ onOpenChange });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Fire and theft')).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Fire and theft')).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles on Space and click, and ties the button to the content', async () => {
    const user = userEvent.setup();
    renderSection();
    const toggle = screen.getByRole('button', { name: 'What is covered' });
    await user.click(toggle);
    const content = screen.getByText('Fire and theft');
    expect(content).toBeVisible();
    expect(toggle.getAttribute('aria-controls')).toBe(content.parentElement?.id);
    await user.keyboard(' ');
    expect(content).not.toBeVisible();
  });

  it('ignores other keys', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.tab();
    await user.keyboard('{ArrowUp}a');
    expect(screen.getByText('Fire and theft')).not.toBeVisible();
  });

  it('closes on a click outside when asked to', async () => {
    const user = userEvent.setup();
    renderSection({ closeOnOutsideClick: true, defaultOpen: true });
    await user.click(screen.getByText('Fire and theft'));
    expect(screen.getByText('Fire and theft')).toBeVisible();
    await user.click(screen.getByText('Outside text'));
    expect(screen.getByText('Fire and theft')).not.toBeVisible();
  });

  it('closes on a touch outside when asked to', () => {
    renderSection({ closeOnOutsideClick: true, defaultOpen: true });
    fireEvent.touchStart(screen.getByText('Outside text'));
    expect(screen.getByText('Fire and theft')).not.toBeVisible();
  });

  it('stays open on a click outside by default', async () => {
    const user = userEvent.setup();
    renderSection({ defaultOpen: true });
    await user.click(screen.getByText('Outside text'));
    expect(screen.getByText('Fire and theft')).toBeVisible();
  });

  it('has no axe violations closed or open', async () => {
    const user = userEvent.setup();
    const { container } = renderSection();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'What is covered' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
