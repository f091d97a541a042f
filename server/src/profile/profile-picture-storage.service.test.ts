import { DEFAULT_PROFILE_PICTURE_KEY } from '../storage/built-in-files';
import { DEFAULT_PROFILE_PICTURE } from '../users';
import { isOwnPictureKey } from './profile-picture-storage.service';

describe('profile picture keys', () => {
  it('serves the same default picture the users table points at', () => {
    expect(DEFAULT_PROFILE_PICTURE_KEY).toBe(DEFAULT_PROFILE_PICTURE);
  });

  it('treats only files in the pictures folder as a member’s own, never the default', () => {
    expect(isOwnPictureKey('uploads/profile_images/Zx3_k-9aQ.jpg')).toBe(true);
    expect(isOwnPictureKey('uploads/profile_images/0123456789abcdef01234567.jpg')).toBe(true);
    expect(isOwnPictureKey(DEFAULT_PROFILE_PICTURE)).toBe(false);
    expect(isOwnPictureKey('uploads/media/abc.jpg')).toBe(false);
    expect(isOwnPictureKey('uploads/profile_images/../media/abc.jpg')).toBe(false);
    expect(isOwnPictureKey('')).toBe(false);
    expect(isOwnPictureKey(null)).toBe(false);
  });
});
