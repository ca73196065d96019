import { API_ERROR_MESSAGES, type RetrievedUser } from '@wallet/domain';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { usePortfolioRows } from '../api/get-portfolio-rows';
import { refusalOf } from '../api/read-answer';
import { MATCHING_TEXTS as TEXT } from './matching-texts';
import { PortfolioRowsEditor } from './portfolio-rows-editor';

/** platform.md 2.10: the Match modal, the customer's portfolio codes to match and unmatch. */
export function MatchModal({ user, onClose }: { user: RetrievedUser; onClose: () => void }) {
  const rows = usePortfolioRows(user.username);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.matchTitle(name)}
      closeLabel={TEXT.close}
      size="medium"
    >
      <p className="agent-muted">{user.email}</p>
      {rows.isPending ? (
        <Spinner label="Loading the portfolio codes" />
      ) : rows.isError ? (
        <p className="agent-form-error" role="alert">
          {refusalOf(rows.error)?.message ?? API_ERROR_MESSAGES.unexpected}
        </p>
      ) : (
        <PortfolioRowsEditor user={user} initial={rows.data} />
      )}
    </Modal>
  );
}
