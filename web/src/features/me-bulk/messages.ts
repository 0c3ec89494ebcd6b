// Spanish texts of the CSV enablement and declarations screens (spec 2 §2.7, §2.15, §5, §8).
// The operations' own texts come from @cgi/workflows so the api, the worker and the tests share them.
import { meBulkMessages } from '@cgi/workflows/inputs';

export const SAMPLE_CSV_PATH = '/Modelo_de_documento.csv';

export const csvTexts = {
  title: 'Habilitación de módulos mediante documento .CSV',
  // not in the spec: what the screen does and the columns the sample holds
  intro:
    'Suba un documento con una fila por organización y módulo: CUIT;MODULO;FECHA_INICIO;FECHA_FIN (FECHA_FIN es opcional).',
  choose: 'Seleccionar documento',
  fileLabel: 'Documento .CSV', // not in the spec (accessible name of the picker)
  upload: 'Subir',
  sample: 'Descargar Modelo_de_documento.csv', // not in the spec: the link's wording
  dateNote: 'Formato de fecha permitida: AAAA-MM-DD Ej: 2023-01-30',
  success: meBulkMessages.csvSuccess,
  partial: meBulkMessages.csvPartial,
  error: meBulkMessages.csvError,
  incorrect: meBulkMessages.csvIncorrect,
  viewDetails: 'Ver detalles', // not in the spec: the link to the details dialog
  viewSample: 'Ver el documento de ejemplo', // not in the spec: the link after 'El documento es incorrecto.'
  detailsTitle: 'Detalles del proceso de habilitación',
  processed: 'Organizaciones procesadas',
  processedOk: 'Procesadas con éxito',
  processedWithErrors: 'Procesadas con errores',
  columns: { cuit: 'CUIT', detail: 'Detalle', value: 'Valor' },
  noFailures: 'No se registraron errores', // not in the spec
  failuresNotListed: (count: number) => `y ${count} errores más que no se listan`, // not in the spec
  problemsTitle: 'Filas con errores', // not in the spec
  problemLine: (line: number | null) => (line === null ? 'Documento' : `Línea ${line}`), // not in the spec
  problemsNotListed: (count: number) => `y ${count} problemas más`, // not in the spec
  confirmTitle: 'Habilitar módulos', // not in the spec
  confirmText: (fileName: string, organizations: number, rows: number) =>
    `Se habilitarán los módulos del documento ${fileName}: ${rows} ${rows === 1 ? 'fila' : 'filas'} de ${organizations} ${organizations === 1 ? 'organización' : 'organizaciones'}.`, // not in the spec
  confirm: 'Habilitar', // not in the spec
  progress: (done: number, total: number) => `${done} de ${total} organizaciones procesadas`, // not in the spec
  summary: (processed: number, ok: number, withErrors: number) =>
    `${processed} procesadas: ${ok} con éxito, ${withErrors} con errores`, // not in the spec
  checking: 'Revisando el documento…', // not in the spec
} as const;

export const declarationsTexts = {
  searchTitle: 'Declaraciones juradas bloqueadas', // not in the spec: the screen's title
  searchIntro: 'Busque la organización por su CUIT para ver las declaraciones bloqueadas de su estudio.', // not in the spec
  cuitLabel: 'Ingrese el CUIT de la Organización',
  cuitPlaceholder: '30712345671', // not in the spec: an example CUIT
  cuitInvalid: 'El CUIT debe contener 11 numeros, sin guiones',
  search: 'BUSCAR',
  chooseFirm: 'La organización tiene varios estudios activos: elija uno', // not in the spec
  listTitle: 'Declaraciones bloqueadas', // not in the spec: the list's title
  firmCuit: (cuit: string) => `CUIT ${cuit}`, // not in the spec
  columns: {
    client: 'Cliente',
    description: 'Descripción',
    editor: 'Editor',
    period: 'Periodo',
    dueDate: 'Vencimiento',
    status: 'Estado DJ',
    modified: 'Modificación',
    actions: 'Acciones', // not in the spec (accessible name)
  },
  unlock: 'Desbloquear',
  nothingSelected: meBulkMessages.nothingSelected,
  success: meBulkMessages.unlockSuccess,
  empty: 'No hay declaraciones bloqueadas', // not in the spec
  selectAll: 'Seleccionar todas las declaraciones de la página', // not in the spec (accessible name)
  selectRow: (label: string) => `Seleccionar ${label}`, // not in the spec
  rowActions: (label: string) => `Acciones de ${label}`, // not in the spec
  selected: (count: number) =>
    count === 1 ? '1 declaración seleccionada' : `${count} declaraciones seleccionadas`, // not in the spec
  confirmTitle: 'Desbloquear declaraciones', // not in the spec
  confirmText: (count: number) =>
    count === 1
      ? '¿Desea desbloquear la declaración seleccionada?'
      : `¿Desea desbloquear las ${count} declaraciones seleccionadas?`, // not in the spec
  itemsLabel: 'Declaraciones de la operación', // not in the spec
  detailTitle: 'Información de la declaración', // not in the spec
} as const;
