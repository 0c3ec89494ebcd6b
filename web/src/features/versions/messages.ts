// Spanish texts of 'Control de versiones de la aplicación Mi Estudio' (spec 2 §2.11, §5, §8). The
// spec's texts come from @cgi/workflows (shared with the api and the operations); ours say so.
import { versionsMessages } from '@cgi/workflows/inputs';

export const versionsTexts = {
  ...versionsMessages,
  subtitle: 'Versiones activas de la aplicación por plataforma', // not in the spec
  publishButton: 'Publicar una nueva versión',
  publishTitle: 'Publicar una nueva versión',
  platform: 'Plataforma', // the spec shows a platform selector without its label
  platformPlaceholder: 'Seleccione una plataforma', // not in the spec
  code: 'Versión', // not in the spec (the version code field)
  codeHint: 'Por ejemplo 2.6.0', // not in the spec
  description: 'Descripción', // not in the spec
  publish: 'Publicar', // not in the spec
  cancel: 'Cancelar',
  close: 'Cerrar',
  version: (code: string) => `Versión ${code}`,
  releaseDate: 'Fecha de publicación',
  deprecate: 'Deprecar',
  /** Each 'Deprecar' button's accessible name says which version (ours). */
  deprecateVersion: (code: string, platform: string) => `Deprecar la versión ${code} de ${platform}`,
  deprecateTitle: 'Deprecar versión', // not in the spec
  deprecateText: (code: string) => `¿Está seguro de que desea deprecar la versión ${code}?`,
  confirm: 'Confirmar',
  noActiveVersions: 'No hay versiones activas', // not in the spec
  reloading: 'Actualizando las versiones…', // not in the spec
} as const;
