// Routes of the area — Notificaciones globales (spec 2 §2.10).
import type { AnyRoute } from '@tanstack/react-router';

export const notificationsRoutes: AnyRoute[] = [];
