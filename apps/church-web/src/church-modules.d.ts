// The shell's module list, generated from the libraries' manifests by @church/vite-config.

declare module 'virtual:church-modules' {
  import type { ChurchModule, ChurchModuleEntry } from '@church/routing';

  /**
   * Every module library, by package name, each with its manifest and a lazy loader of its
   * descriptor; the first-paint modules' loaders answer from `firstPaintModules`.
   */
  export function listChurchModules(firstPaintModules: readonly ChurchModule[]): ChurchModuleEntry[];
}

declare module 'virtual:church-modules/first-paint' {
  import type { ChurchModule } from '@church/routing';

  /** The descriptors of the modules marked `firstPaint`, loaded with the shell. */
  export const firstPaintModules: readonly ChurchModule[];
}
