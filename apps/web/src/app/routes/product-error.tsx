import { useParams } from 'react-router';
import { HomeErrorPage } from '../../features/home';
import { GenericErrorPage } from '../../features/wallet';

/** /wallet/error/:type: the home error view for home (home.md 8), the generic one otherwise. */
export function Component() {
  const { type } = useParams();
  return type === 'home' ? <HomeErrorPage /> : <GenericErrorPage />;
}
