// Operation types of the area — Mi Estudio: búsqueda de instancias, instancias de una organización, habilitación, estado de inicialización y de almacenamiento (spec 2 §2.2–§2.6).
import type { OperationDefinition } from '../definition';

export const meInstancesOperations: Record<string, OperationDefinition> = {};
