import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Modal, type ModalProps } from './modal';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

function ModalHarness(props: Partial<ModalProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Select branch
      </button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Please Select Branch"
        closeLabel="Close"
        {...props}
      >
        {({ close }) => (
          <>
            <label>
              Branch
              <input />
            </label>
            <button type="button" onClick={close}>
              Done
            </button>
          </>
        )}
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('disables page scrolling while shown and restores it on close', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'auto';
    render(<ModalHarness />);

    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });

  it('is labelled by its title and moves focus into itself', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    const dialog = screen.getByRole('dialog', { name: 'Please Select Branch' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Select branch' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and has no close button when not dismissable', async () => {
    const user = userEvent.setup();
    render(<ModalHarness isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('can be an alert dialog', async () => {
    const user = userEvent.setup();
    render(<ModalHarness role="alertdialog" isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    expect(screen.getByRole('alertdialog', { name: 'Please Select Branch' })).toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Select branch' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
