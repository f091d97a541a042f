import { MediaType } from './media.entity';

/** File formats recognised from their first bytes. */
export type DetectedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'wav' | 'mp3' | 'webm' | 'mp4' | 'm4a' | 'quicktime';

/** How many leading bytes detectFormat needs. */
export const SNIFF_BYTES = 64;

const ascii = (b: Buffer, start: number, end: number): string => b.subarray(start, end).toString('latin1');

/**
 * Decides a file's format from its magic numbers; the name and the declared type are never
 * trusted. Returns undefined for anything else (text, executables, truncated headers).
 */
export function detectFormat(head: Buffer): DetectedFormat | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return 'webp';
    if (form === 'WAVE') return 'wav';
    return undefined;
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // EBML: only the WebM flavour of Matroska (its DocType sits in the first bytes).
    return ascii(head, 4, Math.min(head.length, SNIFF_BYTES)).includes('webm') ? 'webm' : undefined;
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'qt  ') return 'quicktime';
    if (brand === 'M4A ' || brand === 'M4B ') return 'm4a';
    return 'mp4';
  }
  // Old QuickTime files start with an atom other than ftyp.
  if (head.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(head, 4, 8))) return 'quicktime';
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return 'mp3';
  // MPEG audio frame sync: 11 set bits, a valid version and a layer other than "reserved" (which ADTS/AAC uses).
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x18) !== 0x08 && (head[1] & 0x06) !== 0) return 'mp3';
  return undefined;
}

/** Which upload routes a format is accepted on. WebM and MP4 are containers of either kind. */
export function kindsOf(format: DetectedFormat): MediaType[] {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'gif':
    case 'webp':
      return ['image'];
    case 'quicktime':
      return ['video'];
    case 'webm':
    case 'mp4':
      // Safari's recorder writes audio as MP4; ffprobe later checks the streams really are audio or video.
      return ['video', 'audio'];
    case 'm4a':
    case 'wav':
    case 'mp3':
      return ['audio'];
  }
}

/** The ffmpeg demuxers audio and video are read with: one per sniffed container, never ffmpeg's own guess. */
export type Demuxer = 'mp3' | 'wav' | 'matroska' | 'mov';

/**
 * The demuxer that reads a sniffed audio or video format (undefined for images). Forcing it keeps
 * ffmpeg from probing the content itself: a file starting with an ID3 tag but holding a DASH
 * manifest or a concat playlist would otherwise be opened as one, and fetch the URLs inside it.
 */
export function demuxerOf(format: DetectedFormat): Demuxer | undefined {
  switch (format) {
    case 'mp3':
    case 'wav':
      return format;
    case 'webm':
      return 'matroska';
    case 'mp4':
    case 'm4a':
    case 'quicktime':
      return 'mov';
    default:
      return undefined;
  }
}
