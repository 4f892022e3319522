import { MENU } from '@backoffice/shared/catalogue/menu';
import { MODULES, moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGES } from '@backoffice/shared/catalogue/pages';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { menuGroups, menus, modules, pages } from './schema/index.js';

/**
 * The catalogue lives in code (shared/catalogue) and is upserted at every start, so a new release's
 * pages and menu entries appear without a hand-written data migration.
 */
export const syncCatalogue = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const module of MODULES) {
      await tx
        .insert(modules)
        .values({ id: module.id, code: module.code, name: module.name })
        .onConflictDoUpdate({ target: modules.id, set: { code: module.code, name: module.name } });
    }
    for (const page of PAGES) {
      const values = {
        code: page.code,
        name: page.name,
        title: page.title,
        moduleId: moduleIdOf(page.module),
      };
      await tx.insert(pages).values(values).onConflictDoUpdate({ target: pages.code, set: values });
    }
    const groupIds = MENU.map((group) => group.id);
    const itemIds = MENU.flatMap((group) => group.items.map((item) => item.id));
    for (const [order, group] of MENU.entries()) {
      const values = {
        id: group.id,
        parentId: group.parentId,
        name: group.name,
        icon: group.icon,
        isCollapsable: group.isCollapsable,
        sortOrder: order,
      };
      await tx.insert(menuGroups).values(values).onConflictDoUpdate({ target: menuGroups.id, set: values });
      for (const [itemOrder, item] of group.items.entries()) {
        const itemValues = {
          id: item.id,
          groupId: group.id,
          moduleId: moduleIdOf(item.module),
          pageCode: item.pageCode,
          name: item.name,
          url: item.url,
          addUrl: item.addUrl,
          icon: item.icon,
          sortOrder: itemOrder,
        };
        await tx.insert(menus).values(itemValues).onConflictDoUpdate({ target: menus.id, set: itemValues });
      }
    }
    // Entries a release removed from the catalogue disappear from every menu.
    await tx.execute(sql`delete from ${menus} where not (${menus.id} = any(${sql.param(itemIds)}::int[]))`);
    await tx.execute(
      sql`delete from ${menuGroups} where not (${menuGroups.id} = any(${sql.param(groupIds)}::int[]))`,
    );
  });
};
