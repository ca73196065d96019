import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LABELS, formatEuro, isoToDisplayDate } from '@wallet/domain';
import { Link } from 'react-router';
import { Card } from '../../../../ui/card';
import { isProductType } from '../../lib/policy-products';
import { PageBody, PageHero } from '../../../../ui/page-layout';
import { getClaims } from '../api/get-claims';
import { CLAIM_PATHS } from '../claim-paths';
import { ClaimFacts } from '../claim-facts';
import { ClaimStageTag } from '../claim-stage-tag';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import { ClaimListStates } from '../claim-list-states';
import '../../policies.css';
import '../claims.css';

/** /claims (issue 44): every claim the customer has made online, those on ended policies too. */
export function ClaimsPage() {
  const claims = useQuery({ queryKey: ['claims'], queryFn: getClaims, staleTime: 0 });
  return (
    <>
      <PageHero title={TEXT.listTitle} lead={TEXT.listLead} />
      <PageBody overlap narrow>
        <ClaimListStates
          list={claims}
          loading={TEXT.listLoading}
          failed={TEXT.listFailed}
          empty={TEXT.listEmpty}
        />
        {claims.data && claims.data.length > 0 && (
          <ul className="claim-list">
            {claims.data.map((claim) => (
              <li key={claim.reference}>
                <Card as="article" aria-labelledby={`claim-${claim.reference}`}>
                  <h2
                    id={`claim-${claim.reference}`}
                    className="policies-heading claim-list__title"
                  >
                    <Link to={CLAIM_PATHS.claim(claim.reference)}>
                      {claim.kind_label}: {claim.reference}
                    </Link>
                  </h2>
                  <ClaimStageTag stage={claim.stage} />
                  <ClaimFacts
                    rows={[
                      [
                        TEXT.policy,
                        `${isProductType(claim.product) ? `${PRODUCT_LABELS[claim.product]} ` : ''}${claim.policy_number}`,
                      ],
                      [TEXT.incidentDate, isoToDisplayDate(claim.incident_date) ?? ''],
                      [TEXT.estimate, formatEuro(claim.estimate_cents)],
                    ]}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
