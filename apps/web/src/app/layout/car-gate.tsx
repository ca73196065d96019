import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { isCarPath, PATHS } from '../../lib/paths';

/** platform.md 2.1: with motor_enabled off, any path ending in car goes to the holding page. */
export function CarGate({ children }: { children: ReactNode }) {
  const { motor_enabled } = useFeatureFlags();
  const { pathname } = useLocation();
  if (!motor_enabled && isCarPath(pathname)) return <Navigate to={PATHS.motorHolding} replace />;
  return children;
}
