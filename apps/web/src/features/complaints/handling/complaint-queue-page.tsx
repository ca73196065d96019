import { useQuery } from '@tanstack/react-query';
import { PRODUCT_LABELS, PRODUCT_TYPES, dayInWords, type ProductType } from '@wallet/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';
import { getComplaintQueue } from '../api/get-complaint-queue';
import { ComplaintFacts } from '../complaint-facts';
import { ComplaintStatusTag } from '../complaint-status-tag';
import { complaintDayOf } from '../complaint-story';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';
import { NextComplaintDue } from './next-complaint-due';
import '../complaints.css';

const isProductType = (value: string | null): value is ProductType =>
  value !== null && (PRODUCT_TYPES as readonly string[]).includes(value);

/** /staff/complaints (issue 45): the open complaints, overdue first, beside the claims queue. */
export function ComplaintQueuePage() {
  const queue = useQuery({
    queryKey: ['staff-complaints'],
    queryFn: getComplaintQueue,
    staleTime: 0,
  });
  return (
    <>
      <PageHero eyebrow={TEXT.staffEyebrow} title={TEXT.queueTitle} lead={TEXT.queueLead} />
      <PageBody overlap narrow>
        {queue.isPending && <PageSpinner label={TEXT.queueLoading} />}
        {queue.isError && (
          <Notice tone="warning">
            <p>{TEXT.queueFailed}</p>
          </Notice>
        )}
        {queue.data?.length === 0 && (
          <Card as="section">
            <p className="complaint-text">{TEXT.queueEmpty}</p>
          </Card>
        )}
        {queue.data && queue.data.length > 0 && (
          <ul className="complaint-list">
            {queue.data.map((complaint) => (
              <li key={complaint.reference}>
                <Card
                  as="article"
                  accent={complaint.next_due.overdue ? 'tertiary' : 'none'}
                  aria-labelledby={`queue-${complaint.reference}`}
                >
                  <h2 id={`queue-${complaint.reference}`} className="complaint-heading">
                    <Link to={PATHS.handledComplaint(complaint.reference)}>
                      {complaint.about_label}: {complaint.reference}
                    </Link>
                  </h2>
                  <ComplaintStatusTag status={complaint.status} />
                  <ComplaintFacts
                    rows={[
                      [TEXT.nextDue, <NextComplaintDue key="due" due={complaint.next_due} />],
                      [TEXT.nextUpdate, dayInWords(complaint.update_due)],
                      [TEXT.finalResponseBy, dayInWords(complaint.final_response_due)],
                      [
                        TEXT.received,
                        `${complaintDayOf(complaint.received_at)} (${TEXT.daysOld(complaint.age_days)})`,
                      ],
                      ...(isProductType(complaint.product)
                        ? [[TEXT.policy, PRODUCT_LABELS[complaint.product]] as const]
                        : []),
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
