// Operation types of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17).
import type { OperationDefinition } from '../definition';

export const meEventanillaOperations: Record<string, OperationDefinition> = {};
