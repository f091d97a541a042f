// Verse bot: a Pen member's own bot, signed in with one of the member's API keys (scopes read and
// write). It posts the verse of the day to a group, then listens to the member's live
// notifications and answers every prayer request it is mentioned in with a short prayer.
//
//   PEN_URL=https://pen.example PEN_API_KEY=pen_… PEN_GROUP_ID=12 node bot.mjs
//
// BOT_ANSWER_LIMIT=n stops after n answers (the repository's test uses it); otherwise it runs
// until interrupted. Plain JavaScript on Node 22+, no build step.
import { createPenClient, PenApiError } from '@pen/sdk';

const VERSES = [
  ['The LORD is my shepherd; I shall not want.', 'Psalm 23:1'],
  ['Be still, and know that I am God.', 'Psalm 46:10'],
  ['Cast thy burden upon the LORD, and he shall sustain thee.', 'Psalm 55:22'],
  ['Trust in the LORD with all thine heart; and lean not unto thine own understanding.', 'Proverbs 3:5'],
  ['Come unto me, all ye that labour and are heavy laden, and I will give you rest.', 'Matthew 11:28'],
  ['I can do all things through Christ which strengtheneth me.', 'Philippians 4:13'],
  ['Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God.', 'Philippians 4:6'],
];

/** The same verse all day, the next one tomorrow. */
export function verseOfTheDay(date = new Date()) {
  const day = Math.floor(date.getTime() / 86_400_000);
  const [text, ref] = VERSES[day % VERSES.length];
  return `Verse of the day: “${text}” (${ref})`;
}

const { PEN_URL, PEN_API_KEY, PEN_GROUP_ID } = process.env;
if (!PEN_URL || !PEN_API_KEY || !PEN_GROUP_ID) {
  console.error('Set PEN_URL, PEN_API_KEY (a key with read and write) and PEN_GROUP_ID.');
  process.exit(2);
}
const answerLimit = Number(process.env.BOT_ANSWER_LIMIT ?? Infinity);

const pen = createPenClient({ baseUrl: PEN_URL, auth: { apiKey: PEN_API_KEY }, headers: { 'User-Agent': 'pen-verse-bot/1.0' } });

/** Runs a write, waiting as long as the server asks when it is rate-limited (429 with Retry-After). */
async function politely(write) {
  for (;;) {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof PenApiError) || err.status !== 429) throw err;
      const seconds = err.retryAfterSeconds ?? 60;
      console.log(`rate-limited, waiting ${seconds} s`);
      await new Promise((r) => setTimeout(r, seconds * 1000));
    }
  }
}

const answered = new Set();

/** Answers a mention in a prayer request (once per post); true when it did. */
async function answer(notification) {
  const postId = Number(/^\/post\/(\d+)$/.exec(notification.link ?? '')?.[1]);
  if (notification.notification_type !== 'mention' || !postId || answered.has(postId)) return false;
  answered.add(postId);
  const { post } = await pen.posts.getPost({ path: { posts_id: postId } });
  if (post.post_type === 'normal') return false;
  const content = `Praying for you, ${post.user_name}. “The LORD is nigh unto all them that call upon him.” (Psalm 145:18)`;
  await politely(() => pen.posts.newComment({ path: { id: postId }, body: { content } }));
  await pen.notifications.markNotificationsRead({ body: { upToId: notification.notification_id } });
  console.log(`answered the prayer request ${postId} of ${post.user_name}`);
  return true;
}

const me = (await pen.auth.profileUserInfo()).user;
console.log(`signed in as ${me.user_name} (mention @${me.user_name.replace(/ /g, '')})`);
await politely(() => pen.groups.newGroupComment({ path: { groupId: Number(PEN_GROUP_ID) }, body: { content: verseOfTheDay() } }));
console.log(`posted the verse of the day to group ${PEN_GROUP_ID}`);

let count = 0;
/** Answers the unread mentions of the newest notifications (those that came while the bot was away). */
async function catchUp() {
  const { notifications } = await pen.notifications.userNotifications({ query: { limit: 50 } });
  for (const n of notifications.filter((n) => !n.read_at).reverse()) if (count < answerLimit && (await answer(n))) count += 1;
}
await catchUp();

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
try {
  if (count < answerLimit) {
    for await (const event of pen.notifications.stream({ signal: stop.signal, onReconnect: ({ delayMs }) => console.log(`stream lost, reconnecting in ${delayMs} ms`) })) {
      if (event.type === 'ready') console.log('listening for mentions');
      if (event.type === 'notification' && (await answer(event.notification))) count += 1;
      if (count >= answerLimit) break;
    }
  }
} catch (err) {
  // Servers before the stream was opened to API keys refuse it (401/403): poll instead.
  if (!(err instanceof PenApiError) || ![401, 403].includes(err.status)) throw err;
  console.log(`the live stream is refused to this key (${err.status}); listening for mentions by polling every 3 s`);
  while (count < answerLimit && !stop.signal.aborted) {
    await new Promise((r) => setTimeout(r, 3000));
    await catchUp();
  }
}
console.log(`done: ${count} answered`);
