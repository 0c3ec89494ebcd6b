// URL state of 'Usuarios asociados a Mi Estudio': the search and each table's page, validated
// so a hand-edited URL never breaks the page.
import { z } from 'zod';
import { offsetParam, textParam } from '../../shared/lib/search-params';

export const instanceUsersSearch = z.object({
  search: textParam(100),
  associatedOffset: offsetParam,
  notAssociatedOffset: offsetParam,
});

export type InstanceUsersSearch = z.output<typeof instanceUsersSearch>;
