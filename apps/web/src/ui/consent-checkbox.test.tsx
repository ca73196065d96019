import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { ConsentCheckbox } from './consent-checkbox';

const LABEL = 'I have read and accept the Terms and Conditions and the Data Protection Notice';
const DOCUMENTS = [
  { title: 'Terms and Conditions', href: '/api/terms.pdf', format: 'PDF' },
  { title: 'Data Protection Notice', href: '/api/notice.pdf', format: 'PDF' },
];

describe('ConsentCheckbox', () => {
  it('ticks and unticks the box from any word of its label', async () => {
    render(<ConsentCheckbox id="consent" label={LABEL} documents={DOCUMENTS} />);
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText(LABEL));
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText(LABEL));
    expect(box).not.toBeChecked();
  });

  it('links each document outside the label, opening in a new tab and saying so', async () => {
    const { container } = render(
      <ConsentCheckbox id="consent" label={LABEL} documents={DOCUMENTS} />,
    );
    const label = container.querySelector('label')!;
    expect(within(label).queryByRole('link')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Terms and Conditions (PDF, opens in a new tab)',
      'Data Protection Notice (PDF, opens in a new tab)',
    ]);
    const terms = screen.getByRole('link', {
      name: 'Terms and Conditions (PDF, opens in a new tab)',
    });
    expect(terms).toHaveAttribute('href', '/api/terms.pdf');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener');
    expect(await axeViolations()).toEqual([]);
  });

  it('ties its error to the box and names no format it was not given', async () => {
    render(
      <ConsentCheckbox
        id="consent"
        label="I accept the Chubb Terms of Business and Privacy Policy"
        error="You must accept the Chubb Terms of Business and Privacy Policy."
        documents={[{ title: 'Chubb Privacy Policy', href: '/privacy' }]}
      />,
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Error: You must accept the Chubb Terms of Business and Privacy Policy.',
    );
    expect(screen.getByRole('link')).toHaveAccessibleName(
      'Chubb Privacy Policy (opens in a new tab)',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
