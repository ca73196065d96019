/** The login form's schema (the domain's), loaded by the form when it first checks. */
export { loginSchema } from '@wallet/domain';
