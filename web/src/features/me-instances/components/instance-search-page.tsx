// 'Instancias de la aplicacion Mi Estudio' (spec 2 §2.2): a CUIT field whose BUSCAR button (and
// Enter) works only with 11 digits; the organization found is kept in the session storage and
// the user goes to its instances. No organization: 'No existe una organizacion con el CUIT ingresado'.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/button';
import { SearchIcon } from 'lucide-react';
import { TextField } from '../../../shared/ui/input';
import { PageHeader } from '../../../shared/ui/page';
import { findOrganizationByCuit } from '../api/me-queries';
import { isValidCuit, showsCuitError } from '../cuit';
import { m } from '../messages';

/** Session-storage key of the organization last found (spec 2 §2.2 "kept locally"). */
export const ME_ORGANIZATION_KEY = 'meOrganizationId';

export function InstanceSearchPage() {
  const navigate = useNavigate();
  const [cuit, setCuit] = useState('');
  const [notFound, setNotFound] = useState<string | undefined>();
  const search = useMutation({
    mutationFn: findOrganizationByCuit,
    meta: { handlesErrors: true },
    onSuccess: (organization) => {
      sessionStorage.setItem(ME_ORGANIZATION_KEY, String(organization.organizationId));
      void navigate({
        to: '/ME/applicationInstances/$organizationId/instance',
        params: { organizationId: String(organization.organizationId) },
      });
    },
    onError: (error) => {
      if (isSessionError(error)) return;
      setNotFound(isApiError(error) && error.status === 404 ? m.organizationNotFoundByCuit : error.message);
    },
  });

  const valid = isValidCuit(cuit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !search.isPending) search.mutate(cuit);
  };

  return (
    <div>
      <PageHeader title={m.search.title} />
      <form
        onSubmit={submit}
        noValidate
        role="search"
        className="flex max-w-xl flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[600px]:flex-row min-[600px]:items-start"
      >
        <TextField
          label={m.search.label}
          placeholder={m.search.placeholder}
          inputMode="numeric"
          autoComplete="off"
          value={cuit}
          containerClassName="min-w-0 flex-1"
          error={showsCuitError(cuit) ? m.cuitInvalid : notFound}
          onChange={(event) => {
            setCuit(event.target.value.trim());
            setNotFound(undefined);
          }}
        />
        <Button
          type="submit"
          disabled={!valid}
          loading={search.isPending}
          icon={<SearchIcon size={16} />}
          className="min-[600px]:mt-6"
        >
          {m.search.button}
        </Button>
      </form>
    </div>
  );
}
