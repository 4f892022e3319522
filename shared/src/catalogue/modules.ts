/**
 * The product's modules. A company sees a module's pages only when the module is active for it
 * (module permissions per company). Codes are the names the spec and config.json use.
 */
export const MODULES = [
  { id: 1, code: 'Core', name: 'Core' },
  { id: 2, code: 'Administration', name: 'Administration' },
  { id: 3, code: 'SalesApp', name: 'Field Sales and Distribution' },
  { id: 4, code: 'Accounting', name: 'Accounting' },
  { id: 5, code: 'MobileBanking', name: 'Mobile Banking' },
  { id: 6, code: 'PurchaseAndSales', name: 'Purchase and Sales' },
  { id: 7, code: 'Support', name: 'Support' },
] as const;

export type ModuleCode = (typeof MODULES)[number]['code'];

export const moduleIdOf = (code: ModuleCode): number => {
  const found = MODULES.find((module) => module.code === code);
  if (!found) throw new Error(`Unknown module ${code}`);
  return found.id;
};
