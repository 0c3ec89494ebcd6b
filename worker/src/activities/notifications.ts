// Activities of the area — Notificaciones globales (spec 2 §2.10).
import type { PlatformClient } from '@cgi/platform/client';

export function createNotificationsActivities(platform: PlatformClient) {
  void platform;
  return {};
}
