import { type MenuGroupDto, menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { callContract, contractKey } from '../core/contract-client.ts';
import { AppLink } from '../core/navigation.tsx';
import { MenuIcon } from '../ui/icons.tsx';

export const MENU_FAILURE_MESSAGE = 'Failed to fetch menu data';

/** A list's entry stays current on its form pages ({route}/new, {route}/12). */
const isUnder = (url: string, path: string): boolean => path === url || path.startsWith(`${url}/`);

const containsPath = (group: MenuGroupDto, path: string): boolean =>
  group.Menus.some((item) => isUnder(item.Url, path)) ||
  group.ChildMenuGroup.some((child) => containsPath(child, path));

const MenuGroup = ({
  group,
  activePath,
  depth,
}: {
  group: MenuGroupDto;
  activePath: string;
  depth: number;
}) => {
  const [expanded, setExpanded] = useState(() => !group.IsCollapsable || containsPath(group, activePath));
  const listId = useId();
  const items = (
    <ul id={listId} className="bo-menu-list" hidden={!expanded}>
      {group.Menus.map((item) => (
        <li key={item.Url}>
          <AppLink
            href={item.Url}
            className="bo-menu-item"
            aria-current={isUnder(item.Url, activePath) ? 'page' : undefined}
          >
            <MenuIcon name={item.Icon} />
            <span>{item.Name}</span>
          </AppLink>
        </li>
      ))}
      {group.ChildMenuGroup.map((child) => (
        <li key={child.Name}>
          <MenuGroup group={child} activePath={activePath} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={`bo-menu-group bo-menu-depth-${depth}`}>
      {group.IsCollapsable ? (
        <button
          type="button"
          className="bo-menu-heading"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          <MenuIcon name={group.Icon} />
          <span>{group.Name}</span>
          <ChevronDown size={16} aria-hidden="true" className="bo-menu-chevron" />
        </button>
      ) : (
        <p className="bo-menu-heading">{group.Name}</p>
      )}
      {items}
    </div>
  );
};

/** The side menu: whatever GET /menu/all/role gives this user's roles (spec section 6). */
export const SideMenu = ({ activePath }: { activePath: string }) => {
  const menu = useQuery({
    queryKey: contractKey(menuContracts.forRoles),
    queryFn: () => callContract(menuContracts.forRoles, {}),
  });
  return (
    <nav className="bo-side-menu" aria-label="Main menu">
      {menu.isPending ? <p className="bo-muted bo-menu-note">Loading menu…</p> : null}
      {menu.isError ? (
        <p className="bo-field-error bo-menu-note" role="alert">
          {MENU_FAILURE_MESSAGE}
        </p>
      ) : null}
      {menu.data?.map((group) => (
        <MenuGroup key={group.Name} group={group} activePath={activePath} depth={0} />
      ))}
    </nav>
  );
};
