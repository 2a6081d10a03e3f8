import { routePath } from '@church/routing';

export const churchHomePaths = {
  home: routePath('/'),
  about: routePath('/about'),
  churches: routePath('/churchs'),
};
