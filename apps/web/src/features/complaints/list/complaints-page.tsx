import { useQuery } from '@tanstack/react-query';
import { dayInWords } from '@wallet/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { PageSpinner } from '../../../ui/spinner';
import { complaintsQuery } from '../api/get-complaints';
import { ComplaintFacts } from '../complaint-facts';
import { ComplaintStatusTag } from '../complaint-status-tag';
import { complaintDayOf, complaintNamingOf } from '../complaint-story';
import { COMPLAINT_TEXTS as TEXT } from '../complaint-texts';
import '../complaints.css';

/** /complaints (issue 45): the customer's complaints, newest first, each with what is due. */
export function ComplaintsPage() {
  const complaints = useQuery(complaintsQuery);
  return (
    <>
      <PageHero title={TEXT.listTitle} lead={TEXT.listLead} />
      <PageBody overlap narrow>
        {complaints.isPending && <PageSpinner label={TEXT.listLoading} />}
        {complaints.isError && (
          <Notice tone="warning">
            <p>{TEXT.listFailed}</p>
          </Notice>
        )}
        {complaints.data?.length === 0 && (
          <Card as="section">
            <p className="complaint-text">{TEXT.listEmpty}</p>
          </Card>
        )}
        {complaints.data && complaints.data.length > 0 && (
          <ul className="complaint-list">
            {complaints.data.map((complaint) => {
              const naming = complaintNamingOf(complaint);
              return (
                <li key={complaint.reference}>
                  <Card as="article" aria-labelledby={`complaint-${complaint.reference}`}>
                    <h2 id={`complaint-${complaint.reference}`} className="complaint-heading">
                      <Link to={PATHS.complaint(complaint.reference)}>
                        {complaint.about_label}: {complaint.reference}
                      </Link>
                    </h2>
                    <ComplaintStatusTag status={complaint.status} />
                    <ComplaintFacts
                      rows={[
                        ...(naming ? [[TEXT.about, naming] as const] : []),
                        [TEXT.received, complaintDayOf(complaint.received_at)],
                        ...(complaint.update_due
                          ? [[TEXT.nextUpdate, dayInWords(complaint.update_due)] as const]
                          : []),
                        ...(complaint.final_response_due
                          ? [
                              [
                                TEXT.finalResponseBy,
                                dayInWords(complaint.final_response_due),
                              ] as const,
                            ]
                          : []),
                      ]}
                    />
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        <div className="complaint-actions">
          <ButtonLink to={PATHS.makeComplaint} variant="secondary">
            {TEXT.makeOne}
          </ButtonLink>
        </div>
      </PageBody>
    </>
  );
}
