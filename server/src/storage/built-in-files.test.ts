import sharp from 'sharp';
import { builtInFile, DEFAULT_PROFILE_PICTURE_KEY, isProtectedKey } from './built-in-files';

describe('built-in files', () => {
  it('has a small real PNG for the default profile picture (sharp on 2x screens at 96 px) and nothing for other keys', async () => {
    const png = await builtInFile(DEFAULT_PROFILE_PICTURE_KEY);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    expect(png!.length).toBeLessThan(3 * 1024);
    expect(builtInFile('uploads/profile_images/other.png')).toBeUndefined();
    expect(builtInFile('uploads/media/default-profile.png')).toBeUndefined();
  });

  it('protects only the default picture from deletion', () => {
    expect(isProtectedKey(DEFAULT_PROFILE_PICTURE_KEY)).toBe(true);
    expect(isProtectedKey('uploads/profile_images/abc.jpg')).toBe(false);
  });
});
