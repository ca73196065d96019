export { getProfile, profileQueryKey, useProfile } from './api/get-profile';
