/**
 * SQL of media descriptions (issue 41): the alt text of an image, the accessible name of a video or
 * recording. Only the uploader writes one: the statement matches the row by both ids, so another
 * member's file (or none) changes nothing and the service answers 404.
 */

/**
 * $1 media_id, $2 the uploader's user_id, $3 the description (null clears it). Answers the changed
 * row, none when the file is not theirs: a SELECT around the UPDATE, because the driver answers an
 * UPDATE's RETURNING as [rows, count], which would look like a match every time.
 */
export const SET_OWN_MEDIA_DESCRIPTION_SQL = `WITH changed AS (
    UPDATE media SET description = $3 WHERE media_id = $1 AND user_id = $2 RETURNING media_id, description
  )
  SELECT media_id, description FROM changed`;
