import { MediaGallery, type ShownMedia } from '../../components/media/MediaGallery';

/**
 * The media of a post card (the players live in components/media): images, a video that plays muted
 * while in view, or a recording with the floating audio controller.
 */
export function PostMedia({ media, label = 'Post' }: { media: ShownMedia[]; label?: string }) {
  return <MediaGallery media={media} label={label} />;
}
