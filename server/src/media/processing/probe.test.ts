import { parseProbe } from './probe';

describe('parseProbe', () => {
  it('reads duration, video size, rotation and codecs', () => {
    const r = parseProbe(
      JSON.stringify({
        streams: [
          { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] },
          { codec_type: 'audio', codec_name: 'aac' },
        ],
        format: { duration: '12.5', format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
      }),
    );
    expect(r).toEqual({
      duration: 12.5,
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      video: { width: 1920, height: 1080, codec: 'h264', rotation: 270, fps: undefined },
      audio: { codec: 'aac' },
    });
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

  it('reads the frame rate as the lower of the average and the base rate', () => {
    const fps = (avg: string | undefined, base: string | undefined) =>
      parseProbe(JSON.stringify({ streams: [{ codec_type: 'video', width: 4, height: 2, avg_frame_rate: avg, r_frame_rate: base }] })).video?.fps;
    expect(fps('30000/1001', '30000/1001')).toBeCloseTo(29.97, 2);
    expect(fps('120/1', '120/1')).toBe(120);
    // A variable-rate recording may state its time base as the base rate.
    expect(fps('30/1', '90000/1')).toBe(30);
    expect(fps('0/0', '60/1')).toBe(60);
    expect(fps('0/0', '0/0')).toBeUndefined();
  });
});
