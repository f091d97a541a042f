import { Global, Module } from '@nestjs/common';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { LocalStorage } from './local-storage';
import { OrphanedFilesListener } from './orphaned-files.listener';
import { S3Storage } from './s3-storage';
import { ScratchSweeperService } from './scratch-sweeper.service';
import { FileGates } from './file-gates';
import { Storage } from './storage';
import { UploadsController } from './uploads.controller';

export function createStorage(settings: Settings): Storage {
  if (settings.storage === 's3' && settings.s3) return new S3Storage(settings.s3);
  // Keys start with uploads/…, so local files live in DATA_DIR/uploads/… as DESIGN.md says.
  return new LocalStorage(settings.dataDir);
}

/**
 * The configured Storage, injectable everywhere (`constructor(private storage: Storage)`), and the
 * gates that withhold files (FileGates, registered by their owners).
 */
@Global()
@Module({
  providers: [{ provide: Storage, inject: [SETTINGS], useFactory: createStorage }, FileGates, OrphanedFilesListener, ScratchSweeperService],
  controllers: [UploadsController],
  exports: [Storage, FileGates],
})
export class StorageModule {}
