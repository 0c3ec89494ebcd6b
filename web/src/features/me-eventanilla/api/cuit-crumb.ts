// Breadcrumb of a CUIT in /ME/eventanilla/{cuit} and /ME/clientes/{cuit}: the client's name
// when the firms-customers service knows it (spec 1 §2), else the CUIT as XX-XXXXXXXX-X.
import { useQuery } from '@tanstack/react-query';
import { clientStudiesQueryOptions } from './get-client-studies';

export function meClientCuitIn(pathname: string): string | undefined {
  const [area, sub, cuit, ...rest] = pathname.split('/').filter(Boolean);
  return area === 'ME' &&
    (sub === 'eventanilla' || sub === 'clientes') &&
    cuit &&
    /^\d{11}$/.test(cuit) &&
    rest.length === 0
    ? cuit
    : undefined;
}

export function useMeClientCrumb(pathname: string): string | undefined {
  const cuit = meClientCuitIn(pathname);
  const query = useQuery({ ...clientStudiesQueryOptions(cuit ?? ''), enabled: cuit !== undefined });
  if (!cuit) return undefined;
  // Formatted here: shared/lib/format would bring date-fns into the first page's bundle.
  return query.data?.client?.name ?? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
}
