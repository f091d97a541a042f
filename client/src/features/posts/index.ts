// What other features may use of posts: the feed the dashboard shows and its query.
export { feedQuery } from './api/usePostLists';
export { FeedView } from './components/FeedView';
