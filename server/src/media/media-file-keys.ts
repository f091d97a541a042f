/** Where processed media files and posters are stored (media.processor names them here). */
export const MEDIA_FILES_PREFIX = 'uploads/media/';
