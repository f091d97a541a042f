// What other features may use of posts: the feed the dashboard shows and its query, the
// Settings switch for media descriptions, and the description fields and dialog (group comments
// describe their media the same way, issue 41).
export { feedQuery } from './api/usePostLists';
export { FeedView } from './components/FeedView';
export { DescriptionReminderCard } from './DescriptionReminderCard';
export { DraftDescriptions } from './components/DraftDescriptions';
export { MediaDescriptionsDialog } from './components/MediaDescriptionsDialog';
export { remindsDescriptions } from './description-reminder';
// A group's Prayer tab (issue 44) lists its requests with the feed's cards.
export { GroupPrayerList } from './components/GroupPrayerList';
