/**
 * Line icons drawn as inline SVG, so they look the same on every device: emoji and symbol glyphs
 * render as empty boxes where no emoji font is installed. 24×24 viewBox, stroke in the current
 * text colour. Decorative (aria-hidden): the text next to them carries the meaning.
 */
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9',
  groups: 'M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 20c0-3.9 3.1-7 7-7s7 3.1 7 7M5.5 11.5a2.5 2.5 0 1 1 .4-5M2 18c0-2.4 1.4-4.5 3.5-5.4M18.5 11.5a2.5 2.5 0 1 0-.4-5M22 18c0-2.4-1.4-4.5-3.5-5.4',
  friends: 'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  pen: 'M4 20l4.2-1 10.3-10.3a2.1 2.1 0 0 0-3-3L5.2 16 4 20zM13.5 7.5l3 3',
  prayer: 'M12 3v18M7 8.5h10',
  shield: 'M12 21s-7-3.2-7-9.5V5.2L12 3l7 2.2v6.3C19 17.8 12 21 12 21zM9 12l2 2 4-4',
} as const;

export type IconName = keyof typeof PATHS;

/** One stroked path in a 24×24 box. */
export function PathIcon({ d, size = 20, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** The app shell's icons (navigation, brand): in the entry chunk, so kept to what the shell draws. */
export function Icon({ name, ...rest }: { name: IconName; size?: number; className?: string }) {
  return <PathIcon d={PATHS[name]} {...rest} />;
}
