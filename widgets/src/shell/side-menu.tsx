import { type MenuGroupDto, menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { callContract, contractKey } from '../core/contract-client.ts';
import { AppLink, useNavigate } from '../core/navigation.tsx';
import { MenuIcon } from '../ui/icons.tsx';

export const MENU_FAILURE_MESSAGE = 'Failed to fetch menu data';

/** A list's entry stays current on its form pages ({route}/new, {route}/12). */
const isUnder = (url: string, path: string): boolean => path === url || path.startsWith(`${url}/`);

const containsPath = (group: MenuGroupDto, path: string): boolean =>
  group.Menus.some((item) => isUnder(item.Url, path)) ||
  group.ChildMenuGroup.some((child) => containsPath(child, path));

/** The groups with only the entries whose name holds the text (without case), and the groups holding any. */
export const filterMenu = (groups: readonly MenuGroupDto[], text: string): MenuGroupDto[] => {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      Menus: group.Menus.filter((item) => item.Name.toLowerCase().includes(wanted)),
      ChildMenuGroup: filterMenu(group.ChildMenuGroup, text),
    }))
    .filter((group) => group.Menus.length > 0 || group.ChildMenuGroup.length > 0);
};

const firstEntry = (groups: readonly MenuGroupDto[]): string | undefined => {
  for (const group of groups) {
    const url = group.Menus[0]?.Url ?? firstEntry(group.ChildMenuGroup);
    if (url) return url;
  }
  return undefined;
};

const MenuGroup = ({
  group,
  activePath,
  depth,
  open = false,
}: {
  group: MenuGroupDto;
  activePath: string;
  depth: number;
  /** Shown open whatever the person chose (while the menu is filtered). */
  open?: boolean;
}) => {
  const [chosen, setExpanded] = useState(() => !group.IsCollapsable || containsPath(group, activePath));
  const expanded = open || chosen;
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
          <MenuGroup group={child} activePath={activePath} depth={depth + 1} open={open} />
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

/**
 * The side menu: whatever GET /menu/all/role gives this user's roles (spec section 6), with a
 * filter box on top: typing keeps the entries whose name holds the text, every group open; Enter
 * opens the first, Escape clears the box.
 */
export const SideMenu = ({ activePath }: { activePath: string }) => {
  const menu = useQuery({
    queryKey: contractKey(menuContracts.forRoles),
    queryFn: () => callContract(menuContracts.forRoles, {}),
  });
  const [filter, setFilter] = useState('');
  const navigate = useNavigate();
  const filterId = useId();
  const filtering = filter.trim() !== '';
  const shown = filterMenu(menu.data ?? [], filter);
  return (
    <nav className="bo-side-menu" aria-label="Main menu">
      {menu.data ? (
        <div className="bo-menu-filter">
          <label htmlFor={filterId} className="bo-sr-only">
            Filter the menu
          </label>
          <input
            id={filterId}
            type="search"
            className="bo-input"
            placeholder="Filter the menu"
            autoComplete="off"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && filter !== '') {
                event.preventDefault();
                setFilter('');
              } else if (event.key === 'Enter' && filtering) {
                event.preventDefault();
                const url = firstEntry(shown);
                if (url) {
                  setFilter('');
                  navigate(url);
                }
              }
            }}
          />
        </div>
      ) : null}
      {filtering && shown.length === 0 ? (
        <p className="bo-muted bo-menu-note" role="status">
          No page matches “{filter.trim()}”.
        </p>
      ) : null}
      {menu.isPending ? <p className="bo-muted bo-menu-note">Loading menu…</p> : null}
      {menu.isError ? (
        <p className="bo-field-error bo-menu-note" role="alert">
          {MENU_FAILURE_MESSAGE}
        </p>
      ) : null}
      {shown.map((group) => (
        <MenuGroup key={group.Name} group={group} activePath={activePath} depth={0} open={filtering} />
      ))}
    </nav>
  );
};
