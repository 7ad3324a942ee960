import { Icon, type IconProps } from '@chakra-ui/react/icon';

// A handful of line icons drawn inline: the project has no icon package, and these few paths
// cost less than one.
function Line({ children, ...props }: IconProps) {
  return (
    <Icon
      asChild={false}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {children}
    </Icon>
  );
}

export const EyeIcon = ({ crossed, ...props }: IconProps & { crossed?: boolean }) => (
  <Line {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </Line>
);

export const MailIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Line>
);

export const ChatIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
  </Line>
);

export const ClockIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Line>
);

export const PhoneIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Line>
);

export const GlobeIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Line>
);

export const PinIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </Line>
);

export const StarIcon = (props: IconProps) => (
  <Line fill="currentColor" strokeWidth="1" {...props}>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />
  </Line>
);

export const FlagIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M6 21V4M6 4l11 4-11 4" />
  </Line>
);

export const ParkingIcon = (props: IconProps) => (
  <Line {...props}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
  </Line>
);

export const DiningIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 0-3 2-3 6s1 5 3 5v7" />
  </Line>
);

export const HeartIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z" />
  </Line>
);

export const SparkIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6" />
  </Line>
);

export const UsersIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </Line>
);
