/**
 * The media tools' icons as inline SVG, so they look the same on every device, with or without
 * an emoji font (headless and some Linux browsers have none). Decorative: text carries the meaning.
 */
const base = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const PhotoIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...base} width={size} height={size} className="media-icon">
    <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
    <circle cx="8.5" cy="9.5" r="1.8" />
    <path d="M21 15.5l-5-5-8.5 9" />
  </svg>
);

export const MicIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...base} width={size} height={size} className="media-icon">
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
  </svg>
);
