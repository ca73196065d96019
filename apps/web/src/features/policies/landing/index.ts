/**
 * The landing page's entry to the policies feature: separate from the feature's index so the
 * first page does not pull in the documents and manage screens (docs/decisions/0004).
 */
export { YourPoliciesCard } from './your-policies-card';
