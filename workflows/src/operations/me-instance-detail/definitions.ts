// Operation types of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
import type { OperationDefinition } from '../definition';

export const meInstanceDetailOperations: Record<string, OperationDefinition> = {};
