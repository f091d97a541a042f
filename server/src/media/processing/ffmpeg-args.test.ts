import { audioTranscodeArgs, posterArgs, targetSize, videoMaxrateKbps, videoTranscodeArgs } from './ffmpeg-args';

describe('targetSize', () => {
  it('caps the longer side at the maximum, keeping the aspect ratio and even dimensions', () => {
    expect(targetSize(1920, 1080, 0, 1280)).toEqual({ width: 1280, height: 720 });
    expect(targetSize(3840, 2160, 0, 1280)).toEqual({ width: 1280, height: 720 });
    expect(targetSize(1080, 1920, 0, 1280)).toEqual({ width: 720, height: 1280 });
  });

  it('applies rotation metadata before scaling (phones record portrait as rotated landscape)', () => {
    expect(targetSize(1920, 1080, 90, 1280)).toEqual({ width: 720, height: 1280 });
    expect(targetSize(1920, 1080, 270, 1280)).toEqual({ width: 720, height: 1280 });
    expect(targetSize(1920, 1080, 180, 1280)).toEqual({ width: 1280, height: 720 });
  });

  it('never enlarges and rounds odd sizes down to even ones', () => {
    expect(targetSize(640, 360, 0, 1280)).toEqual({ width: 640, height: 360 });
    expect(targetSize(321, 241, 0, 1280)).toEqual({ width: 320, height: 240 });
    expect(targetSize(1, 1, 0, 1280)).toEqual({ width: 2, height: 2 });
  });
});

describe('video arguments', () => {
  it('transcodes to H.264 and AAC in an MP4 with fast start, without metadata', () => {
    const args = videoTranscodeArgs('in.mov', 'out.mp4', { demuxer: 'mov', size: { width: 1280, height: 720 }, hasAudio: true, maxSeconds: 600 });
    const joined = args.join(' ');
    expect(joined).toContain('-protocol_whitelist file -f mov -i file:in.mov');
    expect(joined).toContain('-c:v libx264');
    expect(joined).toContain('-c:a aac');
    expect(joined).toContain('-movflags +faststart');
    expect(joined).toContain('-map_metadata -1');
    expect(joined).toContain('scale=1280:720');
    expect(joined).toContain('-maxrate 2500k -bufsize 5000k');
    expect(joined).toContain('-t 600');
    expect(args[args.length - 1]).toBe('out.mp4');
  });

  it('drops the audio mapping for a silent video', () => {
    const args = videoTranscodeArgs('in.webm', 'out.mp4', { demuxer: 'matroska', size: { width: 640, height: 360 }, hasAudio: false, maxSeconds: 600 });
    expect(args).toContain('-an');
    expect(args).not.toContain('0:a:0');
  });

  it('keeps the bitrate cap between 500 kbit/s and 4 Mbit/s', () => {
    expect(videoMaxrateKbps({ width: 160, height: 90 })).toBe(500);
    expect(videoMaxrateKbps({ width: 1280, height: 720 })).toBe(2500);
    expect(videoMaxrateKbps({ width: 1280, height: 1280 })).toBe(4000);
  });

  it('takes the poster one second in, or mid-way through a short clip', () => {
    expect(posterArgs('v.mp4', 'p.jpg', 10).join(' ')).toContain('-ss 1.00 -protocol_whitelist file -f mov -i file:v.mp4 -frames:v 1');
    expect(posterArgs('v.mp4', 'p.jpg', 0.5).join(' ')).toContain('-ss 0.25');
  });
});

describe('audio arguments', () => {
  it('transcodes to AAC in an M4A container with a second of slack over the limit', () => {
    const args = audioTranscodeArgs('in.webm', 'out.m4a', { demuxer: 'matroska', maxSeconds: 1800 }).join(' ');
    expect(args).toContain('-protocol_whitelist file -f matroska -i file:in.webm');
    expect(args).toContain('-map 0:a:0');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-t 1801');
    expect(args).toContain('-f ipod out.m4a');
  });
});
