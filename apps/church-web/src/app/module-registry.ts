import { accessModule } from '@church/access';
import { churchHomeModule } from '@church/church-home';
import type { ChurchModule } from '@church/routing';

/** Every product module the shell serves. Each owns its routes; the guard reads their codes. */
export const churchModules: ChurchModule[] = [churchHomeModule, accessModule];
