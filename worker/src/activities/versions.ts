// Activities of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11).
import type { PlatformClient } from '@cgi/platform/client';

export function createVersionsActivities(platform: PlatformClient) {
  void platform;
  return {};
}
