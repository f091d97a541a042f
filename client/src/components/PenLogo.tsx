import { useId } from 'react';

/**
 * The app's mark (public/icons/icon.svg) drawn inline. As an <img src="….svg"> Chromium gives
 * every SVG picture its own document to render it in, 27-35 ms of the main thread each on the
 * bench machine (about 0.1 s at a phone's 4x slowdown) before the first page could answer input.
 * index.html carries the same markup for the picture painted before any script has run; a test
 * (start-up-pictures) keeps the three drawings equal.
 */
export function PenLogo({ size }: { size: number }) {
  // Unique per use: the static copy in index.html and this one may share the document for a moment.
  const gradient = `pen-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg className="pen-logo" width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a7bc4" />
          <stop offset="1" stopColor="#01497c" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${gradient})`} />
      <g transform="translate(256 256) rotate(45)">
        <rect x="-34" y="-170" width="68" height="250" rx="14" fill="#ffffff" />
        <rect x="-34" y="-170" width="68" height="46" rx="14" fill="#cfe3f5" />
        <path d="M -34 80 L 34 80 L 0 150 Z" fill="#ffffff" />
        <path d="M -10 129 L 10 129 L 0 150 Z" fill="#01497c" />
      </g>
      <path d="M 150 392 Q 256 360 362 392" stroke="#cfe3f5" strokeWidth="14" fill="none" strokeLinecap="round" />
    </svg>
  );
}
