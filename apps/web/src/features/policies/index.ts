export { DocumentsMenuPage } from './documents/documents-menu-page';
export { PolicyDocumentsPage } from './documents/policy-documents-page';
export { ManageDashboardPage } from './manage/manage-dashboard-page';
export { MultiplePoliciesPage } from './manage/multiple-policies-page';
export { ManageProductPage } from './manage/manage-product-page';
export { isProductType } from './lib/policy-products';
export { rememberSelectedPolicy } from './lib/selected-policy';
