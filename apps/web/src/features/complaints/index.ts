/** Complaints (issue 45): the customer's form, list and complaint, and the staff's queue. */
export { MakeComplaintPage } from './making/make-complaint-page';
export { ComplaintsPage } from './list/complaints-page';
export { ComplaintPage } from './complaint/complaint-page';
export { ComplaintQueuePage } from './handling/complaint-queue-page';
export { HandledComplaintPage } from './handling/handled-complaint-page';
