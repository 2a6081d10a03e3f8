import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { HomeSectionsProvider } from '@church/routing';
import { eagerModules } from '../app/module-registry';
import { useReadyTenant } from '../bootstrap/tenant-context';
import { ChurchChrome } from './church-chrome';

/**
 * HOME: full-width sections (banners run edge to edge); each section keeps its own width. The home
 * shows the sections of the modules this church has enabled.
 */
export function HomeLayout() {
  const { modules } = useReadyTenant();
  const sections = useMemo(() => {
    const enabled = new Set(modules.map((m) => m.codigo));
    return eagerModules
      .filter((churchModule) => churchModule.code === null || enabled.has(churchModule.code))
      .flatMap((churchModule) => churchModule.homeSections ?? [])
      .sort((a, b) => a.order - b.order);
  }, [modules]);
  return (
    <HomeSectionsProvider sections={sections}>
      <ChurchChrome contained={false}>
        <Outlet />
      </ChurchChrome>
    </HomeSectionsProvider>
  );
}
