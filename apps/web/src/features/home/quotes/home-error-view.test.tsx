import { render, screen } from '@testing-library/react';
import { BIND_MESSAGES, PHONE } from '@wallet/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { HomeErrorPage, HomeErrorView } from './home-error-view';

const NOT_QUOTED = 'We have not been able to get an online quote from our insurance partner.';

function renderView(...args: Parameters<typeof HomeErrorView>) {
  return render(
    <MemoryRouter>
      <HomeErrorView {...args[0]} />
    </MemoryRouter>,
  );
}

describe('home error view', () => {
  it('gives the referral text with the phone number and the quote reference', async () => {
    renderView({ reason: 'referral', quoteReference: 'HQ-7' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for providing your details' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/HQ-7/)).toBeInTheDocument();
    expect(screen.getByText(NOT_QUOTED)).toBeInTheDocument();
    expect(
      screen.getByText(
        `We need additional information to finalise your quote please call us on ${PHONE.sales}. Our lines are open Monday to Friday 9am-5pm.`,
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('gives the unavailable text of type rsa', () => {
    renderView({ reason: 'unavailable', quoteReference: 'HQ-8' });
    expect(
      screen.getByText(
        `We're sorry, our system is currently unavailable. Please call us on ${PHONE.sales} to get your quote today`,
      ),
    ).toBeInTheDocument();
  });

  it('gives the acceptance criteria text', () => {
    renderView({ reason: 'declined', quoteReference: 'HQ-9' });
    expect(
      screen.getByText(
        "We're sorry, the risk you have submitted has fallen outside our acceptance criteria.",
      ),
    ).toBeInTheDocument();
  });

  it("says We're sorry when there is no quote reference", () => {
    renderView({ reason: 'failure' });
    expect(screen.getByRole('heading', { level: 1, name: "We're sorry" })).toBeInTheDocument();
    expect(screen.getByText(NOT_QUOTED)).toBeInTheDocument();
  });

  it('says a quote being bought is not priced again when a recalculation was refused so', () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/wallet/error/home', state: { reason: 'beingBought' } }]}
      >
        <HomeErrorPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(BIND_MESSAGES.quoteBeingBought)).toBeInTheDocument();
    expect(screen.queryByText(NOT_QUOTED)).not.toBeInTheDocument();
  });

  it('reads any other arrival as a failed call', () => {
    render(
      <MemoryRouter initialEntries={['/wallet/error/home']}>
        <HomeErrorPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(NOT_QUOTED)).toBeInTheDocument();
  });
});
