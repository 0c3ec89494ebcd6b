import { describe, expect, it } from 'vitest';
import { glossary } from '../../shared/glossary';
import { organizationTexts } from './messages';

describe("the organizations' texts", () => {
  it("use the glossary's wording", () => {
    expect(organizationTexts.organizations.addUser).toBe(glossary.addUser.text);
  });

  it("keep the spec's texts", () => {
    expect(organizationTexts.organizations.cuitRule).toBe('El CUIT debe contener 11 números, sin guiones');
    expect(organizationTexts.addOrganizationUser.disabled).toBe('La funcionalidad está deshabilitada');
    expect(organizationTexts.organizationUsers.configureTitle).toBe(
      '¿Desea configurar Mi Estudio al usuario?',
    );
  });
});
