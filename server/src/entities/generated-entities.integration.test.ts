import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { bulkActionsOf, entityContracts } from '@backoffice/shared/entities/entity-contracts';
import {
  type EntityDeclaration,
  editableFields,
  sortableFields,
} from '@backoffice/shared/entities/entity-declaration';
import { ENTITIES, entitiesReferencing } from '@backoffice/shared/entities/entity-registry';
import { fieldMessages } from '@backoffice/shared/entities/entity-schemas';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyModules, rolePermissions, roles, users } from '../db/schema/index.js';
import { createSample, expectedValue, sampleValue } from '../test-support/entity-samples.js';
import { API, signInAs, signInWithNewAuthenticator } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let staff: string;
let otherCompanyAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, staff, otherCompanyAdmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
  // Both companies get every declared module (company 1 lacks MobileBanking in the demo), so the
  // tests below run in company 1 and company 2's refusals are about the record, not the module.
  await app.deps.db
    .insert(companyModules)
    .values(
      [...new Set(ENTITIES.map((entity) => moduleIdOf(entity.module)))].flatMap((moduleId) => [
        { companyId: 1, moduleId },
        { companyId: 2, moduleId },
      ]),
    )
    .onConflictDoNothing();
});
afterAll(async () => app.close());

const path = (entity: EntityDeclaration, verb: string, id?: unknown) =>
  `${API}/${entity.apiPath}/${verb}${id === undefined ? '' : `?id=${String(id)}`}`;
const detail = (entity: EntityDeclaration, id: unknown, token = admin, companyId = 1) =>
  app.get<Row>(path(entity, 'detail', id), { token, companyId });
type BulkResults = { Results: { Id: number; Done: boolean; Code?: number; Message?: string }[] };
/** POST /{path}/bulk, where the declaration has one. */
const bulk = (entity: EntityDeclaration, json: unknown, token = admin, companyId = 1) =>
  app.post<BulkResults>(`${API}/${entity.apiPath}/bulk`, { token, companyId, json });
const hasBulk = (entity: EntityDeclaration) => entityContracts(entity).bulk !== undefined;
const list = (entity: EntityDeclaration, query: string, token = admin, companyId = 1) =>
  app.get<Page<Row> & { TotalCountCapped?: boolean }>(`${path(entity, 'list')}?${query}`, {
    token,
    companyId,
  });

/** A test for entities that have the feature; the others do not list it at all, rather than as skipped. */
const itWhen = (condition: boolean): ((name: string, test: () => Promise<void>) => void) =>
  condition ? (name, test) => it(name, test) : () => undefined;

/** The first plain text field a test can change, if any. */
const changeableText = (entity: EntityDeclaration) =>
  editableFields(entity).find(([, field]) => field.kind === 'text' || field.kind === 'longText');

describe.each(ENTITIES.map((entity) => [entity.name, entity] as const))(
  '%s (generated from its declaration)',
  (_, entity) => {
    it('creates, reads, updates and lists a record', async () => {
      const { form, record } = await createSample(app, admin, entity);
      for (const [name, field] of editableFields(entity)) {
        if (field.kind === 'file' || field.kind === 'password') continue;
        expect(record[name], name).toEqual(
          form[name] === undefined ? null : expectedValue(field, form[name]),
        );
      }
      if (entity.state) expect(record[entity.state.field]).toBe(entity.state.initial);
      expect((await detail(entity, record.Id)).body.Data).toEqual(record);

      const text = changeableText(entity);
      if (text) {
        const [name, field] = text;
        const value = sampleValue(field);
        const saved = await app.post<Row>(path(entity, 'save'), {
          token: admin,
          companyId: 1,
          form: { Id: String(record.Id), [name]: value },
        });
        expect(saved.status, saved.body.Message).toBe(200);
        // Fields left out of an update keep their values.
        expect(saved.body.Data).toEqual({ ...record, [name]: value, UpdatedAt: saved.body.Data?.UpdatedAt });
      }

      const all = await list(entity, 'pageSize=5000');
      expect(all.status, all.body.Message).toBe(200);
      expect(all.body.Data?.Items.map((item) => item.Id)).toContain(record.Id);
    });

    it('finds a record by search and by each filter, and excludes it by another filter value', async () => {
      const { record } = await createSample(app, admin, entity, 1, 1);
      const searchField = entity.list.search[0];
      if (searchField && typeof record[searchField] === 'string') {
        const found = await list(entity, `query=${encodeURIComponent(String(record[searchField]))}`);
        expect(found.body.Data?.Items.map((item) => item.Id)).toContain(record.Id);
        const none = await list(entity, `query=${encodeURIComponent('no such text 7f3a9')}`);
        expect(none.body.Data).toMatchObject({ Items: [], TotalCount: 0 });
      }
      for (const name of entity.list.filters) {
        const field = entity.fields[name];
        const value = record[name];
        if (!field || value === null || value === undefined) continue;
        const query =
          field.kind === 'date' || field.kind === 'datetime'
            ? `${name}From=${String(value).slice(0, 10)}&${name}To=${String(value).slice(0, 10)}`
            : `${name}=${encodeURIComponent(String(value))}`;
        const found = await list(entity, `pageSize=5000&${query}`);
        expect(found.status, `${name}: ${found.body.Message}`).toBe(200);
        expect(
          found.body.Data?.Items.map((item) => item.Id),
          name,
        ).toContain(record.Id);
        expect(
          found.body.Data?.Items.every(
            (item) => String(item[name]).slice(0, 10) === String(value).slice(0, 10),
          ),
          name,
        ).toBe(true);
        if (field.kind === 'enum') {
          const other = field.options.find((option) => option.value !== value);
          if (other) {
            const excluded = await list(entity, `pageSize=5000&${name}=${other.value}`);
            expect(
              excluded.body.Data?.Items.map((item) => item.Id),
              name,
            ).not.toContain(record.Id);
          }
        }
        if (field.kind === 'date') {
          const excluded = await list(entity, `pageSize=5000&${name}From=2099-01-01`);
          expect(
            excluded.body.Data?.Items.map((item) => item.Id),
            name,
          ).not.toContain(record.Id);
        }
      }
    });

    it('sorts by every sortable field both ways, and refuses an unknown one', async () => {
      await createSample(app, admin, entity);
      await createSample(app, admin, entity, 1, 1);
      for (const field of sortableFields(entity)) {
        const up = await list(entity, `pageSize=5000&SortBy=${field}&SortType=asc`);
        const down = await list(entity, `pageSize=5000&SortBy=${field.toLowerCase()}&SortType=desc`);
        expect(up.status, `${field}: ${up.body.Message}`).toBe(200);
        expect(down.status, field).toBe(200);
        // Ties are broken by id in the same direction, so descending is exactly ascending reversed.
        expect(
          down.body.Data?.Items.map((item) => item.Id),
          field,
        ).toEqual(up.body.Data?.Items.map((item) => item.Id).toReversed());
      }
      const refused = await list(entity, 'SortBy=Nonsense');
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toMatch(/^SortBy must be one of/);
    });

    it("refuses a save without required fields, naming each field's message", async () => {
      const before = (await list(entity, 'pageSize=1')).body.Data?.TotalCount;
      const result = await app.post(path(entity, 'save'), { token: admin, companyId: 1, form: {} });
      expect(result.status).toBe(400);
      // A required field with a declared default takes the default when left out, so it is never missing.
      const required = editableFields(entity).filter(
        ([, field]) =>
          field.required && field.kind !== 'file' && !('default' in field && field.default !== undefined),
      );
      expect(result.body.Errors?.map((error) => error.Message)).toEqual(
        expect.arrayContaining(required.map(([, field]) => fieldMessages(field.label).required)),
      );
      expect((await list(entity, 'pageSize=1')).body.Data?.TotalCount).toBe(before);
    });

    itWhen(entity.list.addedByFilter !== undefined)('filters by who added a record', async () => {
      const name = entity.list.addedByFilter ?? '';
      const { record } = await createSample(app, admin, entity);
      const [adminRow] = await app.deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'admin'));
      const ids = async (userId: number) =>
        (await list(entity, `${name}=${userId}&pageSize=5000`)).body.Data?.Items.map((item) => item.Id) ?? [];
      expect(await ids(adminRow?.id ?? 0)).toContain(record.Id);
      expect(await ids((adminRow?.id ?? 0) + 100_000)).toEqual([]);
      expect((await list(entity, `${name}=someone`)).status).toBe(400);
    });

    it('answers 403 to a role without the permission, and changes nothing', async () => {
      const { record } = await createSample(app, admin, entity);
      expect((await list(entity, '', staff)).status).toBe(403);
      expect((await detail(entity, record.Id, staff)).status).toBe(403);
      expect((await app.post(path(entity, 'save'), { token: staff, companyId: 1, form: {} })).status).toBe(
        403,
      );
      expect(
        (
          await app.post(path(entity, 'save'), {
            token: staff,
            companyId: 1,
            form: { Id: String(record.Id) },
          })
        ).status,
      ).toBe(403);
      if (entity.deletable !== false) {
        expect(
          (await app.post(path(entity, 'delete', record.Id), { token: staff, companyId: 1 })).status,
        ).toBe(403);
      }
      for (const { action } of entity.state?.actions ?? []) {
        expect((await app.post(path(entity, action, record.Id), { token: staff, companyId: 1 })).status).toBe(
          403,
        );
      }
      if (hasBulk(entity)) {
        for (const Action of bulkActionsOf(entity)) {
          expect((await bulk(entity, { Action, Ids: [record.Id] }, staff)).status, Action).toBe(403);
        }
      }
      expect((await detail(entity, record.Id)).body.Data).toEqual(record);
    });

    itWhen(entity.storage !== 'custom' && entitiesReferencing(entity.name).length > 0)(
      'opens its searchable select, and only that, to whoever may fill a form that references it',
      async () => {
        await createSample(app, admin, entity);
        const autocomplete = () =>
          app.get<Row[]>(`${path(entity, 'autocomplete')}?query=`, { token: staff, companyId: 1 });
        expect((await autocomplete()).status).toBe(403);
        const [staffRole] = await app.deps.db
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
        if (!staffRole) throw new Error('the demo data has no Staff role');
        const pageCodes = entitiesReferencing(entity.name).map((referencing) => PAGE_CODES[referencing.page]);
        await app.deps.db
          .insert(rolePermissions)
          .values(
            pageCodes.map((pageCode) => ({ companyId: 1, roleId: staffRole.id, pageCode, canCreate: true })),
          );
        try {
          const answer = await autocomplete();
          expect(answer.status).toBe(200);
          expect(answer.body.Data?.length).toBeGreaterThan(0);
          expect((await list(entity, '', staff)).status).toBe(403);
        } finally {
          await app.deps.db
            .delete(rolePermissions)
            .where(
              and(eq(rolePermissions.roleId, staffRole.id), inArray(rolePermissions.pageCode, pageCodes)),
            );
        }
      },
    );

    it("answers 404 to another company's token for every verb, and changes nothing", async () => {
      const { record, form } = await createSample(app, admin, entity);
      const asOther = { token: otherCompanyAdmin, companyId: 2 };
      expect((await detail(entity, record.Id, otherCompanyAdmin, 2)).status).toBe(404);
      expect((await app.get(`${path(entity, 'audit', record.Id)}`, asOther)).status).toBe(404);
      const update = await app.post(path(entity, 'save'), {
        ...asOther,
        form: { ...form, Id: String(record.Id) },
      });
      expect(update.status).toBe(404);
      if (entity.deletable !== false) {
        expect((await app.post(path(entity, 'delete', record.Id), asOther)).status).toBe(404);
      }
      for (const { action } of entity.state?.actions ?? []) {
        expect(
          (await app.post(path(entity, action, record.Id), { ...asOther, form: { Remarks: 'x' } })).status,
        ).toBe(404);
      }
      if (hasBulk(entity)) {
        // Each row is refused as its own route refuses it: not found, whatever the action.
        for (const Action of bulkActionsOf(entity)) {
          const answer = await bulk(entity, { Action, Ids: [record.Id], Remarks: 'x' }, otherCompanyAdmin, 2);
          expect(answer.status, `${Action}: ${answer.body.Message}`).toBe(200);
          expect(answer.body.Data?.Results, Action).toEqual([
            { Id: record.Id, Done: false, Code: 404, Message: expect.any(String) },
          ]);
        }
      }
      const theirs = await list(entity, 'pageSize=5000', otherCompanyAdmin, 2);
      expect(theirs.body.Data?.Items.map((item) => item.Id)).not.toContain(record.Id);
      expect((await detail(entity, record.Id)).body.Data).toEqual(record);
    });

    it('keeps an audit trail of every change', async () => {
      const { record } = await createSample(app, admin, entity);
      const text = changeableText(entity);
      // A value of its own: a party's rename also renames its ledger, whose names are unique.
      const changed = text ? sampleValue(text[1]) : '';
      if (text) {
        await app.post(path(entity, 'save'), {
          token: admin,
          companyId: 1,
          form: { Id: String(record.Id), [text[0]]: changed },
        });
      }
      const trail = await app.get<
        { Action: string; ActorName: string | null; Changes: { Field: string; After: unknown }[] }[]
      >(path(entity, 'audit', record.Id), { token: admin, companyId: 1 });
      expect(trail.status, trail.body.Message).toBe(200);
      const actions = trail.body.Data?.map((entry) => entry.Action);
      expect(actions?.at(-1)).toBe('create');
      if (text) {
        expect(actions?.[0]).toBe('update');
        expect(trail.body.Data?.[0]?.Changes).toEqual([
          expect.objectContaining({ Field: text[0], After: changed }),
        ]);
      }
      expect(trail.body.Data?.[0]?.ActorName).toBeTruthy();
    });

    itWhen(entity.state !== undefined)(
      'moves through its state actions only from their allowed states',
      async () => {
        const machine = entity.state;
        if (!machine) return;
        for (const action of machine.actions) {
          const name = action.action;
          const { record } = await createSample(app, admin, entity);
          const form = action.remarksField ? { [action.remarksField]: 'Checked by the test' } : {};
          const moved = await app.post<Row>(path(entity, name, record.Id), {
            token: admin,
            companyId: 1,
            form,
          });
          if (!action.from.includes(machine.initial)) {
            expect(moved.status, name).toBe(409);
            continue;
          }
          expect(moved.status, `${name}: ${moved.body.Message}`).toBe(200);
          expect(moved.body.Data?.[machine.field]).toBe(action.to);
          if (!action.from.includes(action.to)) {
            const again = await app.post(path(entity, name, record.Id), { token: admin, companyId: 1, form });
            expect(again.status, name).toBe(409);
          }
        }
      },
    );

    itWhen(hasBulk(entity))('acts on several records at once, each as its own route does', async () => {
      const ids = [
        Number((await createSample(app, admin, entity)).record.Id),
        Number((await createSample(app, admin, entity)).record.Id),
      ];
      const machine = entity.state;
      const action = machine?.actions.find((candidate) => candidate.from.includes(machine.initial));
      const answer = await bulk(entity, {
        Action: action?.action ?? 'delete',
        Ids: ids,
        Remarks: 'Checked by the test',
      });
      expect(answer.status, answer.body.Message).toBe(200);
      const allowed = entity.deletable === false ? [] : entity.deletable?.fromStates;
      const deletable = !machine || !allowed || allowed.includes(machine.initial);
      const done = action !== undefined || deletable;
      expect(answer.body.Data?.Results.map((result) => [result.Id, result.Done])).toEqual(
        ids.map((id) => [id, done]),
      );
      for (const id of ids) {
        const after = await detail(entity, id);
        if (!done) expect(after.status).toBe(200);
        else if (action && machine) expect(after.body.Data?.[machine.field]).toBe(action.to);
        else expect(after.status).toBe(404);
      }
    });

    itWhen(entity.deletable !== false)('deletes a record (in a state that allows it)', async () => {
      const { record } = await createSample(app, admin, entity);
      const allowed = entity.deletable === false ? [] : entity.deletable?.fromStates;
      const state = entity.state ? String(record[entity.state.field]) : undefined;
      const deleted = await app.post(path(entity, 'delete', record.Id), { token: admin, companyId: 1 });
      if (allowed && state !== undefined && !allowed.includes(state)) {
        expect(deleted.status).toBe(409);
        expect((await detail(entity, record.Id)).status).toBe(200);
        return;
      }
      expect(deleted.status, deleted.body.Message).toBe(200);
      expect((await detail(entity, record.Id)).status).toBe(404);
      expect((await app.post(path(entity, 'delete', record.Id), { token: admin, companyId: 1 })).status).toBe(
        404,
      );
    });

    it('exports the filtered list as CSV with labelled columns', async () => {
      const { record } = await createSample(app, admin, entity);
      const response = await fetch(`${app.base}${path(entity, 'export')}`, {
        headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      const text = await response.text();
      const [header] = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(header?.split(',')[0]).toBe('Id');
      const display = record[entity.displayField];
      const field = entity.fields[entity.displayField];
      // The export writes an option's label, as the list shows it.
      const shown =
        field?.kind === 'enum' ? field.options.find((option) => option.value === display)?.label : display;
      if (typeof shown === 'string') expect(text).toContain(shown);
    });
  },
);
