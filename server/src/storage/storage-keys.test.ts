import { contentTypeFor, isSafeKey, randomName } from './storage-keys';

describe('storage keys', () => {
  it('accepts relative paths of safe segments only', () => {
    expect(isSafeKey('uploads/media/abc_DEF-1.jpg')).toBe(true);
    expect(isSafeKey('uploads/../secrets.json')).toBe(false);
    expect(isSafeKey('/etc/passwd')).toBe(false);
    expect(isSafeKey('uploads//x')).toBe(false);
    expect(isSafeKey('uploads/%2e%2e/x')).toBe(false);
    expect(isSafeKey('uploads/a b.jpg')).toBe(false);
    expect(isSafeKey('')).toBe(false);
  });

  it('makes random names of 128 bits', () => {
    const a = randomName();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomName()).not.toBe(a);
  });

  it('derives the content type from the extension it gave the key', () => {
    expect(contentTypeFor('uploads/media/x.jpg')).toBe('image/jpeg');
    expect(contentTypeFor('uploads/media/x.m4a')).toBe('audio/mp4');
    expect(contentTypeFor('uploads/profile_images/default-profile.png')).toBe('image/png');
    expect(contentTypeFor('incoming/x')).toBe('application/octet-stream');
  });
});
