import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TravelQuoteForms } from '@wallet/domain';

export type TravelForm = UseFormReturn<TravelQuoteForms>;
export type TravelPath = FieldPath<TravelQuoteForms>;
