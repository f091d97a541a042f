import { outdatedFfmpegWarning, resolveBinaries } from './binaries';

describe('outdatedFfmpegWarning', () => {
  it('warns when the ffmpeg in use is the bundled 2018 build', () => {
    const bundled = '/app/node_modules/@ffmpeg-installer/linux-x64/ffmpeg';
    expect(outdatedFfmpegWarning(bundled, bundled)).toMatch(/^ffmpeg is the bundled 2018 build .*install a current ffmpeg/);
  });

  it('stays quiet for any other ffmpeg, or when the package is absent', () => {
    expect(outdatedFfmpegWarning('/usr/bin/ffmpeg', '/app/node_modules/@ffmpeg-installer/linux-x64/ffmpeg')).toBeUndefined();
    expect(outdatedFfmpegWarning('/usr/bin/ffmpeg', undefined)).toBeUndefined();
  });

  it('FFMPEG_PATH takes precedence over the bundled build', () => {
    expect(resolveBinaries({ FFMPEG_PATH: '/opt/ffmpeg', FFPROBE_PATH: '/opt/ffprobe', PATH: '' })).toEqual({ ffmpeg: '/opt/ffmpeg', ffprobe: '/opt/ffprobe' });
  });
});
