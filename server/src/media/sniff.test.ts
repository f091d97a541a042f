import { demuxerOf, detectFormat, kindsOf } from './sniff';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectFormat', () => {
  it('recognises the allowed image formats', () => {
    expect(detectFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(detectFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(detectFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectFormat(bytes('GIF87a'))).toBe('gif');
    expect(detectFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('recognises video and audio containers', () => {
    expect(detectFormat(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(detectFormat(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBe('quicktime');
    expect(detectFormat(bytes([0, 0, 0, 8], 'wide', [0, 0]))).toBe('quicktime');
    expect(detectFormat(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toBe('m4a');
    expect(detectFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(detectFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe('wav');
    expect(detectFormat(bytes('ID3', [4, 0, 0]))).toBe('mp3');
    expect(detectFormat(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('refuses text, Matroska that is not WebM, AAC ADTS, other RIFF forms and short headers', () => {
    expect(detectFormat(Buffer.from('this is only text pretending to be a video.mp4'))).toBeUndefined();
    expect(detectFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska'))).toBeUndefined();
    expect(detectFormat(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeUndefined();
    expect(detectFormat(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBeUndefined();
    expect(detectFormat(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(detectFormat(Buffer.alloc(0))).toBeUndefined();
    expect(detectFormat(bytes('%PDF-1.7'))).toBeUndefined();
  });
});

describe('kindsOf', () => {
  it('maps formats to the upload routes that take them', () => {
    expect(kindsOf('png')).toEqual(['image']);
    expect(kindsOf('quicktime')).toEqual(['video']);
    expect(kindsOf('webm')).toEqual(['video', 'audio']);
    expect(kindsOf('mp4')).toEqual(['video', 'audio']);
    expect(kindsOf('wav')).toEqual(['audio']);
    expect(kindsOf('mp3')).toEqual(['audio']);
  });
});

describe('demuxerOf', () => {
  it('names the one demuxer ffmpeg reads each audio or video format with, and none for images', () => {
    expect(demuxerOf('mp3')).toBe('mp3');
    expect(demuxerOf('wav')).toBe('wav');
    expect(demuxerOf('webm')).toBe('matroska');
    expect(['mp4', 'm4a', 'quicktime'].map((f) => demuxerOf(f as 'mp4'))).toEqual(['mov', 'mov', 'mov']);
    expect(demuxerOf('jpeg')).toBeUndefined();
  });
});
