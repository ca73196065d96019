export { ChangePage } from './change-page';
export type { ChangeCardFields } from './card-payment';
