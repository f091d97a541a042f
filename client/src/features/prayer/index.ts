// What other features use of prayer (issue #33): the commit button on cards, the emergency strip, the check-in answers, the settings card.
export { CommitToPrayButton } from './CommitToPrayButton';
export { EmergencyStrip } from './EmergencyStrip';
export { CheckinActions, checkinPostId } from './CheckinActions';
export { ReminderSettingsCard } from './ReminderSettingsCard';
