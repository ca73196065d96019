import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import {
  ExpandableCard,
  isExpandableCardContentVisible,
  type ExpandableCardStatus,
} from './expandable-card';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

describe('isExpandableCardContentVisible', () => {
  it.each<[ExpandableCardStatus, boolean, boolean]>([
    ['default', false, false],
    ['default', true, true],
    ['success', false, true],
    ['warning', false, true],
    ['none', false, true],
  ])('status %s, open %s -> visible %s', (status, open, visible) => {
    expect(isExpandableCardContentVisible(status, open)).toBe(visible);
  });
});

describe('ExpandableCard', () => {
  it('in the default status hides the content until the header opens it, and closes it again', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ExpandableCard title="Your cover" onOpenChange={onOpenChange}>
        <p>Cover details</p>
      </ExpandableCard>,
    );
    const header = screen.getByRole('button', { name: 'Your cover' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Cover details')).not.toBeVisible();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByText('Cover details');
    expect(content).toBeVisible();
    expect(header.getAttribute('aria-controls')).toBe(content.parentElement?.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(header);
    expect(screen.getByText('Cover details')).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <ExpandableCard title="Your cover">
        <p>Cover details</p>
      </ExpandableCard>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Cover details')).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByText('Cover details')).not.toBeVisible();
  });

  it.each<ExpandableCardStatus>(['success', 'warning', 'none'])(
    'in the %s status always shows the content',
    (status) => {
      render(
        <ExpandableCard title="Your cover" status={status} defaultOpen={false}>
          <p>Cover details</p>
        </ExpandableCard>,
      );
      expect(screen.getByText('Cover details')).toBeVisible();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your cover' })).toBeInTheDocument();
    },
  );

  it('draws the status as a ring and reads the status label with the title', () => {
    const { container } = render(
      <ExpandableCard title="Payment" status="success" statusLabel="Complete">
        <p>Paid</p>
      </ExpandableCard>,
    );
    expect(container.firstElementChild).toHaveClass('expandable-card--success');
    expect(screen.getByRole('heading', { name: 'Payment, Complete' })).toBeInTheDocument();
  });

  it('follows a controlled open value', () => {
    const { rerender } = render(
      <ExpandableCard title="Your cover" open={false}>
        <p>Cover details</p>
      </ExpandableCard>,
    );
    expect(screen.getByText('Cover details')).not.toBeVisible();
    rerender(
      <ExpandableCard title="Your cover" open>
        <p>Cover details</p>
      </ExpandableCard>,
    );
    expect(screen.getByText('Cover details')).toBeVisible();
  });

  it.each<ExpandableCardStatus>(['default', 'success', 'warning', 'none'])(
    'has no axe violations in the %s status',
    async (status) => {
      const { container } = render(
        <main>
          <ExpandableCard title="Your cover" status={status} statusLabel="Status" defaultOpen>
            <p>Cover details</p>
          </ExpandableCard>
        </main>,
      );
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
