// A few line icons drawn for this remote (the site has no icon library; adding one is not our call).
import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react/icon';

function lineIcon(paths: ReactNode) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon boxSize="1em" flexShrink={0} aria-hidden {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {paths}
        </svg>
      </Icon>
    );
  };
}

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const PinIcon = lineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const PeopleIcon = lineIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.3c1.9.8 3 2.9 3 5.7" />
  </>,
);
export const CalendarIcon = lineIcon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const CoachIcon = lineIcon(
  <>
    <circle cx="12" cy="7.5" r="3.5" />
    <path d="M5 20.5c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" />
    <path d="M12 14v3" />
  </>,
);
export const TicketIcon = lineIcon(
  <>
    <path d="M3.5 8.5V6.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1v2a2.5 2.5 0 0 0 0 5v2a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-2a2.5 2.5 0 0 0 0-5z" />
    <path d="M14 5.5v12" strokeDasharray="2 2" />
  </>,
);
export const HourglassIcon = lineIcon(<path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" />);
export const ArrowLeftIcon = lineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const DownloadIcon = lineIcon(<path d="M12 4v11M7 10l5 5 5-5M4.5 19.5h15" />);
