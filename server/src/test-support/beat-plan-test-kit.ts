import type {
  BeatPlanDetail,
  BeatPlanSaveInput,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { expect } from 'vitest';
import { partiesTable, salesPersonsTable } from '../db/schema/index.js';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

/** What the beat-plan tests share: fresh sales persons and parties of company 1, and short calls. */
export const beatPlanKit = (app: TestApp, token: () => string, companyId = 1) => {
  const as = () => ({ token: token(), companyId });
  let made = 0;
  const next = () => {
    made += 1;
    return `${made}-${Date.now()}`;
  };

  /** A sales person with no plans, so any month is free. */
  const newSalesPerson = async (isActive = true): Promise<number> => {
    const tag = next();
    const [row] = await app.deps.db
      .insert(salesPersonsTable)
      .values({
        companyId,
        FullName: `Beat Tester ${tag}`,
        EmployeeCode: `BT-${tag}`,
        Type: 'salesPerson',
        Phone: `+977 97${tag.replace(/\D/g, '').slice(-8)}`,
        Status: 'approved',
        IsActive: isActive,
      })
      .returning({ id: salesPersonsTable.id });
    return Number(row?.id);
  };

  const newParty = async (isActive = true): Promise<number> => {
    const tag = next();
    const [row] = await app.deps.db
      .insert(partiesTable)
      .values({
        companyId,
        Name: `Beat Party ${tag}`,
        PartyType: 'retailer',
        Phone: `+977 98${tag.replace(/\D/g, '').slice(-8)}`,
        Address: `Ward ${made}, Lalitpur`,
        Latitude: 27.67,
        Longitude: 85.32,
        IsActive: isActive,
      })
      .returning({ id: partiesTable.id });
    return Number(row?.id);
  };

  const save = (input: object) => app.post<BeatPlanDetail>(`${API}/beatplan/save`, { ...as(), json: input });

  const saveOk = async (input: BeatPlanSaveInput): Promise<BeatPlanDetail> => {
    const saved = await save(input);
    expect(saved.status, saved.body.Message).toBe(200);
    return saved.body.Data as BeatPlanDetail;
  };

  const act = (action: string, key: string, form: Record<string, string> = {}) =>
    app.post<BeatPlanDetail>(`${API}/beatplan/${action}?${key}`, { ...as(), form });

  const detail = (key: string) => app.get<BeatPlanDetail>(`${API}/beatplan/detail?${key}`, as());

  return { as, newSalesPerson, newParty, save, saveOk, act, detail };
};
