import { parseProbe } from './probe';

describe('parseProbe', () => {
  it('reads duration, video size, rotation and codecs', () => {
    const r = parseProbe(
      JSON.stringify({
        streams: [
          { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] },
          { codec_type: 'audio', codec_name: 'aac' },
        ],
        format: { duration: '12.5' },
      }),
    );
    expect(r).toEqual({ duration: 12.5, video: { width: 1920, height: 1080, codec: 'h264', rotation: 270 }, audio: { codec: 'aac' } });
  });

  it('takes the rotate tag of older files and ignores cover art', () => {
    const r = parseProbe(
      JSON.stringify({
        streams: [
          { codec_type: 'video', codec_name: 'mjpeg', width: 500, height: 500, disposition: { attached_pic: 1 } },
          { codec_type: 'audio', codec_name: 'mp3', duration: '3.0' },
        ],
        format: {},
      }),
    );
    expect(r.video).toBeUndefined();
    expect(r.duration).toBe(3);
    const rotated = parseProbe(JSON.stringify({ streams: [{ codec_type: 'video', width: 4, height: 2, tags: { rotate: '90' } }] }));
    expect(rotated.video?.rotation).toBe(90);
  });

  it('leaves the duration unknown when the container does not say it', () => {
    expect(parseProbe(JSON.stringify({ streams: [{ codec_type: 'audio', codec_name: 'opus' }], format: { duration: 'N/A' } })).duration).toBeUndefined();
  });
});
