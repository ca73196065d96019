import { PRODUCT_LABELS, policyNumberLabel, type ProductType } from '@wallet/domain';
import type { ReactNode } from 'react';
import { productIconOf } from '../../../lib/web-product';
import { Card } from '../../../ui/card';
import { ProductIcon } from '../../../ui/icons';
import { KeptLine } from '../../../ui/kept-line';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';

/**
 * The band of a page that acts on one policy (change it, leave it, claim on it): the product, the
 * page's title and the policy's number. Before the policy is known its line is kept, empty, so the
 * page drawn once it is in puts everything where it was.
 */
export function PolicyStepHero({
  type,
  title,
  policyNumber,
}: {
  type: ProductType;
  title: string;
  policyNumber: string | null;
}) {
  return (
    <PageHero
      eyebrow={`${PRODUCT_LABELS[type]} Insurance`}
      title={title}
      lead={policyNumber === null ? <KeptLine /> : `${policyNumberLabel(type)} ${policyNumber}`}
      icon={<ProductIcon product={productIconOf(type)} size={40} />}
    />
  );
}

/**
 * A policy step's first card while what it needs loads: its heading and opening words, which do
 * not depend on the policy, above a spinner. The step drawn once it is in starts with the same
 * heading and words, so a returning customer's frame (decision 0041) paints the page's largest
 * text before any code runs and nothing larger comes after it.
 */
export function StepLoadingCard({
  headingId,
  heading,
  children,
  label,
}: {
  headingId: string;
  heading: string;
  /** The step's opening words, as the step draws them. */
  children?: ReactNode;
  label: string;
}) {
  return (
    <Card as="section" accent="primary" aria-labelledby={headingId}>
      <h2 id={headingId} className="policies-heading">
        {heading}
      </h2>
      {children}
      <PageSpinner label={label} />
    </Card>
  );
}

/** A policy step page before the customer's policies are in: its band and its first card loading. */
export function PolicyStepLoading({
  type,
  title,
  ...card
}: {
  type: ProductType;
  title: string;
} & Parameters<typeof StepLoadingCard>[0]) {
  return (
    <>
      <PolicyStepHero type={type} title={title} policyNumber={null} />
      <PageBody overlap narrow>
        <StepLoadingCard {...card} />
      </PageBody>
    </>
  );
}
