import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { callContract } from '../../core/contract-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { pagePermissionKey } from '../../core/page-permission.ts';
import type { EntityRecord } from '../entity-record.types.ts';
import { recordLinksOf } from './entity-record-links.ts';

/**
 * Whether the user may view each link's page: the same cached check as usePagePermission, one per
 * link (a link without a page is always offered; its page answers 403 itself).
 */
const useViewable = (pages: readonly (number | undefined)[]): boolean[] => {
  const checks = useQueries({
    queries: pages.map((page) => ({
      queryKey: pagePermissionKey(page ?? 0, 'view'),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callContract(permissionContracts.checkAction, {
          query: { screenId: page ?? 0, actionType: 'view' },
          signal,
        }),
      enabled: page !== undefined,
      staleTime: 5 * 60_000,
    })),
  });
  return pages.map((page, index) => page === undefined || checks[index]?.data === true);
};

/** The pages a saved record leads to, as its declaration lists them (`links`). */
export const EntityRecordLinks = ({
  entity,
  record,
}: {
  entity: EntityDeclaration;
  record: EntityRecord;
}) => {
  const titleId = useId();
  const filled = recordLinksOf(entity, record);
  const viewable = useViewable(filled.map(({ link }) => (link.page ? PAGE_CODES[link.page] : undefined)));
  const links = filled.filter((_link, index) => viewable[index]);
  if (links.length === 0) return null;
  return (
    <nav className="bo-card bo-record-links" aria-labelledby={titleId}>
      <h2 id={titleId} className="bo-card-title">
        Go to
      </h2>
      <ul className="bo-record-link-list">
        {links.map(({ link, href }) => (
          <li key={link.label}>
            <AppLink href={href}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
