import { useQuery } from '@tanstack/react-query';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { ArrowLeftIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';
import { complaintQueryKey, getComplaint } from '../api/get-complaint';
import { ComplaintStory } from '../complaint-story';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';
import '../complaints.css';

/** /complaints/{reference} (issue 45): one complaint, its timeline and its final response. */
export function ComplaintPage({ reference }: { reference: string }) {
  const complaint = useQuery({
    queryKey: complaintQueryKey(reference),
    queryFn: () => getComplaint(reference),
    staleTime: 0,
    retry: false,
  });
  return (
    <>
      <PageHero
        title={complaint.data ? `Complaint ${complaint.data.reference}` : TEXT.listTitle}
        {...(complaint.data ? { lead: complaint.data.about_label } : {})}
      />
      <PageBody overlap narrow>
        {complaint.isPending && <PageSpinner label={TEXT.complaintLoading} />}
        {complaint.isError && (
          <Notice tone="warning">
            <p>{TEXT.complaintFailed}</p>
          </Notice>
        )}
        {complaint.data && <ComplaintStory complaint={complaint.data} />}
        <div className="complaint-actions">
          <ButtonLink to={PATHS.complaints} variant="secondary" icon={<ArrowLeftIcon size={20} />}>
            {TEXT.backToComplaints}
          </ButtonLink>
        </div>
      </PageBody>
    </>
  );
}
