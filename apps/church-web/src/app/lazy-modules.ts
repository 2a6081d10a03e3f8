import { accessModule } from '@church/access';
import { accountModule } from '@church/account';
import { devotionalsModule } from '@church/devotionals';
import { ebdModule } from '@church/ebd';
import { ministriesModule } from '@church/ministries';
import { newsModule } from '@church/news';
import { podcastsModule } from '@church/podcasts';
import { publicationsModule } from '@church/publications';
import type { ChurchModule } from '@church/routing';
import { studiesModule } from '@church/studies';
import { videosModule } from '@church/videos';

/**
 * The definitions of the modules that are not loaded with the shell, by name. One chunk, loaded on
 * the first navigation into any of their areas (each module's screens stay lazy inside).
 */
export const lazyModuleDefinitions: Record<string, ChurchModule> = {
  access: accessModule,
  account: accountModule,
  devotionals: devotionalsModule,
  news: newsModule,
  ministries: ministriesModule,
  ebd: ebdModule,
  publications: publicationsModule,
  studies: studiesModule,
  videos: videosModule,
  podcasts: podcastsModule,
};
