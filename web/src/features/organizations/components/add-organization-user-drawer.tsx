// The add-user-to-organization drawer (spec 1 §2): Email, user type and commercial type with
// Agregar and Cancelar. The feature is disabled (spec 1 §5): Agregar stays disabled and the
// drawer says 'La funcionalidad está deshabilitada'.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { organizationTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { CircleAlertIcon } from 'lucide-react';
import { SelectField, TextField } from '../../../shared/ui/input';
import { commercialUserTypesQueryOptions, organizationUserTypesQueryOptions } from '../api/get-catalogs';

const t = organizationTexts.addOrganizationUser;

export function AddOrganizationUserDrawer({
  organization,
  onClose,
}: {
  organization: { organizationId: number; organizationName: string } | null;
  onClose: () => void;
}) {
  const userTypes = useQuery({ ...organizationUserTypesQueryOptions, enabled: organization !== null });
  const commercialTypes = useQuery({ ...commercialUserTypesQueryOptions, enabled: organization !== null });
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState('');
  const [commercialType, setCommercialType] = useState('');
  const userTypeOptions = (userTypes.data ?? []).map((type) => ({
    value: type.organizationUserTypeCode,
    label: type.organizationUserTypeName,
  }));
  const commercialOptions = (commercialTypes.data ?? []).map((type) => ({
    value: type.organizationCommercialUserTypeCode,
    label: type.organizationCommercialUserTypeName,
  }));

  return (
    <Drawer
      open={organization !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.title}
      description={organization?.organizationName}
      testId="add-organization-user-drawer"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button disabled aria-describedby="add-organization-user-disabled">
            {t.submit}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div
          id="add-organization-user-disabled"
          role="status"
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <CircleAlertIcon size={18} className="shrink-0" />
          <p>{t.disabled}</p>
        </div>
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t.userType}
          name="userType"
          placeholder={t.selectPlaceholder}
          options={userTypeOptions}
          value={userType}
          error={userTypes.isSuccess && userTypeOptions.length === 0 ? t.noUserTypes : undefined}
          onChange={(event) => setUserType(event.target.value)}
        />
        <SelectField
          label={t.commercialType}
          name="commercialType"
          placeholder={t.selectPlaceholder}
          options={commercialOptions}
          value={commercialType}
          error={
            commercialTypes.isSuccess && commercialOptions.length === 0 ? t.noCommercialTypes : undefined
          }
          onChange={(event) => setCommercialType(event.target.value)}
        />
      </div>
    </Drawer>
  );
}
