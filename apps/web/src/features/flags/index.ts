export {
  featureFlagsQueryKey,
  getFeatureFlags,
  prefetchFeatureFlags,
  useFeatureFlags,
  useFeatureFlagsState,
} from './api/get-feature-flags';
export { useRefetchFlagsOnNavigation } from './hooks/use-refetch-flags-on-navigation';
