import { createContext, useContext, useEffect, useState } from 'react';
import type { HomeSection } from '@church/routing';
import type { LoadChurchModules } from '../app/load-church-modules';

/**
 * The home's sections when they are known before the first render: the server renders them into the
 * page, and the browser loads the same ones before it hydrates that page. Null: load them after the first paint.
 */
export const PreloadedHomeSections = createContext<HomeSection[] | null>(null);

/**
 * The sections that the church's enabled modules add to its home, in order. Unless they were
 * preloaded, the module list and the descriptors of the modules with sections load after the home's
 * first paint (an effect), each section's code and catalog after that.
 */
export function useModuleHomeSections(loadModules: LoadChurchModules, enabledCodes: ReadonlySet<string>): HomeSection[] {
  const preloaded = useContext(PreloadedHomeSections);
  const [sections, setSections] = useState<HomeSection[]>(preloaded ?? []);
  useEffect(() => {
    if (preloaded) return;
    let current = true;
    void import('./enabled-home-sections')
      .then(({ loadEnabledHomeSections }) => loadEnabledHomeSections(loadModules, enabledCodes))
      .catch(() => [])
      .then((loaded) => {
        if (current) setSections(loaded);
      });
    return () => {
      current = false;
    };
  }, [loadModules, enabledCodes, preloaded]);
  return sections;
}
