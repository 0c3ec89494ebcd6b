// Activities of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17).
import type { PlatformClient } from '@cgi/platform/client';

export function createMeEventanillaActivities(platform: PlatformClient) {
  void platform;
  return {};
}
