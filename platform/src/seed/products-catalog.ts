// The product catalogue every seed size shares.
import type { ProductRow, ProductScopeRow, ProductTypeRow } from './rows';

export const productTypes: ProductTypeRow[] = [
  { product_type_id: 1, product_type_name: 'Suscripción' },
  { product_type_id: 2, product_type_name: 'Módulo adicional' },
  { product_type_id: 3, product_type_name: 'Servicio' },
];

export const products: ProductRow[] = [
  { product_id: 1, product_code: 'ME-BASIC', product_name: 'Mi Estudio Básico', product_type_id: 1 },
  { product_id: 2, product_code: 'ME-PRO', product_name: 'Mi Estudio Profesional', product_type_id: 1 },
  { product_id: 3, product_code: 'PAYROLL', product_name: 'Liquidación de Sueldos', product_type_id: 2 },
  { product_id: 4, product_code: 'E-INVOICE', product_name: 'Facturación Electrónica', product_type_id: 2 },
  {
    product_id: 5,
    product_code: 'TAX-CALENDAR',
    product_name: 'Vencimientos Impositivos',
    product_type_id: 2,
  },
  { product_id: 6, product_code: 'E-WINDOW', product_name: 'e-Ventanilla', product_type_id: 2 },
  { product_id: 7, product_code: 'LIBRARY', product_name: 'Biblioteca Contable', product_type_id: 3 },
  { product_id: 8, product_code: 'TRAINING', product_name: 'Capacitación Profesional', product_type_id: 3 },
];

export const productScopes: ProductScopeRow[] = [
  {
    product_scope_id: 1,
    product_id: 1,
    product_max_access_count: 1,
    product_max_user_count: 3,
    is_active: true,
  },
  {
    product_scope_id: 2,
    product_id: 2,
    product_max_access_count: 5,
    product_max_user_count: 20,
    is_active: true,
  },
  {
    product_scope_id: 3,
    product_id: 2,
    product_max_access_count: 2,
    product_max_user_count: 10,
    is_active: false,
  },
  {
    product_scope_id: 4,
    product_id: 3,
    product_max_access_count: 3,
    product_max_user_count: 5,
    is_active: true,
  },
  {
    product_scope_id: 5,
    product_id: 4,
    product_max_access_count: 2,
    product_max_user_count: 5,
    is_active: true,
  },
  {
    product_scope_id: 6,
    product_id: 5,
    product_max_access_count: 1,
    product_max_user_count: 1,
    is_active: true,
  },
  {
    product_scope_id: 7,
    product_id: 6,
    product_max_access_count: 1,
    product_max_user_count: 2,
    is_active: true,
  },
  {
    product_scope_id: 8,
    product_id: 7,
    product_max_access_count: 10,
    product_max_user_count: 10,
    is_active: true,
  },
  {
    product_scope_id: 9,
    product_id: 8,
    product_max_access_count: 1,
    product_max_user_count: 1,
    is_active: true,
  },
];
