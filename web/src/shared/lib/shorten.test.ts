import { describe, expect, it } from 'vitest';
import { folderOf, shortenName, shortenPath } from './shorten';

describe('shortenName', () => {
  it('shows a name up to 35 characters as it is', () => {
    const name = 'x'.repeat(35);
    expect(shortenName(name)).toEqual({ text: name, shortened: false });
    expect(shortenName('Foto DNI frente.jpg')).toEqual({ text: 'Foto DNI frente.jpg', shortened: false });
  });

  it('cuts a longer one to 35 characters with an ellipsis', () => {
    const { text, shortened } = shortenName(
      'Contrato de locación - Local comercial Av. Corrientes 1234 (firmado).pdf',
    );
    expect(shortened).toBe(true);
    expect(Array.from(text)).toHaveLength(35);
    expect(text).toBe('Contrato de locación - Local comer…');
  });
});

describe('shortenPath', () => {
  it('keeps a path of 30 characters or less', () => {
    expect(shortenPath('/General/Notas.docx')).toEqual({ text: '/General/Notas.docx', shortened: false });
  });

  it('keeps the last segments that fit in 30 characters', () => {
    const { text, shortened } = shortenPath(
      '/Estudio Demo Centro/Clientes/Transportes Río Negro S.A./Sueldos/F.931 abril 2025.pdf',
    );
    expect(shortened).toBe(true);
    expect(text).toBe('…/Sueldos/F.931 abril 2025.pdf');
    expect(Array.from(text).length).toBeLessThanOrEqual(30);
  });

  it('cuts a last segment that alone is too long', () => {
    const { text } = shortenPath('/Archivo/Escaneo factura proveedor 0001-00012345.png');
    expect(Array.from(text)).toHaveLength(30);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('0001-00012345.png')).toBe(true);
  });
});

describe('folderOf', () => {
  it('drops the document name from its path', () => {
    expect(folderOf('/Estudio/Clientes/balance.pdf')).toBe('/Estudio/Clientes');
    expect(folderOf('/balance.pdf')).toBe('/');
  });
});
