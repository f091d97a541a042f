// Prayer reminders, commitments, my prayer list, check-ins and the emergency strip (issue #33): the modules.
export { PrayerModule, PrayerWorkerModule } from './prayer.module';
