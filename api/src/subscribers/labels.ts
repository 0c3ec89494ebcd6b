// Status labels of spec 1 §3: any other code shows '- -'.
const userStatusLabels: Record<string, string> = {
  ACTIVE: 'Activo',
  WAITING_VALIDATION: 'Esperando validación',
  BLOCKED: 'Bloqueado',
  INACTIVE: 'Inactivo',
  SUSPENDED: 'Suspendido',
};

export function userStatusLabel(code: string | null | undefined): string {
  return (code && userStatusLabels[code]) || '- -';
}
