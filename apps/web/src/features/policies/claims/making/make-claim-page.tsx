import { useMutation } from '@tanstack/react-query';
import {
  PRODUCT_LABELS,
  formatEuro,
  isoToDisplayDate,
  policyNumberLabel,
  productFacts,
  type ClaimDetail,
  type ClaimRequest,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { apiFieldProblems } from '../../../../lib/api-field-problems';
import { useStepHeading } from '../../../../lib/use-step-heading';
import { PATHS } from '../../../../lib/paths';
import { productIconOf } from '../../../../lib/web-product';
import { Button, ButtonLink } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorSummary } from '../../../../ui/error-summary';
import { ProductIcon } from '../../../../ui/icons';
import { PageBody, PageHero } from '../../../../ui/page-layout';
import { PageSpinner } from '../../../../ui/spinner';
import { irishToday } from '../../lib/irish-time';
import { policiesOfType } from '../../lib/policy-products';
import { readSelectedPolicy } from '../../lib/selected-policy';
import { SERVICING_PATHS } from '../../lib/servicing-paths';
import { BackToManageLink } from '../../manage/back-to-manage-link';
import { makeClaim } from '../api/make-claim';
import { CLAIM_PATHS } from '../claim-paths';
import { CLAIM_TEXTS as TEXT } from '../claim-texts';
import { ClaimDetailsStep } from './claim-details-step';
import { EMPTY_CLAIM_DRAFT, checkedClaim, claimFieldId, type ClaimDraft } from './claim-draft';
import '../../policies.css';
import '../../leaving/leaving.css';
import '../claims.css';

type Phase = 'details' | 'check' | 'done';

/** The fields the API's refusals may name, as the form's field paths. */
const API_FIELDS = [
  'kind',
  'incident_date',
  'place',
  'description',
  'items',
  'garda_report_number',
  'trip',
] as const;

/**
 * /manage/product/{type}/claim (issue 44): a claim on the policy chosen in the list (or named by
 * a link), in three steps: the answers, a check of them, and the reference.
 */
export function MakeClaimPage({
  type,
  policies,
  profileLoading,
  today = irishToday(),
}: {
  type: ProductType;
  policies: ProfilePolicy[];
  profileLoading: boolean;
  /** YYYY-MM-DD, Irish time. */
  today?: string;
}) {
  const facts = productFacts(type);
  const [phase, setPhase] = useState<Phase>('details');
  const [draft, setDraft] = useState<ClaimDraft>(EMPTY_CLAIM_DRAFT);
  const [request, setRequest] = useState<ClaimRequest | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [attempts, setAttempts] = useState(0);
  const [made, setMade] = useState<ClaimDetail | null>(null);
  // One id for this claim, however often it is sent: a retry answers the claim made.
  const [submissionId] = useState(() => crypto.randomUUID());
  const sending = useMutation({ mutationFn: makeClaim });

  const stepHeading = useStepHeading(
    phase,
    Object.keys(problems).length > 0,
    phase === 'details' ? null : phase === 'check' ? TEXT.checkStep : TEXT.receivedStep,
  );

  if (!facts.claimForm) return <Navigate to={SERVICING_PATHS.submitClaim(type)} replace />;
  if (profileLoading) return <PageSpinner label={TEXT.loading} />;
  const selectedId = readSelectedPolicy(type);
  const policy = policiesOfType(policies, type).find(
    (candidate) => candidate.policy_id === selectedId,
  );
  if (!policy) return <Navigate to={PATHS.managePolicies(type)} replace />;
  const claimForm = facts.claimForm;

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    const checked = checkedClaim(
      draft,
      claimForm,
      policy,
      facts.claims.phoneNumber,
      submissionId,
      today,
    );
    setProblems(checked.problems);
    if (!checked.request) return;
    setRequest(checked.request);
    setPhase('check');
  };

  const onSend = () => {
    if (!request || sending.isPending) return;
    sending.mutate(request, {
      onSuccess: (claim) => {
        setMade(claim);
        setProblems({});
        setPhase('done');
      },
      onError: (error) => {
        const refused = apiFieldProblems(error, API_FIELDS);
        setProblems({
          ...Object.fromEntries(
            Object.entries(refused.fields).map(([field, message]) => [
              claimFieldId(
                field === 'items'
                  ? 'items.0.description'
                  : field === 'trip'
                    ? 'trip.destination'
                    : field,
              ),
              message as string,
            ]),
          ),
          ...(refused.form ? { form: refused.form } : {}),
        });
        setAttempts((count) => count + 1);
        setPhase('details');
      },
    });
  };

  const kindLabel = claimForm.kinds.find((kind) => kind.code === request?.kind)?.label ?? '';
  const checkRows: [string, string][] = request
    ? [
        [TEXT.hurtLabel, request.anyone_hurt ? TEXT.yes : TEXT.no],
        [TEXT.kindLabel, kindLabel],
        [TEXT.dateLabel, isoToDisplayDate(request.incident_date) ?? ''],
        [TEXT.placeLabel, request.place?.trim() || TEXT.homePlace],
        [TEXT.descriptionLabel, request.description.trim()],
        ...request.items.map((item, index): [string, string] => [
          TEXT.itemDescriptionLabel(index).replace(': what it is', ''),
          `${item.description.trim()}, ${formatEuro(item.estimate_cents)}`,
        ]),
        ...(request.other_party && Object.keys(request.other_party).length > 0
          ? [
              [TEXT.otherPartyHeading, Object.values(request.other_party).join(', ')] as [
                string,
                string,
              ],
            ]
          : []),
        ...(request.garda_report_number
          ? [
              [TEXT.gardaLabel.replace(' (optional)', ''), request.garda_report_number] as [
                string,
                string,
              ],
            ]
          : []),
        ...(request.trip
          ? [
              [
                TEXT.tripHeading,
                [
                  request.trip.destination.trim(),
                  isoToDisplayDate(request.trip.departure_date),
                  request.trip.return_date && isoToDisplayDate(request.trip.return_date),
                ]
                  .filter(Boolean)
                  .join(', '),
              ] as [string, string],
            ]
          : []),
      ]
    : [];

  return (
    <>
      <PageHero
        eyebrow={`${PRODUCT_LABELS[type]} Insurance`}
        title={TEXT.makeTitle}
        lead={`${policyNumberLabel(type)} ${policy.policy_number}`}
        icon={<ProductIcon product={productIconOf(type)} size={40} />}
      />
      <PageBody overlap narrow>
        {phase === 'details' && (
          <ClaimDetailsStep
            facts={claimForm}
            draft={draft}
            onDraftChange={setDraft}
            problems={problems}
            attempts={attempts}
            headingRef={stepHeading}
            onContinue={onContinue}
          />
        )}
        {phase === 'check' && request && (
          <Card as="section" accent="primary" aria-labelledby="claim-check-title">
            <ErrorSummary
              errors={problems.form ? [{ message: problems.form }] : []}
              submitCount={attempts}
            />
            <h2 id="claim-check-title" className="policies-heading" ref={stepHeading} tabIndex={-1}>
              {TEXT.checkStep}
            </h2>
            <p className="leaving-text">{TEXT.checkLead}</p>
            <dl className="claim-facts">
              {checkRows.map(([label, value]) => (
                <div className="claim-facts__row" key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className="claim-actions">
              <Button variant="primary" onClick={onSend} disabled={sending.isPending}>
                {sending.isPending ? TEXT.sending : TEXT.send}
              </Button>
              <Button variant="secondary" onClick={() => setPhase('details')}>
                {TEXT.change}
              </Button>
            </div>
          </Card>
        )}
        {phase === 'done' && made && (
          <Card as="section" accent="primary" aria-labelledby="claim-done-title">
            <h2 id="claim-done-title" className="policies-heading" ref={stepHeading} tabIndex={-1}>
              {TEXT.receivedStep}
            </h2>
            <div className="leaving-text">
              <p>
                <strong>{TEXT.receivedLead(made.reference)}</strong>
              </p>
              <p>{TEXT.receivedNext}</p>
            </div>
            <div className="claim-actions">
              <ButtonLink variant="primary" to={CLAIM_PATHS.claim(made.reference)}>
                {TEXT.viewClaim}
              </ButtonLink>
              <ButtonLink variant="secondary" to={CLAIM_PATHS.claims}>
                {TEXT.yourClaims}
              </ButtonLink>
            </div>
          </Card>
        )}
        {phase === 'details' && (
          <div className="policies-actions">
            <BackToManageLink to={PATHS.manageProduct(type)} label={TEXT.backToPolicy} />
          </div>
        )}
      </PageBody>
    </>
  );
}
