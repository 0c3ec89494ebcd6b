// Routes of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17).
import type { AnyRoute } from '@tanstack/react-router';

export const meEventanillaRoutes: AnyRoute[] = [];
