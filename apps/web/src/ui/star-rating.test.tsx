import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { STAR_RATING_DEFAULT_STARS } from '@wallet/domain';
import { StarRating, isStarFilled, starRatingOptions } from './star-rating';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

const filledStars = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.closest('.star-rating__star--filled'))
    .map((radio) => radio.getAttribute('value'));

describe('starRatingOptions', () => {
  it('gives label/value pairs 1 to 5 by default', () => {
    expect(STAR_RATING_DEFAULT_STARS).toBe(5);
    expect(starRatingOptions()).toEqual([
      { label: '1', value: 1 },
      { label: '2', value: 2 },
      { label: '3', value: 3 },
      { label: '4', value: 4 },
      { label: '5', value: 5 },
    ]);
  });
});

describe('isStarFilled', () => {
  it('fills every star up to the selected one', () => {
    expect([1, 2, 3, 4, 5].map((star) => isStarFilled(star, 3))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isStarFilled(1, null)).toBe(false);
  });
});

describe('StarRating', () => {
  it('shows 5 empty stars in a labelled radio group by default', () => {
    render(<StarRating label="Rate your experience" />);
    expect(screen.getByRole('radiogroup', { name: 'Rate your experience' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(filledStars()).toEqual([]);
  });

  it('fills all stars up to the one selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating label="Rate your experience" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.unhover(screen.getByRole('radio', { name: '4' }));
    expect(filledStars()).toEqual(['1', '2', '3', '4']);

    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.unhover(screen.getByRole('radio', { name: '2' }));
    expect(filledStars()).toEqual(['1', '2']);
  });

  it('previews the fill under the pointer and returns to the selection after', async () => {
    const user = userEvent.setup();
    render(<StarRating label="Rate your experience" defaultValue={2} />);
    const fifth = screen.getByRole('radio', { name: '5' });
    await user.hover(fifth);
    expect(filledStars()).toEqual(['1', '2', '3', '4', '5']);
    await user.unhover(fifth);
    expect(filledStars()).toEqual(['1', '2']);
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRating label="Rate your experience" defaultValue={2} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(filledStars()).toEqual(['1', '2', '3']);
  });

  it('uses the given options and star count', () => {
    render(
      <StarRating
        label="Rate us"
        options={[
          { label: 'Poor', value: 1 },
          { label: 'Good', value: 2 },
          { label: 'Great', value: 3 },
        ]}
        value={2}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(filledStars()).toEqual(['1', '2']);
  });

  it('honours the stars prop when no options are given', () => {
    render(<StarRating label="Rate us" stars={3} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('announces an error as an assertive alert tied to the group', () => {
    render(<StarRating label="Rate us" errorMessage="Please choose a rating" />);
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Please choose a rating');
  });

  it('has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(
      <main>
        <StarRating label="Rate your experience" defaultValue={3} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <main>
        <StarRating label="Rate your experience" errorMessage="Please choose a rating" />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
