import { useParams } from 'react-router';
import {
  ComplaintPage,
  ComplaintQueuePage,
  ComplaintsPage,
  HandledComplaintPage,
  MakeComplaintPage,
} from '../../features/complaints';
import { useProfile } from '../../features/profile';

/** /complaints/new: the complaint form, the customer's policies to choose from. */
export function MakeComplaint() {
  const { profile, isLoading } = useProfile();
  return <MakeComplaintPage policies={profile.policies} profileLoading={isLoading} />;
}

/** /complaints: the customer's complaints. */
export function Complaints() {
  return <ComplaintsPage />;
}

/** /complaints/{reference}: one of them. */
export function Complaint() {
  const { reference = '' } = useParams();
  return <ComplaintPage key={reference} reference={reference} />;
}

/** /staff/complaints: the staff's complaints queue, beside the claims queue. */
export function ComplaintQueue() {
  return <ComplaintQueuePage />;
}

/** /staff/complaints/{reference}: one complaint, for staff. */
export function HandledComplaint() {
  const { reference = '' } = useParams();
  return <HandledComplaintPage key={reference} reference={reference} />;
}
