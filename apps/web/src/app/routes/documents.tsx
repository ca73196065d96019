import { useFeatureFlags } from '../../features/flags';
import { DocumentsMenuPage } from '../../features/policies/documents/documents-menu-page';
import { useProfile } from '../../features/profile';

/** /documents: the documents menu for the signed-in customer's policies. */
export function Component() {
  const flags = useFeatureFlags();
  const { profile, isLoading } = useProfile();
  return <DocumentsMenuPage flags={flags} policies={profile.policies} profileLoading={isLoading} />;
}
