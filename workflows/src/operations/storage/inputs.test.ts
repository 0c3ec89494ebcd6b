import { describe, expect, it } from 'vitest';
import { storageRestoreDocumentsInput, studyCreateSystemFolderInput } from './contracts';
import { RESTORE_MAX_DOCUMENTS } from '../../core/bulk-limits';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('studyCreateSystemFolderInput', () => {
  it('needs the study id and name (otherwise nothing is sent)', () => {
    expect(
      studyCreateSystemFolderInput.parse({ suborganizationId: 2, suborganizationName: ' Estudio ' }),
    ).toEqual({
      suborganizationId: 2,
      suborganizationName: 'Estudio',
    });
    expect(
      studyCreateSystemFolderInput.safeParse({ suborganizationId: 2, suborganizationName: '' }).success,
    ).toBe(false);
    expect(studyCreateSystemFolderInput.safeParse({ suborganizationName: 'Estudio' }).success).toBe(false);
  });
});

describe('storageRestoreDocumentsInput', () => {
  it('takes one or many document ids of a study, without repeats', () => {
    expect(storageRestoreDocumentsInput.parse({ studyId: 1, documentIds: [id(1), id(2), id(1)] })).toEqual({
      studyId: 1,
      documentIds: [id(1), id(2)],
    });
  });

  it('refuses an empty selection, malformed ids and more documents than the safety bound', () => {
    expect(storageRestoreDocumentsInput.safeParse({ studyId: 1, documentIds: [] }).success).toBe(false);
    expect(storageRestoreDocumentsInput.safeParse({ studyId: 1, documentIds: ['xyz'] }).success).toBe(false);
    const many = Array.from({ length: RESTORE_MAX_DOCUMENTS + 1 }, (_, n) => id(n + 1));
    expect(storageRestoreDocumentsInput.safeParse({ studyId: 1, documentIds: many }).success).toBe(false);
  });
});
