// Activities of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
import type { PlatformClient } from '@cgi/platform/client';

export function createMeBulkActivities(platform: PlatformClient) {
  void platform;
  return {};
}
