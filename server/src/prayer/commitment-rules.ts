import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { POST_NOT_FOUND } from '../posts';
import * as commitments from './commitments.repository';
import { PrayerTarget } from './commitments.repository';
import { ONLY_PRAYER_REQUESTS } from './prayer-messages';
import { msg } from '../i18n';

const PRAYER_REQUEST_NOT_OPEN = msg('This prayer request is no longer open').message;
const COMMITMENT_NOT_FOUND = msg('You have no prayer commitment for this request').message;

/**
 * The prayer request `postId` as `me` may see it, locked against a concurrent answer or close
 * (which end its commitments in the same way): 404 when invisible, 400 when not a prayer
 * request, 409 when not open (only with `mustBeOpen`).
 */
export async function lockPrayerRequest(m: EntityManager, me: number, postId: number, mustBeOpen = true): Promise<PrayerTarget> {
  const row = await commitments.lockPrayerRequestRow(m, me, postId);
  if (!row) throw new NotFoundException(POST_NOT_FOUND);
  if (row.prayer_status === null) throw new BadRequestException(ONLY_PRAYER_REQUESTS);
  if (mustBeOpen && row.prayer_status !== 'open') throw new ConflictException(PRAYER_REQUEST_NOT_OPEN);
  return row;
}

/** Ends member `me`'s running commitment to request `postId` at their word; 404 when there is none. */
export async function endCommitmentByMember(m: EntityManager, me: number, postId: number): Promise<void> {
  if (!(await commitments.endCommitmentByMember(m, me, postId))) throw new NotFoundException(COMMITMENT_NOT_FOUND);
}
