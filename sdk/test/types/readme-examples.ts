// The README's TypeScript-facing examples, compiled by test/readme-types.test.ts against the
// package's declarations with `strict` and `exactOptionalPropertyTypes` (issue 45): what an
// integrator copies from the README must compile as it is.
import { buildAuthorizeUrl, createPenClient, createPkcePair, createState, items, pages, signInWithPassword, type PostDto } from '@pen/sdk';

declare function isOld(post: PostDto): boolean;
declare function ask(question: string): Promise<string>;
declare const env: { PEN_EMAIL: string; PEN_PASSWORD: string };
const pen = createPenClient({ baseUrl: 'https://pen.example', auth: { apiKey: 'pen_1_example' } });

export async function paging(): Promise<void> {
  for await (const post of items((cursor) => pen.posts.getFeed({ query: { cursor, limit: 50 } }), 'posts')) {
    if (isOld(post)) break; // no further page is fetched
  }

  for await (const page of pages((cursor) => pen.notifications.userNotifications({ query: { cursor } }))) {
    console.log(page.notifications.length);
  }
}

export async function oauth(): Promise<string> {
  const { codeChallenge } = await createPkcePair();
  const state = createState();
  return buildAuthorizeUrl({
    baseUrl: 'https://pen.example',
    clientId: 'your-app-id',
    redirectUri: 'https://your.app/callback',
    scopes: ['posts:read', 'prayer:write', 'notifications:read'],
    state,
    codeChallenge,
  });
}

export async function passwordSignIn(): Promise<void> {
  const { pen, user, signOut } = await signInWithPassword({
    baseUrl: 'https://pen.example',
    email: env.PEN_EMAIL,
    password: env.PEN_PASSWORD,
    deviceId: 'my-export-script',
    secondFactor: async (methods) => ({ code: await ask(`Authenticator code (${methods.join(', ')}): `) }), // two-factor sign-in
  });
  console.log(`Signed in as ${user.user_name}`);
  const { posts } = await pen.posts.getFeed({ query: { limit: 20 } });
  console.log(posts.length);
  await signOut();
}
