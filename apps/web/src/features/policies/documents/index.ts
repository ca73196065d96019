/**
 * The documents list and download button for other features' screens (a renewal's documents),
 * without the documents pages themselves.
 */
import '../policies.css';

export { DocumentGroups } from './document-groups';
export { DocumentDownloadButton } from './document-download-button';
