import { PRODUCT_DOCUMENT_LINK_MINUTES } from '@wallet/domain';
import { PATHS } from '../../../lib/paths';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { AlertIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import '../policies.css';

export const DOCUMENT_UNAVAILABLE_TEXT = {
  title: 'This document link has expired',
  lead: 'Open the document again from your documents.',
  why: `For your security, a link to a policy document opens for ${PRODUCT_DOCUMENT_LINK_MINUTES} minutes, only in the browser that asked for it, and stops working when you sign out.`,
  again:
    'Your documents are still there: pressing a document on your documents page opens it with a new link.',
  toDocuments: 'Go to your documents',
} as const;

/**
 * /documents/unavailable (ours): where a car or travel document link that opens nothing leads the
 * browser (the API sends it here, in place of its error in JSON), whatever the reason: expired,
 * changed, opened in another browser, or outlived by its sign-in. Open to everyone, as a link may
 * outlive the sign-in; the documents page asks a signed-out customer to sign in first.
 */
export function DocumentUnavailablePage() {
  const text = DOCUMENT_UNAVAILABLE_TEXT;
  return (
    <>
      <PageHero title={text.title} lead={text.lead} icon={<AlertIcon size={36} />} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p>{text.why}</p>
          <p>{text.again}</p>
        </Card>
        <div className="policies-actions">
          <ButtonLink to={PATHS.documents} variant="primary">
            {text.toDocuments}
          </ButtonLink>
          <BackToHomeLink />
        </div>
      </PageBody>
    </>
  );
}
