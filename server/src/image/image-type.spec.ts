import { detectImageKind } from './image-type';

const bytes = (...v: Array<number | string>) =>
  Uint8Array.from(v.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

describe('detectImageKind', () => {
  it('recognises JPEG, PNG, GIF and WebP signatures', () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(detectImageKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageKind(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(detectImageKind(bytes('GIF87a'))).toBe('gif');
    expect(detectImageKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('rejects anything else, including text named .jpg and truncated headers', () => {
    expect(detectImageKind(bytes('hello world'))).toBeUndefined();
    expect(detectImageKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageKind(bytes(0xff, 0xd8))).toBeUndefined();
    expect(detectImageKind(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(detectImageKind(new Uint8Array())).toBeUndefined();
  });
});
