// Data export's public surface: its modules (the app registers them).
export { DataExportModule, DataExportWorkerModule } from './data-export.module';
