// The prayer parts of a post card (issue #33): "I prayed", the answered banner, the author's status menu.
export { PrayButton } from './PrayButton';
export { PrayerStatusBanner } from './PrayerStatusBanner';
export { usePrayerMenu } from './usePrayerMenu';
