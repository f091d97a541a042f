/** Small inline SVG icons (decorative: the text next to them carries the meaning). */
const base = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const LockIcon = () => (
  <svg {...base} className="grp-svg">
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

export const EyeIcon = ({ off }: { off?: boolean }) => (
  <svg {...base} className="grp-svg">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="M4 4l16 16" /> : null}
  </svg>
);

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} className="grp-svg" fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </svg>
);

export const PeopleIcon = () => (
  <svg {...base} className="grp-svg">
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <circle cx="17" cy="9" r="2.6" />
    <path d="M16.5 14.1c2.6.3 4.5 2.7 4.5 5.4" />
  </svg>
);

export const ChatIcon = () => (
  <svg {...base} className="grp-svg">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
);

export const CalendarIcon = () => (
  <svg {...base} className="grp-svg">
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

export const SendIcon = () => (
  <svg {...base} className="grp-svg">
    <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
  </svg>
);
