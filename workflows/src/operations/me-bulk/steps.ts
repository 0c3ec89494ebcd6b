// Type names, step keys and Spanish labels of the Mi Estudio bulk operations, in order.
export const ME_CSV_ENABLEMENT = 'me.csvEnablement';
export const DECLARATIONS_UNLOCK = 'declarations.unlock';

export const meCsvEnablementSteps = [
  { key: 'prepare', label: 'Agrupar las filas del documento por organización' },
  { key: 'enable', label: 'Habilitar los módulos de cada organización' },
] as const;

export const declarationsUnlockSteps = [
  { key: 'review', label: 'Revisar las declaraciones seleccionadas' },
  { key: 'unlock', label: 'Desbloquear las declaraciones' },
] as const;
