import { PathIcon } from '../../components/icons/Icon';

/** Praying hands (the 🙏 of "I prayed") as a line icon: an emoji is an empty box where no emoji font is installed. */
const HANDS =
  'M12 3.5c-1 0-1.6.8-1.8 1.8L9 11l-3.4 4.2a2 2 0 0 0 .2 2.7L9 21h3zM12 3.5c1 0 1.6.8 1.8 1.8L15 11l3.4 4.2a2 2 0 0 1-.2 2.7L15 21h-3';

export function PrayingHandsIcon({ size = 18 }: { size?: number }) {
  return <PathIcon d={HANDS} size={size} />;
}
