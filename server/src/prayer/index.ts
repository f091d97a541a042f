// Prayer's public surface (issue #33): its modules and its part of a member's data export.
// SQL fragments other modules embed in their statements: prayer.queries.ts.
export { PrayerModule, PrayerRequestsModule, PrayerWorkerModule } from './prayer.module';
export { exportedPrayers, exportedReachOuts } from './export.repository';
