import {
  MESSAGES,
  isOnSale,
  productFacts,
  PRODUCT_LABELS,
  type FeatureFlags,
  type ProductType,
} from '@wallet/domain';
import type { ReactNode } from 'react';
import { PATHS, agentNewQuotePath } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProductTile } from '../../../ui/product-tile';
import { WORKSPACE_EYEBROW } from '../components/agent-page';
import { AGENT_PATHS } from '../paths';
import { AGENT_LANDING_TEXTS as TEXT } from './agent-landing-texts';
import '../agents.css';
import { productIconOf } from '../../../lib/web-product';

/** platform.md 2.5 and 2.6: travel is hidden for agents; car only while motor is enabled. */
export function agentQuoteProducts(flags: FeatureFlags): ProductType[] {
  return flags.motor_enabled ? ['home', 'car'] : ['home'];
}

function Section({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" accent="primary" aria-labelledby={id} className="agent-landing__card">
      <h2 id={id} className="agent-landing__title">
        {title}
      </h2>
      <p>{body}</p>
      {children}
    </Card>
  );
}

/**
 * platform.md 2.6, the agent landing on /wallet: Customer Search with Create Customer Account,
 * the Matching Service (super agents only), Search All Home Quotes, the Latest Quotes for car
 * (while motor is enabled) and home, and Create a new Quote.
 */
export function AgentLanding({
  firstName,
  flags,
  superAgent,
}: {
  firstName: string | null;
  flags: FeatureFlags;
  superAgent: boolean;
}) {
  return (
    <>
      <PageHero title={MESSAGES.welcome(firstName)} lead={TEXT.lead} eyebrow={WORKSPACE_EYEBROW} />
      <PageBody overlap>
        <div className="agent-landing">
          <Section id="agent-customer-search" {...TEXT.customerSearch}>
            <ButtonLink to={AGENT_PATHS.createAccount}>{TEXT.customerSearch.action}</ButtonLink>
          </Section>
          {superAgent && (
            <Section id="agent-matching-service" {...TEXT.matchingService}>
              <ButtonLink to={AGENT_PATHS.matchingService}>
                {TEXT.matchingService.action}
              </ButtonLink>
            </Section>
          )}
          <Section id="agent-search-quotes" {...TEXT.searchQuotes}>
            <ButtonLink to={AGENT_PATHS.searchQuotes}>{TEXT.searchQuotes.action}</ButtonLink>
          </Section>
          <Section id="agent-latest-quotes" {...TEXT.latestQuotes}>
            <ul className="agent-landing__links">
              {flags.motor_enabled && (
                <li>
                  <ButtonLink to={AGENT_PATHS.liveQuotes('car')} variant="secondary">
                    {TEXT.latestQuotes.car}
                  </ButtonLink>
                </li>
              )}
              <li>
                <ButtonLink to={AGENT_PATHS.liveQuotes('home')} variant="secondary">
                  {TEXT.latestQuotes.home}
                </ButtonLink>
              </li>
            </ul>
          </Section>
          <Section id="agent-new-quote" {...TEXT.newQuote}>
            <ul className="agent-landing__tiles" aria-label="Products">
              {agentQuoteProducts(flags).map((type) => {
                const open = isOnSale(productFacts(type), flags);
                return (
                  <li key={type}>
                    <ProductTile
                      product={productIconOf(type)}
                      label={PRODUCT_LABELS[type]}
                      comingSoon={!open}
                      to={open ? agentNewQuotePath(type) : PATHS.comingSoon}
                    />
                  </li>
                );
              })}
            </ul>
          </Section>
        </div>
      </PageBody>
    </>
  );
}
