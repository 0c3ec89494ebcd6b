import { describe, expect, it } from 'vitest';
import { buildCrumbs } from './app-breadcrumbs';
import { commonAreaIdsIn } from './common-area-crumbs';

describe('commonAreaIdsIn', () => {
  it('finds the id segments of the organizations, users, studies and recycle-bin paths', () => {
    expect(commonAreaIdsIn('/organizations/2/users')).toEqual({ organizationId: '2' });
    expect(commonAreaIdsIn('/organizations')).toEqual({});
    expect(commonAreaIdsIn('/users/ana%40demo.com.ar')).toEqual({ user: 'ana@demo.com.ar' });
    expect(commonAreaIdsIn('/users/3/subscribers')).toEqual({ user: '3' });
    expect(commonAreaIdsIn('/suborganizations/1/users')).toEqual({ studyId: '1' });
    expect(commonAreaIdsIn('/storage/recycle/1')).toEqual({ recycleStudyId: '1' });
    expect(commonAreaIdsIn('/storage/recycle')).toEqual({});
    expect(commonAreaIdsIn('/security/user-sessions/3')).toEqual({ sessionsAccountId: '3' });
    expect(commonAreaIdsIn('/security/user-sessions')).toEqual({});
  });

  it("labels the study's recycle bin with its name", () => {
    expect(buildCrumbs('/storage/recycle/1', { 2: 'Estudio Demo Centro' }).map((c) => c.label)).toEqual([
      'almacenamiento',
      'papelera interna',
      'Estudio Demo Centro',
    ]);
  });
});
