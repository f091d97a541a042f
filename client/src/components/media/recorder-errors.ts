import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The spec's recorder error codes. */
export type RecorderErrorCode =
  | 'media_aborted'
  | 'permission_denied'
  | 'no_specified_media_found'
  | 'media_in_use'
  | 'invalid_media_constraints'
  | 'no_constraints'
  | 'recorder_error';

/** What the member reads for each code (shown with `i18n._`). */
export const RECORDER_MESSAGES: Record<RecorderErrorCode, MessageDescriptor> = {
  media_aborted: msg`Recording was interrupted. Please try again.`,
  permission_denied: msg`Microphone access was denied. Allow it in your browser settings to record.`,
  no_specified_media_found: msg`No microphone was found. Connect one and try again.`,
  media_in_use: msg`Your microphone is being used by another app. Close it and try again.`,
  invalid_media_constraints: msg`Your microphone does not support the requested settings.`,
  no_constraints: msg`No recording settings were given.`,
  recorder_error: msg`Recording failed. Please try again.`,
};

/** Maps a getUserMedia / MediaRecorder failure (a DOMException name) to the spec's code. Pure. */
export function recorderErrorCode(err: unknown): RecorderErrorCode {
  const name = err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err) ? String((err as { name: unknown }).name) : '';
  switch (name) {
    case 'AbortError':
      return 'media_aborted';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission_denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'no_specified_media_found';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'media_in_use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'invalid_media_constraints';
    case 'TypeError':
      return 'no_constraints';
    default:
      return 'recorder_error';
  }
}
