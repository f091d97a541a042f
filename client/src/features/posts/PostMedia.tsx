import { MediaGallery, type ShownMedia } from '../../components/media/MediaGallery';
import type { UploadTarget } from '../../components/media/useMediaUpload';

/**
 * The media of a post card (the players live in components/media): images, a video that plays muted
 * while in view, or a recording with the floating audio controller.
 */
export function PostMedia({ media, label = 'Post', retry }: { media: ShownMedia[]; label?: string; retry?: UploadTarget }) {
  return <MediaGallery media={media} label={label} retry={retry} />;
}
