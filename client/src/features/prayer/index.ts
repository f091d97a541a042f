// What other features use of prayer (issue #33): the parts of a post card ("I prayed", the
// answered banner, the author's status menu, the commit button, and what the card hands them),
// the emergency strip, the check-in answers, the settings card.
export { PrayButton } from './PrayButton';
export { PrayerStatusBanner } from './PrayerStatusBanner';
export { usePrayerMenu } from './usePrayerMenu';
export type { PostCardHost } from './post-card-host';
export { CommitToPrayButton } from './CommitToPrayButton';
export { EmergencyStrip } from './EmergencyStrip';
export { CheckinActions, checkinPostId } from './CheckinActions';
export { ReminderSettingsCard } from './ReminderSettingsCard';
export { ReachOutPanel } from './ReachOutPanel';
