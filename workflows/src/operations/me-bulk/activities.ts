// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

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

// Activities of the Mi Estudio bulk operations. Implemented in worker/; declared here as types.
/** One organization the authorization service could not enable, as its answer lists it (spec 2 §3). */
export interface CsvOrganizationFailure {
  CUIT: string;
  failure: string;
  value: string;
}

/** What enabling one batch of organizations came to (the service's counts for that batch). */
export interface CsvBatchOutcome {
  processed: number;
  succeeded: number;
  withErrors: number;
  failures: CsvOrganizationFailure[];
}

/** A selected declaration as the review found it in the firm's locked list. */
export interface ReviewedDeclaration {
  declarationId: string;
  /** Still locked (else it was unlocked already, or it does not exist). */
  locked: boolean;
  /** Client and description, when it is still locked. */
  label: string | null;
}

export interface DeclarationsUnlockOutcome {
  /** Unlocked by this call, or already unlocked (a no-op for the service). */
  unlocked: string[];
  /** Unknown to the service. */
  notFound: string[];
}

export interface MeBulkActivities {
  /**
   * Enables the modules of the rows (whole organizations) through enableMEFullVersionEAuthz.
   * Each organization is enabled or renewed in one transaction, so running it again is a no-op.
   */
  enableOrganizationsBatch(args: { fileName: string; rows: string[] }): Promise<CsvBatchOutcome>;
  /** 'Ocurrio un error en un servicio de: declarations' when the firm does not exist. */
  reviewLockedDeclarations(args: {
    suborganizationId: number;
    declarationIds: string[];
  }): Promise<ReviewedDeclaration[]>;
  /** unLockEntityLegalDecl with a list; ids the service does not know are set aside, not fatal. */
  unlockDeclarations(args: {
    declarationIds: string[];
    actorEmail: string;
  }): Promise<DeclarationsUnlockOutcome>;
  /**
   * The audit call of spec 2 §7 (unlocks are audited): one entry per unlocked batch, on the
   * firm, naming the declarations and the operation.
   */
  auditUnlock(args: {
    suborganizationId: number;
    declarationIds: string[];
    actorEmail: string;
    operationId: string;
  }): Promise<void>;
}
