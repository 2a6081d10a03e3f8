// §2's route table as the navigation guard needs it, for the areas of the product's modules. Where a
// module has a library, its manifest (the `church` field of its package.json, in the generated module
// list) is the table: its code and areas. What is left here is the one piece no library can say yet:
// the areas and notification types of the modules that are not built. Its own file, in the shell, so
// that it loads only when a navigation or a notification needs it, not with the church home, and so
// that changing it concerns the shell alone.
import type { ChurchModuleManifest, NotificationTarget } from '@church/routing';

export interface UnbuiltModule {
  /** The first path segments of §2's routes that need the module. */
  areas: readonly string[];
  /** The notification types (§3 isRoute) about the module's content. */
  notifications: readonly string[];
}

/**
 * §2's modules that no library serves yet, by module code. A module leaves this table when its library
 * arrives (the shell's module-list test refuses a code or an area both here and in a manifest).
 */
export const UNBUILT_MODULES: Readonly<Record<string, UnbuiltModule>> = {};

/**
 * The module code that guards an area (a first path segment): the code of the library whose manifest
 * claims it, else of the unbuilt module whose area it is; null when none does (an area every church has).
 */
export function moduleCodeOfArea(
  area: string,
  libraries: readonly Pick<ChurchModuleManifest, 'code' | 'areas'>[],
  unbuilt: Readonly<Record<string, UnbuiltModule>> = UNBUILT_MODULES,
): string | null {
  if (!area) return null;
  const library = libraries.find((candidate) => candidate.areas.includes(area));
  if (library) return library.code;
  return Object.entries(unbuilt).find(([, module]) => module.areas.includes(area))?.[0] ?? null;
}

/**
 * Where a notification of an unbuilt module's type opens: `/<the module's first area>/<id>`, the shape
 * of §2's detail routes, which the guard then treats as that module's area. Null for a type that is
 * not about an unbuilt module's content (the libraries' manifests answer for theirs).
 */
export function unbuiltNotificationTarget(type: string, unbuilt: Readonly<Record<string, UnbuiltModule>> = UNBUILT_MODULES): NotificationTarget | null {
  const area = Object.values(unbuilt).find((module) => module.notifications.includes(type))?.areas[0];
  return area ? (relatedId) => `/${area}/${encodeURIComponent(relatedId)}` : null;
}
