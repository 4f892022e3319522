import {
  Bell,
  BellRing,
  Building2,
  ChevronRight,
  Circle,
  CreditCard,
  FileText,
  Home,
  Image,
  KeyRound,
  LayoutDashboard,
  List,
  type LucideIcon,
  Megaphone,
  Send,
  Settings,
  Shield,
  ShoppingCart,
  SlidersHorizontal,
  Tag,
  Tags,
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
  'bell-ring': BellRing,
  'credit-card': CreditCard,
  'file-text': FileText,
  image: Image,
  key: KeyRound,
  list: List,
  megaphone: Megaphone,
  send: Send,
  shield: Shield,
  sliders: SlidersHorizontal,
  tag: Tag,
  tags: Tags,
};

export const MenuIcon = ({ name, size = 18 }: { name: string; size?: number }) => {
  const Icon = MENU_ICONS[name] ?? Circle;
  return <Icon size={size} aria-hidden="true" />;
};
