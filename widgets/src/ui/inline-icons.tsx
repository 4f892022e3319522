import type { ReactNode } from 'react';

/**
 * The icons of the parts every small widget carries (toasts, modals, paging, the renewal list),
 * drawn as lucide draws them (24-unit grid, 2px round strokes) but without lucide-react's icon
 * machinery: that alone would be a tenth of the <bo-renewals> budget. Decorative only.
 */
export const Strokes = ({ size, children }: { size: number; children: ReactNode }) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

export interface IconProps {
  size?: number;
}

export const CloseIcon = ({ size = 18 }: IconProps) => (
  <Strokes size={size}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </Strokes>
);

export const ChevronLeftIcon = ({ size = 16 }: IconProps) => (
  <Strokes size={size}>
    <path d="m15 18-6-6 6-6" />
  </Strokes>
);

export const ChevronRightIcon = ({ size = 16 }: IconProps) => (
  <Strokes size={size}>
    <path d="m9 18 6-6-6-6" />
  </Strokes>
);

export const ExternalLinkIcon = ({ size = 14 }: IconProps) => (
  <Strokes size={size}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Strokes>
);
