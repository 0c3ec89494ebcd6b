// Activities of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
import type { PlatformClient } from '@cgi/platform/client';

export function createMeInstanceDetailActivities(platform: PlatformClient) {
  void platform;
  return {};
}
