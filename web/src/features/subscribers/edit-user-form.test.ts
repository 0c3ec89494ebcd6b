import { describe, expect, it } from 'vitest';
import type { SubscriberUserDetail } from '../../shared/api/types';
import { fieldErrors } from '../../shared/lib/form-errors';
import { changedFields, editUserForm, initialEditValues } from './edit-user-form';

const createDetail = (overrides: Partial<SubscriberUserDetail> = {}): SubscriberUserDetail => ({
  user_id: 6,
  login_account_id: 6,
  first_name: 'Inés',
  last_name: 'Invitada',
  email: 'invitado@demo.com.ar',
  phone: '1155550000',
  organization_user_type_id: 1,
  organization_user_type_code: 'ORG-STAFF',
  organization_commercial_user_type_code: 'REGISTER',
  user_status_code: 'WAITING_VALIDATION',
  ...overrides,
});

const target = { userId: 6, subscriberNumber: '100001' };

describe('edit user form', () => {
  it('starts from the user and leaves values the pickers do not offer empty', () => {
    expect(initialEditValues(createDetail())).toEqual({
      firstName: 'Inés',
      lastName: 'Invitada',
      userTypeCode: 'ORG-STAFF',
      commercialTypeCode: 'REGISTER',
      userStatusCode: 'WAITING_VALIDATION',
    });
    const odd = initialEditValues(
      createDetail({
        organization_user_type_id: 2,
        organization_user_type_code: 'DERIV-USER',
        organization_commercial_user_type_code: null,
        user_status_code: 'DELETED',
      }),
    );
    expect(odd).toMatchObject({ userTypeCode: '', commercialTypeCode: '', userStatusCode: '' });
  });

  it('sends only the changed fields', () => {
    const initial = initialEditValues(createDetail());
    expect(changedFields(initial, { ...initial, lastName: ' Pérez ', userStatusCode: 'ACTIVE' })).toEqual({
      lastName: 'Pérez',
      userStatusCode: 'ACTIVE',
    });
    expect(changedFields(initial, { ...initial, firstName: 'Inés ' })).toEqual({});
  });

  it('builds the operation input, or says there is nothing to save', () => {
    const initial = initialEditValues(createDetail());
    const schema = editUserForm(initial, target);
    expect(schema.parse({ ...initial, userTypeCode: 'ORG-ADMIN' })).toEqual({
      userId: 6,
      subscriberNumber: '100001',
      userTypeCode: 'ORG-ADMIN',
    });
    expect(fieldErrors(schema, initial)).toEqual({ root: 'No hay cambios para guardar' });
  });

  it('refuses an emptied name with the spec text', () => {
    const initial = initialEditValues(createDetail());
    expect(fieldErrors(editUserForm(initial, target), { ...initial, firstName: '  ' })).toEqual({
      firstName: 'Este campo es requerido',
    });
  });
});
