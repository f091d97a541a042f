import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath(name: string, pathVar: string | undefined): string | undefined {
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

function fromPackage(pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string {
  // The installer packages export { path } of the binary for this platform. They are development
  // dependencies: a production install has neither and needs ffmpeg on PATH or FFMPEG_PATH.
  try {
    return (require(pkg) as { path: string }).path;
  } catch {
    const name = pkg.endsWith('ffmpeg') ? 'ffmpeg' : 'ffprobe';
    throw new Error(`${name} was not found: install ffmpeg on PATH (e.g. apt-get install ffmpeg) or set ${name.toUpperCase()}_PATH`);
  }
}

/**
 * ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH, else a binary on PATH (a distribution's build
 * is usually newer), else the static binaries shipped in the npm installer packages.
 */
export function resolveBinaries(env: NodeJS.ProcessEnv = process.env): { ffmpeg: string; ffprobe: string } {
  return {
    ffmpeg: env.FFMPEG_PATH || onPath('ffmpeg', env.PATH) || fromPackage('@ffmpeg-installer/ffmpeg'),
    ffprobe: env.FFPROBE_PATH || onPath('ffprobe', env.PATH) || fromPackage('@ffprobe-installer/ffprobe'),
  };
}

let cached: { ffmpeg: string; ffprobe: string } | undefined;
export const binaries = (): { ffmpeg: string; ffprobe: string } => (cached ??= resolveBinaries());

/**
 * A warning for the operator when ffmpeg is the static build of the npm installer package
 * (December 2018: years of demuxer security fixes missing), or undefined when it is another one.
 */
export function outdatedFfmpegWarning(ffmpeg: string, bundled: string | undefined): string | undefined {
  if (bundled === undefined || ffmpeg !== bundled) return undefined;
  return `ffmpeg is the bundled 2018 build (${ffmpeg}); install a current ffmpeg (e.g. Debian's) on PATH or set FFMPEG_PATH before running in production`;
}

/** The installer package's ffmpeg, or undefined when the package is not installed. */
export function bundledFfmpeg(): string | undefined {
  try {
    return fromPackage('@ffmpeg-installer/ffmpeg');
  } catch {
    return undefined;
  }
}
