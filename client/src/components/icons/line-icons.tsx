import { ReactNode } from 'react';
import './icons.css';

/**
 * Small drawn icons used beside a word (a group's privacy, a post's audience, a like, the media
 * tools). Inline SVG so they look the same with or without an emoji font. Decorative
 * (aria-hidden): the text next to them carries the meaning. `className` adds to `line-icon`.
 */
interface LineIconProps {
  size?: number;
  className?: string;
}

function LineIcon({ size = 16, className, fill = 'none', children }: LineIconProps & { fill?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={true}
      className={className ? `line-icon ${className}` : 'line-icon'}
    >
      {children}
    </svg>
  );
}

export const LockIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </LineIcon>
);

export const EyeIcon = ({ off, ...p }: LineIconProps & { off?: boolean }) => (
  <LineIcon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="M4 4l16 16" /> : null}
  </LineIcon>
);

export const HeartIcon = ({ filled, ...p }: LineIconProps & { filled: boolean }) => (
  <LineIcon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </LineIcon>
);

/** Two people: a group's members, a post for friends. */
export const PeopleIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <circle cx="17" cy="9" r="2.6" />
    <path d="M16.5 14.1c2.6.3 4.5 2.7 4.5 5.4" />
  </LineIcon>
);

/** A speech bubble: comments, a group's conversation. */
export const ChatIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </LineIcon>
);

export const CalendarIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);

export const SendIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
  </LineIcon>
);

export const GlobeIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </LineIcon>
);

/** A simple cross, the mark of prayer requests. */
export const PrayIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <path d="M12 3v18M7 8.5h10" />
  </LineIcon>
);

export const PenIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <path d="M4 20l4.2-1 10.3-10.3a2.1 2.1 0 0 0-3-3L5.2 16 4 20z" />
  </LineIcon>
);

export const SparkleIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l1.9 5.6L19.5 10.5l-5.6 1.9L12 18l-1.9-5.6L4.5 10.5l5.6-1.9z" />
    <path d="M19 16v4M17 18h4" />
  </LineIcon>
);

export const PhotoIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.8" />
    <path d="M21 15.5l-5-5-8.5 9" />
  </LineIcon>
);

export const MicIcon = (p: LineIconProps) => (
  <LineIcon {...p}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
  </LineIcon>
);
