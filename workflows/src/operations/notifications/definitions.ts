// Operation types of the area — Notificaciones globales (spec 2 §2.10).
import type { OperationDefinition } from '../definition';

export const notificationsOperations: Record<string, OperationDefinition> = {};
