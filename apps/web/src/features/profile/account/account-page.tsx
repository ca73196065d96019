import { useQueries, useQuery } from '@tanstack/react-query';
import {
  addressLinesOf,
  formatIrishDateTime,
  isoToDisplayDate,
  marketingChoiceInWords,
  PHONE,
  PRODUCT_LABELS,
  productTypeOf,
  type Profile,
} from '@wallet/domain';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { Spinner } from '../../../ui/spinner';
import { useProfile } from '../api/get-profile';
import { dataExportsQuery } from '../api/get-data-exports';
import { marketingChoicesQuery } from '../api/get-marketing-choices';
import { signInDetailsQuery } from '../api/get-sign-in-details';
import { trustedContactQuery } from '../api/trusted-contact';
import { MarketingChoicesForm } from './marketing-choices-form';
import { AccountLoading } from './account-loading';
import { ACCOUNT_TEXTS as TEXT } from './account-texts';
import type { AccountDone } from './code-step';
import { SignInDetailsCard } from './sign-in-details-card';
import { TrustedContactCard } from './trusted-contact-card';
import { YourDataCard } from './your-data-card';
import './account.css';

/** The customer's details as we hold them; name and date of birth change the price, by phone. */
function YourDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    [TEXT.details.name, `${profile.first_name} ${profile.last_name}`.trim()],
    [
      TEXT.details.dateOfBirth,
      profile.date_of_birth ? (isoToDisplayDate(profile.date_of_birth) ?? '') : '',
    ],
  ];
  const address = addressLinesOf(profile.address).join(', ');
  return (
    <Card as="section" aria-labelledby="account-details-title">
      <h2 id="account-details-title" className="account__heading">
        {TEXT.details.heading}
      </h2>
      <dl className="account-details">
        {rows.map(([term, value]) => (
          <div key={term} className="account-details__row">
            <dt>{term}</dt>
            <dd>{value || TEXT.details.notGiven}</dd>
          </div>
        ))}
        <div className="account-details__row account-details__row--changeable">
          <dt>{TEXT.details.address}</dt>
          <dd>{address || TEXT.details.notGiven}</dd>
          <dd className="account-details__change">
            <Link to={PATHS.accountAddress}>
              {TEXT.signIn.change}{' '}
              <span className="visually-hidden">{TEXT.changeAddress.changeWhat}</span>
            </Link>
          </dd>
        </div>
      </dl>
      <p className="account__note">{TEXT.details.byPhone(PHONE.sales)}</p>
    </Card>
  );
}

/** Each product's choices, changeable one product at a time, and every change so far. */
function MarketingChoices() {
  const choices = useQuery(marketingChoicesQuery);
  let body;
  if (choices.isPending) {
    body = <Spinner label={TEXT.marketing.loading} />;
  } else if (choices.isError) {
    body = (
      <div role="alert">
        <Notice tone="warning">{TEXT.marketing.failed}</Notice>
      </div>
    );
  } else if (choices.data.products.length === 0) {
    body = <Notice>{TEXT.marketing.none}</Notice>;
  } else {
    body = (
      <>
        {choices.data.products.map((product) => (
          <MarketingChoicesForm
            key={product.policy_type}
            policyType={product.policy_type}
            choices={product.choices}
            changedAt={product.changed_at}
          />
        ))}
        <h3 id="account-history-title" className="account-marketing__title">
          {TEXT.history.heading}
        </h3>
        <p>{TEXT.history.lead}</p>
        <ol className="account-history" aria-labelledby="account-history-title">
          {choices.data.changes.map((change, index) => (
            <li
              key={`${change.at}-${change.policy_type}-${index}`}
              className="account-history__entry"
            >
              <p className="account-history__when">
                {formatIrishDateTime(change.at)}:{' '}
                {TEXT.marketing.product(PRODUCT_LABELS[productTypeOf(change.policy_type)])},{' '}
                {TEXT.history.source[change.source].toLowerCase()}
              </p>
              <p>{marketingChoiceInWords(change.choices)}</p>
            </li>
          ))}
        </ol>
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby="account-marketing-title">
      <h2 id="account-marketing-title" className="account__heading">
        {TEXT.marketing.heading}
      </h2>
      <p>{TEXT.marketing.lead}</p>
      {body}
    </Card>
  );
}

/** What a change page just did, said once on arrival (its state in the history entry). */
function doneOf(state: unknown): string | null {
  const done = (state as Partial<AccountDone> | null)?.done;
  return typeof done === 'string' ? done : null;
}

/** Your account (issue 45): the customer's details, how they sign in, and marketing choices. */
export function AccountPage() {
  const { profile, isLoading, isError } = useProfile();
  // Every card's read starts at once, and the page is drawn when all have answered: a card that
  // filled in behind its own spinner would push the cards below it down the page.
  const cardsArrived = useQueries({
    queries: [signInDetailsQuery, trustedContactQuery, dataExportsQuery, marketingChoicesQuery],
    // Answered once (or failed) is enough: a later read (a failed one asked again as its card
    // appears, or on the next visit) keeps the page drawn.
    combine: (reads) => reads.every((read) => read.isFetched),
  });
  const done = doneOf(useLocation().state);
  return (
    <>
      <PageHero title={TEXT.title} lead={TEXT.lead} />
      <PageBody overlap narrow>
        <div className="account">
          <div role="status">{done && <Notice tone="success">{done}</Notice>}</div>
          {isLoading || !cardsArrived ? (
            <AccountLoading label={TEXT.details.loading} />
          ) : (
            <AccountCards profile={isError ? null : profile} />
          )}
        </div>
        <div className="account__back">
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}

/** The page's cards, once the details each one shows have arrived (or failed to). */
function AccountCards({ profile }: { profile: Profile | null }) {
  return (
    <>
      {profile ? (
        <YourDetails profile={profile} />
      ) : (
        <div role="alert">
          <Notice tone="warning">{TEXT.details.failed}</Notice>
        </div>
      )}
      <SignInDetailsCard />
      <TrustedContactCard />
      <YourDataCard />
      <MarketingChoices />
      {/* Issue 45: a complaint, acknowledged at once (features/complaints). */}
      <Card as="section" aria-labelledby="account-complaints-title">
        <h2 id="account-complaints-title" className="account__heading">
          Complaints
        </h2>
        <p>Tell us what went wrong. We acknowledge every complaint at once, with a reference.</p>
        <div className="account-form__submit">
          <ButtonLink to={PATHS.makeComplaint} variant="secondary">
            Make a complaint
          </ButtonLink>
          <ButtonLink to={PATHS.complaints} variant="link">
            Your complaints
          </ButtonLink>
        </div>
      </Card>
      <Card as="section" aria-labelledby="account-close-title">
        <h2 id="account-close-title" className="account__heading">
          {TEXT.closeAccount.section}
        </h2>
        <p>{TEXT.closeAccount.sectionLead}</p>
        <ButtonLink to={PATHS.accountClose} variant="secondary">
          {TEXT.closeAccount.link}
        </ButtonLink>
      </Card>
    </>
  );
}
