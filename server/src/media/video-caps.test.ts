import { loadSettings } from '../config/settings';
import { videoCapRefusal } from './video-caps';

const caps = loadSettings({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/pen-video-caps-spec' }).media;

describe('videoCapRefusal', () => {
  it('accepts 4K at 60 fps in either orientation, and NTSC rates', () => {
    expect(videoCapRefusal({ width: 3840, height: 2160, fps: 60 }, caps)).toBeUndefined();
    expect(videoCapRefusal({ width: 2160, height: 3840, fps: 59.94 }, caps)).toBeUndefined();
    expect(videoCapRefusal({ width: 1920, height: 1080, fps: undefined }, caps)).toBeUndefined();
  });

  it('refuses a frame over 3840×2160 in either orientation', () => {
    const message = 'Video resolution is too high (maximum 3840×2160).';
    expect(videoCapRefusal({ width: 4096, height: 2160, fps: 30 }, caps)).toBe(message);
    expect(videoCapRefusal({ width: 2160, height: 4096, fps: 30 }, caps)).toBe(message);
    expect(videoCapRefusal({ width: 3000, height: 3000, fps: 30 }, caps)).toBe(message);
  });

  it('refuses more than 60 frames per second', () => {
    expect(videoCapRefusal({ width: 640, height: 360, fps: 120 }, caps)).toBe('Video frame rate is too high (maximum 60 fps).');
  });
});
