import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_SUBJECTS,
  COMPLAINT_SUBJECT_LABELS,
  PRODUCT_LABELS,
  complaintFormSchema,
  productTypeOf,
  type ComplaintDetail,
  type ComplaintFormInput,
  type ComplaintSubject,
  type ProfilePolicy,
} from '@wallet/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { apiFieldProblems } from '../../../lib/api-field-problems';
import { PATHS } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CharacterCountField } from '../../../ui/character-count-field';
import { ChoiceField } from '../../../ui/choice-field';
import { ErrorSummary } from '../../../ui/error-summary';
import { summaryOf } from '../../../ui/error-summary-lines';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { SelectField } from '../../../ui/select-field';
import { LoadingUnderHero } from '../../../ui/loading-under-hero';
import { getClaimsToName } from '../api/get-claims-to-name';
import { complaintsQueryKey } from '../api/get-complaints';
import { makeComplaint } from '../api/make-complaint';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';
import '../complaints.css';

const FIELD_IDS = {
  about: 'complaint-about',
  policy_id: 'complaint-policy',
  claim_reference: 'complaint-claim',
  description: 'complaint-description',
  wanted: 'complaint-wanted',
} as const;
const FIELDS = Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[];

/** A policy as the form's list names it: 'Home BHH0042187'. */
const policyLabel = (policy: ProfilePolicy) =>
  `${PRODUCT_LABELS[productTypeOf(policy.policy_type)]} ${policy.policy_number} (${policy.start_date.slice(0, 4)})`;

/**
 * /complaints/new (issue 45): what the complaint is about, the policy or claim, what went wrong and
 * what the customer would like done; acknowledged at once on screen with its reference and the days
 * its update and final response are due, as the e-mail sent with it says. A policy's page opens it
 * with ?policy= naming the policy, chosen already.
 */
export function MakeComplaintPage({
  policies,
  profileLoading,
}: {
  policies: readonly ProfilePolicy[];
  profileLoading: boolean;
}) {
  const [search] = useSearchParams();
  const named = search.get('policy');
  const namedPolicy = policies.find((policy) => policy.policy_id === named);
  const queryClient = useQueryClient();
  const [made, setMade] = useState<ComplaintDetail | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The id this complaint is sent with: a retry of the same answers keeps it (a complaint that did
  // arrive is made once); answers changed after a failure are sent as a new complaint.
  const submission = useRef<{ id: string; answers: string | null }>({
    id: crypto.randomUUID(),
    answers: null,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm<ComplaintFormInput, ReturnType<typeof complaintFormSchema.parse>>(
    complaintFormSchema,
    {
      about: named ? 'policy' : ('' as ComplaintSubject),
      policy_id: named ?? '',
      claim_reference: '',
      description: '',
      wanted: '',
    },
  );
  // The profile arrives after the first paint: the named policy is chosen once it is known.
  useEffect(() => {
    if (namedPolicy) setValue('policy_id', namedPolicy.policy_id);
  }, [namedPolicy, setValue]);
  const about = watch('about');
  const claims = useQuery({
    queryKey: ['complaints', 'claims-to-name'],
    queryFn: getClaimsToName,
    enabled: about === 'claim',
  });
  const sending = useMutation({ mutationFn: makeComplaint });

  const onSubmit = handleSubmit(async (answers) => {
    setFormError(null);
    const sent = JSON.stringify(answers);
    if (submission.current.answers !== null && submission.current.answers !== sent) {
      submission.current = { id: crypto.randomUUID(), answers: null };
    }
    submission.current.answers = sent;
    try {
      const complaint = await sending.mutateAsync({
        ...answers,
        submission_id: submission.current.id,
        ...(answers.about === 'claim' ? { policy_id: '' } : { claim_reference: '' }),
      });
      void queryClient.invalidateQueries({ queryKey: complaintsQueryKey });
      setMade(complaint);
    } catch (error) {
      const problems = apiFieldProblems(error, FIELDS);
      for (const [field, message] of Object.entries(problems.fields)) {
        setError(field as keyof typeof FIELD_IDS, { type: 'server', message: message as string });
      }
      setFormError(problems.form ?? (Object.keys(problems.fields).length ? null : TEXT.failed));
    }
  });

  if (made) return <ComplaintReceived complaint={made} />;
  if (profileLoading) {
    return (
      <LoadingUnderHero
        hero={<PageHero title={TEXT.makeTitle} lead={TEXT.makeLead} />}
        label={TEXT.makeTitle}
      />
    );
  }

  const policyRequired = about === 'policy';
  return (
    <>
      <PageHero title={TEXT.makeTitle} lead={TEXT.makeLead} />
      <PageBody overlap narrow>
        <Card>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label={TEXT.makeTitle}
            className="complaint-form"
          >
            <ErrorSummary
              errors={summaryOf(errors, FIELD_IDS, formError)}
              submitCount={submitCount}
            />
            <Controller
              control={control}
              name="about"
              render={({ field }) => (
                <ChoiceField
                  id={FIELD_IDS.about}
                  name={field.name}
                  label={TEXT.aboutLabel}
                  stacked
                  options={COMPLAINT_SUBJECTS.map((subject, index) => ({
                    value: subject,
                    label: COMPLAINT_SUBJECT_LABELS[subject],
                    ...(index === 0 ? {} : { id: `${FIELD_IDS.about}-${subject}` }),
                  }))}
                  value={field.value || null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.about?.message}
                />
              )}
            />
            {about === 'claim' ? (
              claims.data && claims.data.length === 0 ? (
                <p className="complaint-text" id={FIELD_IDS.claim_reference}>
                  {TEXT.noClaims}
                </p>
              ) : (
                <SelectField
                  id={FIELD_IDS.claim_reference}
                  label={TEXT.claimLabel}
                  placeholder={TEXT.claimPlaceholder}
                  options={(claims.data ?? []).map((claim) => ({
                    value: claim.reference,
                    label: `${claim.kind_label}: ${claim.reference}`,
                  }))}
                  error={errors.claim_reference?.message}
                  {...register('claim_reference')}
                />
              )
            ) : (
              <SelectField
                id={FIELD_IDS.policy_id}
                label={policyRequired ? TEXT.policyLabel : TEXT.policyOptionalLabel}
                placeholder={policyRequired ? TEXT.policyPlaceholder : TEXT.noPolicy}
                options={policies.map((policy) => ({
                  value: policy.policy_id,
                  label: policyLabel(policy),
                }))}
                error={errors.policy_id?.message}
                {...register('policy_id')}
              />
            )}
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <CharacterCountField
                  id={FIELD_IDS.description}
                  label={TEXT.descriptionLabel}
                  hint={TEXT.descriptionHint}
                  maxLength={COMPLAINT_LIMITS.descriptionMaxLength}
                  rows={6}
                  value={field.value}
                  error={errors.description?.message}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="wanted"
              render={({ field }) => (
                <CharacterCountField
                  id={FIELD_IDS.wanted}
                  label={TEXT.wantedLabel}
                  maxLength={COMPLAINT_LIMITS.wantedMaxLength}
                  value={field.value}
                  error={errors.wanted?.message}
                  onChange={field.onChange}
                />
              )}
            />
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? TEXT.sending : TEXT.send}
            </Button>
          </form>
        </Card>
      </PageBody>
    </>
  );
}

/** The acknowledgement on screen: the reference, and the due dates in words. */
function ComplaintReceived({ complaint }: { complaint: ComplaintDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <PageHero title={TEXT.makeTitle} />
      <PageBody overlap narrow>
        <Card as="section" accent="primary" aria-labelledby="complaint-received-title">
          <h2
            id="complaint-received-title"
            ref={heading}
            tabIndex={-1}
            className="complaint-heading"
          >
            {TEXT.receivedTitle}
          </h2>
          <div className="complaint-reference">
            <p>{TEXT.receivedReference}</p>
            <p className="complaint-reference__value" data-testid="complaint-reference">
              {complaint.reference}
            </p>
          </div>
          <p className="complaint-text">{TEXT.receivedEmail}</p>
          <h3 className="complaint-subheading">{TEXT.whatNext}</h3>
          {complaint.update_due && (
            <p className="complaint-text">{TEXT.updateBy(complaint.update_due)}</p>
          )}
          {complaint.final_response_due && (
            <p className="complaint-text">{TEXT.finalBy(complaint.final_response_due)}</p>
          )}
          <div className="complaint-actions">
            <ButtonLink to={PATHS.complaint(complaint.reference)} variant="primary">
              {TEXT.viewComplaint}
            </ButtonLink>
            <ButtonLink to={PATHS.complaints} variant="secondary">
              {TEXT.yourComplaints}
            </ButtonLink>
          </div>
        </Card>
      </PageBody>
    </>
  );
}
