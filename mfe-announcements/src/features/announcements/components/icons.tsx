// The few line icons this app draws, inline: no icon library is installed, and a whole one would
// cost more than these paths.
import { createIcon } from '@chakra-ui/react/icon';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ArrowLeftIcon = createIcon({
  displayName: 'ArrowLeftIcon',
  path: <path {...stroke} d="M19 12H5m7 7-7-7 7-7" />,
});

export const ShareIcon = createIcon({
  displayName: 'ShareIcon',
  path: [
    <circle key="a" {...stroke} cx="18" cy="5" r="3" />,
    <circle key="b" {...stroke} cx="6" cy="12" r="3" />,
    <circle key="c" {...stroke} cx="18" cy="19" r="3" />,
    <path key="d" {...stroke} d="m8.6 13.5 6.8 4m0-11-6.8 4" />,
  ],
});

export const LockIcon = createIcon({
  displayName: 'LockIcon',
  path: [
    <rect key="a" {...stroke} x="4" y="11" width="16" height="10" rx="2" />,
    <path key="b" {...stroke} d="M8 11V7a4 4 0 0 1 8 0v4" />,
  ],
});

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: [
    <rect key="a" {...stroke} x="3" y="4" width="18" height="18" rx="2" />,
    <path key="b" {...stroke} d="M16 2v4M8 2v4M3 10h18" />,
  ],
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: [<circle key="a" {...stroke} cx="12" cy="8" r="4" />, <path key="b" {...stroke} d="M4 21a8 8 0 0 1 16 0" />],
});

export const ChevronRightIcon = createIcon({
  displayName: 'ChevronRightIcon',
  path: <path {...stroke} d="m9 18 6-6-6-6" />,
});

export const FlagIcon = createIcon({
  displayName: 'FlagIcon',
  path: [<path key="a" {...stroke} d="M5 21V4" />, <path key="b" {...stroke} d="M5 4h11l-2 4 2 4H5" />],
});
