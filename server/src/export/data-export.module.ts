import { Module } from '@nestjs/common';
import { AccountDeletedExportsListener } from './account-deleted-exports.listener';
import { DataExportController } from './data-export.controller';
import { DataExportProcessor } from './data-export.processor';
import { DataExportService } from './data-export.service';

/** `/api/data/request-export` and `/api/data/export/{token}`: a member's copy of their data. */
@Module({ controllers: [DataExportController], providers: [DataExportService, AccountDeletedExportsListener] })
export class DataExportModule {}

/** Worker role: writes the exports and deletes expired ones (`maintenance` queue). */
@Module({ providers: [DataExportProcessor] })
export class DataExportWorkerModule {}
