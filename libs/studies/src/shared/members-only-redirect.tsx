import { Navigate, useLocation } from 'react-router';
import { accessPathFor } from '@church/routing';

/** Sends a logged-out visitor to sign in, coming back here afterwards. */
export function MembersOnlyRedirect() {
  const location = useLocation();
  return <Navigate to={accessPathFor(`${location.pathname}${location.search}`)} replace />;
}
