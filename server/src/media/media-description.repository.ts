import { EntityManager } from 'typeorm';
import { SET_OWN_MEDIA_DESCRIPTION_SQL } from './media-description.queries';

/**
 * Sets the description of media file `mediaId` when member `userId` uploaded it; answers the saved
 * description, or undefined when no such file of theirs exists.
 */
export async function setOwnMediaDescription(
  m: EntityManager,
  userId: number,
  mediaId: number,
  description: string | null,
): Promise<{ description: string | null } | undefined> {
  const rows: Array<{ media_id: number; description: string | null }> = await m.query(SET_OWN_MEDIA_DESCRIPTION_SQL, [mediaId, userId, description]);
  return rows[0] ? { description: rows[0].description } : undefined;
}
