import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-giving';
import { getGivingOptionsQueryOptions } from './api/giving-api';

/** What /give and the home's giving section need from the API, for the server to render them. */
export const givingPageData = pageData(({ clients, church }) => [getGivingOptionsQueryOptions(moduleApi<paths>(clients), church.slug)]);
