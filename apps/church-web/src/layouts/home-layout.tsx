import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { HomeSectionsProvider } from '@church/routing';
import { loadChurchModules } from '../app/load-church-modules';
import { useReadyTenant } from '../bootstrap/tenant-context';
import { ChurchChrome } from './church-chrome';
import { useModuleHomeSections } from './use-module-home-sections';

/**
 * HOME: full-width sections (banners run edge to edge); each section keeps its own width. The home
 * shows the sections of the modules this church has enabled.
 */
export function HomeLayout() {
  const { modules } = useReadyTenant();
  const enabledCodes = useMemo(() => new Set(modules.map((m) => m.codigo)), [modules]);
  const sections = useModuleHomeSections(loadChurchModules, enabledCodes);
  return (
    <HomeSectionsProvider sections={sections}>
      <ChurchChrome contained={false}>
        <Outlet />
      </ChurchChrome>
    </HomeSectionsProvider>
  );
}
