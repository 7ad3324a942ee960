import type { ReactNode, SVGProps } from 'react';

// A handful of line icons drawn inline: the workspace has no icon package, and these few paths
// cost less than one. They take the text colour and size (1em) of where they sit.
type IconProps = SVGProps<SVGSVGElement> & { filled?: boolean };

function LineIcon({ children, filled = false, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HeartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z" />
  </LineIcon>
);

export const ReplyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />
  </LineIcon>
);

export const ShareIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.59 13.51l6.83 3.98M15.41 6.51l-6.82 3.98" />
  </LineIcon>
);

export const BookmarkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
  </LineIcon>
);

export const PlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35" />
  </LineIcon>
);

export const ImageIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </LineIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </LineIcon>
);

export const TagIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z" />
    <path d="M7 7h.01" />
  </LineIcon>
);
