// Routes of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
import type { AnyRoute } from '@tanstack/react-router';

export const meBulkRoutes: AnyRoute[] = [];
