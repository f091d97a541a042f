import { useLingui } from '@lingui/react/macro';
import { MediaGallery, type ShownMedia } from '../../components/media/MediaGallery';
import type { UploadTarget } from '../../components/media/useMediaUpload';

/**
 * The media of a post card (the players live in components/media): images, a video that plays muted
 * while in view, or a recording with the floating audio controller.
 */
export function PostMedia({ media, label, retry }: { media: ShownMedia[]; label?: string; retry?: UploadTarget }) {
  const { t } = useLingui();
  return <MediaGallery media={media} label={label ?? t`Post`} retry={retry} />;
}
