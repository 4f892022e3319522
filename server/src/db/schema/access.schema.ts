import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { companyUsers } from './identity.schema.js';

/** System catalogue (synced from shared/catalogue at start): modules, pages, menu. */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const pages = pgTable('pages', {
  code: integer('code').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
});

export const menuGroups = pgTable('menu_groups', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  isCollapsable: boolean('is_collapsable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => menuGroups.id),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  pageCode: integer('page_code').references(() => pages.code),
  name: text('name').notNull(),
  url: text('url').notNull(),
  addUrl: text('add_url'),
  icon: text('icon').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Module permissions per company: which modules a company has bought. */
export const companyModules = pgTable(
  'company_modules',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.moduleId] })],
);

export const roles = pgTable(
  'roles',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    isAdminRole: boolean('is_admin_role').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    uniqueIndex('roles_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
    /** The first role is the one the profile menu shows. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.roleId] }),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [companyUsers.companyId, companyUsers.userId],
    }),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }),
  ],
);

/** Role permissions per role and page (the page names its module), with the mobile-app flag. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    companyId: integer('company_id').notNull(),
    roleId: integer('role_id').notNull(),
    pageCode: integer('page_code')
      .notNull()
      .references(() => pages.code),
    isMobileApp: boolean('is_mobile_app').notNull().default(false),
    canView: boolean('can_view').notNull().default(false),
    canCreate: boolean('can_create').notNull().default(false),
    canEdit: boolean('can_edit').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roleId, t.pageCode, t.isMobileApp] }),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);
