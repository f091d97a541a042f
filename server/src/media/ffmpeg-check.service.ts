import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { binaries, bundledFfmpeg, outdatedFfmpegWarning } from './processing/binaries';

/** Says at start when ffmpeg is the outdated bundled build (probing runs in the API, transcoding in the worker). */
@Injectable()
export class FfmpegCheckService implements OnApplicationBootstrap {
  private readonly log = new Logger('Media');

  onApplicationBootstrap(): void {
    const warning = outdatedFfmpegWarning(binaries().ffmpeg, bundledFfmpeg());
    if (warning) this.log.warn(warning);
  }
}
