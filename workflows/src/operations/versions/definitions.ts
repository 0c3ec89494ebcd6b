// Operation types of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11).
import type { OperationDefinition } from '../definition';

export const versionsOperations: Record<string, OperationDefinition> = {};
