import { Navigate, useLocation } from 'react-router';

/**
 * /login, /register and /reset-password go to /access (§2), keeping their query; a reset link's
 * `token` becomes the access screen's `resetToken`.
 */
export function AccessRedirect() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get('token');
  if (pathname.startsWith('/reset-password') && token) {
    query.delete('token');
    query.set('resetToken', token);
  }
  const rest = query.toString();
  return <Navigate to={`/access${rest ? `?${rest}` : ''}`} replace />;
}
