// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderPage } from '../../../testing/render';
import { EditOrganizationDrawer } from './edit-organization-drawer';

const organization = {
  organizationId: 2,
  organizationName: 'Estudio Contable Demo',
  organizationLegalName: 'Estudio Contable Demo S.R.L.',
  organizationCuit: '30712345671',
  organizationTypeId: 2,
  organizationTypeCode: 'TESTING-ORG',
  organizationTypeName: 'Organización de Testeo',
  organizationMaxAccessCount: 20,
  isActive: true,
  creationDate: '2024-03-31T12:00:00.000Z',
  creationUser: 'seed',
  modificationUser: null,
};

function api(operations: unknown = { status: 202, body: { id: 'organization.edit/2/a1' } }) {
  return answer({
    'GET /api/organizations/2': organization,
    'GET /api/catalog/organization-types': { items: [] },
    'POST /api/operations': operations,
  });
}

const nameField = () => screen.getByRole('textbox', { name: /^Nombre de la organización/ });

describe('Editar una organización', () => {
  it('refuses a name over 100 characters under the name, as the api does, and sends nothing', async () => {
    const sent = api();
    await renderPage(<EditOrganizationDrawer organizationId={2} onClose={() => undefined} />);
    const user = userEvent.setup();
    await waitFor(() => expect((nameField() as HTMLInputElement).value).toBe('Estudio Contable Demo'));
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('A'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Como máximo 100 caracteres')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps only digits in the CUIT and shows the api refusal under that field', async () => {
    const sent = api({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Datos inválidos',
        fields: { 'input.organizationCuit': 'El CUIT debe contener 11 digitos' },
      },
    });
    await renderPage(<EditOrganizationDrawer organizationId={2} onClose={() => undefined} />);
    const user = userEvent.setup();
    const cuit = await screen.findByRole('textbox', { name: 'CUIT' });
    await user.clear(cuit);
    await user.type(cuit, '30-99999999-1');
    expect((cuit as HTMLInputElement).value).toBe('30999999991');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(cuit.getAttribute('aria-invalid')).toBe('true'));
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      type: 'organization.edit',
      input: { organizationId: 2, organizationTypeId: 2, organizationCuit: '30999999991' },
    });
    expect(screen.getByText('El CUIT debe contener 11 digitos')).toBeTruthy();
  });
});
