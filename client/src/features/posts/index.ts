// What other features may use of posts: the feed the dashboard shows and its query, and the
// Settings switch for media descriptions.
export { feedQuery } from './api/usePostLists';
export { FeedView } from './components/FeedView';
export { DescriptionReminderCard } from './DescriptionReminderCard';
