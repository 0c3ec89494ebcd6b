// Operation types of the area — Sistema y Seguridad: extensiones de archivo, herramientas del proveedor de identidad, sesiones (spec 2 §2.12–§2.14).
import type { OperationDefinition } from '../definition';

export const securityOperations: Record<string, OperationDefinition> = {};
