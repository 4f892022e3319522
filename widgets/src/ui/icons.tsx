import {
  Bell,
  Building2,
  ChevronRight,
  Circle,
  FileText,
  Home,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShoppingCart,
  Users,
  Wallet,
} from 'lucide-react';

/** Icon names the menu catalogue uses (shared/src/catalogue/menu.ts). Unknown names get a dot. */
const MENU_ICONS: Record<string, LucideIcon> = {
  home: Home,
  dashboard: LayoutDashboard,
  bell: Bell,
  building: Building2,
  users: Users,
  settings: Settings,
  cart: ShoppingCart,
  wallet: Wallet,
  file: FileText,
  chevron: ChevronRight,
};

export const MenuIcon = ({ name, size = 18 }: { name: string; size?: number }) => {
  const Icon = MENU_ICONS[name] ?? Circle;
  return <Icon size={size} aria-hidden="true" />;
};
