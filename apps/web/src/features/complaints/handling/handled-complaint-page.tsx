import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ArrowLeftIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';
import { getHandledComplaint, handledComplaintQueryKey } from '../api/get-handled-complaint';
import { ComplaintFacts } from '../complaint-facts';
import { ComplaintStory } from '../complaint-story';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';
import { ComplaintActionForm } from './complaint-action-form';
import { NextComplaintDue } from './next-complaint-due';
import '../complaints.css';

/** /staff/complaints/{reference} (issue 45): one complaint for staff, and its answer. */
export function HandledComplaintPage({ reference }: { reference: string }) {
  const complaint = useQuery({
    queryKey: handledComplaintQueryKey(reference),
    queryFn: () => getHandledComplaint(reference),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <>
      <PageHero
        eyebrow={TEXT.staffEyebrow}
        title={complaint.data ? `Complaint ${complaint.data.reference}` : TEXT.queueTitle}
        {...(complaint.data ? { lead: complaint.data.about_label } : {})}
      />
      <PageBody overlap narrow>
        {complaint.isPending && <PageSpinner label={TEXT.complaintLoading} />}
        {complaint.isError && (
          <Notice tone="warning">
            <p>{TEXT.complaintFailed}</p>
          </Notice>
        )}
        {complaint.data && (
          <div className="complaint-stack">
            <Card as="section" aria-labelledby="complaint-customer-title">
              <h2 id="complaint-customer-title" className="complaint-heading">
                {TEXT.customer}
              </h2>
              <ComplaintFacts
                rows={[
                  [
                    TEXT.nameAndEmail,
                    `${complaint.data.customer.name} (${complaint.data.customer.email})`,
                  ],
                  [TEXT.nextDue, <NextComplaintDue key="due" due={complaint.data.next_due} />],
                ]}
              />
            </Card>
            <ComplaintStory complaint={complaint.data} />
            <Card as="section" aria-labelledby="complaint-answer-title">
              <h2 id="complaint-answer-title" className="complaint-heading">
                {TEXT.answerTitle}
              </h2>
              <ComplaintActionForm complaint={complaint.data} />
            </Card>
          </div>
        )}
        <div className="complaint-actions">
          <ButtonLink
            to={PATHS.complaintQueue}
            variant="secondary"
            icon={<ArrowLeftIcon size={20} />}
          >
            {TEXT.backToQueue}
          </ButtonLink>
        </div>
      </PageBody>
    </>
  );
}
