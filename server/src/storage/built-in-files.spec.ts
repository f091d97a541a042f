import sharp from 'sharp';
import { builtInFile, DEFAULT_PROFILE_PICTURE_KEY, isProtectedKey } from './built-in-files';

describe('built-in files', () => {
  it('has a real 512 px PNG for the default profile picture and nothing for other keys', async () => {
    const png = await builtInFile(DEFAULT_PROFILE_PICTURE_KEY);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(builtInFile('uploads/profile_images/other.png')).toBeUndefined();
    expect(builtInFile('uploads/media/default-profile.png')).toBeUndefined();
  });

  it('protects only the default picture from deletion', () => {
    expect(isProtectedKey(DEFAULT_PROFILE_PICTURE_KEY)).toBe(true);
    expect(isProtectedKey('uploads/profile_images/abc.jpg')).toBe(false);
  });
});
