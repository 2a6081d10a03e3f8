import { routePath } from '@church/routing';

export const accessPaths = {
  access: routePath('/access', (redirectTo?: string) =>
    redirectTo ? `/access?redirectTo=${encodeURIComponent(redirectTo)}` : '/access',
  ),
};
