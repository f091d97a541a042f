/**
 * Small inline icons (SVG, so they look the same on every device, with or without an emoji
 * font). Decorative: the text next to them carries the meaning.
 */
const base = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const GlobeIcon = () => (
  <svg {...base} className="pen-icon">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </svg>
);

export const FriendsIcon = () => (
  <svg {...base} className="pen-icon">
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <circle cx="17" cy="9" r="2.6" />
    <path d="M16.5 14.1c2.6.3 4.5 2.7 4.5 5.4" />
  </svg>
);

export const CommentIcon = () => (
  <svg {...base} className="pen-icon">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
);

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} className="pen-icon" fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </svg>
);

/** A simple cross, the mark of prayer requests. */
export const PrayIcon = () => (
  <svg {...base} className="pen-icon">
    <path d="M12 3v18M7 8.5h10" />
  </svg>
);

export const PenIcon = () => (
  <svg {...base} className="pen-icon">
    <path d="M4 20l4.2-1 10.3-10.3a2.1 2.1 0 0 0-3-3L5.2 16 4 20z" />
  </svg>
);

export const SparkleIcon = () => (
  <svg {...base} className="pen-icon">
    <path d="M12 3l1.9 5.6L19.5 10.5l-5.6 1.9L12 18l-1.9-5.6L4.5 10.5l5.6-1.9z" />
    <path d="M19 16v4M17 18h4" />
  </svg>
);
