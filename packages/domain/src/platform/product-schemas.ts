import { z } from 'zod';
import { POLICY_TYPES, PRODUCT_TYPES } from '../products.js';

export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const policyTypeSchema = z.enum(POLICY_TYPES);
