import { PostCard, postJson as postParts, postPageJson as pageBytes, toPostCard } from './post-card';
import { PostRow, toPostDto } from '../post-rows';

function comment(id: number, content: string, isLiked: boolean) {
  return {
    comment_id: id,
    post_id: 7,
    user_id: 3,
    user_name: 'Anna "the" Writer',
    profile_picture: 'uploads/a.png',
    content,
    created_at: '2026-01-02T03:04:05.006Z',
    like_count: 2,
    is_liked: isLiked,
    is_ready: true,
    media: [{ media_id: 9, type: 'image', path: 'uploads/x.webp', poster_path: null, width: 10, height: 20, duration_s: null, media_state: 'ready' }],
  };
}

function row(isLiked: boolean, likedComments: number[], isPrayed = false): PostRow & { card_rev: string } {
  // Texts that look like the keys the card is cut at must not confuse it.
  const tricky = ['plain', ',"is_liked":true', '"is_liked":false}', 'ünïcödé \u2028 \\ "quoted"'];
  return {
    posts_id: 7,
    user_id: 1,
    user_name: 'Poster',
    user_code: 'poster.1',
    profile_picture: 'uploads/p.png',
    content: 'Post with ,"is_liked":false, "comments":[ inside',
    created_at: new Date('2026-01-01T00:00:00.123Z'),
    visibility: 'public',
    group_id: null,
    post_type: 'pray_request',
    is_ready: true,
    media_state: 'ready',
    held: false,
    anonymous: false,
    is_mine: false,
    comment_policy: 'everyone',
    for_someone_else: false,
    like_count: 5,
    comment_count: 4,
    prayer_count: 3,
    prayer_status: 'answered',
    answered_at: new Date('2026-01-03T00:00:00.000Z'),
    answer_testimony: 'Healed ,"is_prayed":true "comments":[',
    is_liked: isLiked,
    is_prayed: isPrayed,
    cursor_ts: '2026-01-01T00:00:00.123000Z',
    media: [],
    // The comments come from PostgreSQL as JSON, so their dates are already text.
    comments: tricky.map((text, i) => comment(100 + i, text, likedComments.includes(100 + i))) as unknown as PostRow['comments'],
    card_rev: '42',
  };
}

/** The card's pieces for a reader, as the text they make together. */
const postJson = (card: PostCard, isLiked: boolean, liked: ReadonlySet<number>, isPrayed = false): string =>
  Buffer.concat(postParts(card, isLiked, isPrayed, liked)).toString();
const postPageJson = (posts: string[], cursor: string | null): string => pageBytes(posts.map((p) => [Buffer.from(p)]), cursor).toString();

describe('post cards', () => {
  it.each([
    [false, []],
    [true, [100]],
    [true, [101, 102, 103]],
    [false, [100, 101, 102, 103]],
  ])('give a reader exactly the JSON of their own row (liked %s, comments %j)', (isLiked, likedComments) => {
    // The card is read as nobody sees it; the reader's likes are laid over it.
    const card = toPostCard(row(false, []));
    const expected = JSON.stringify(toPostDto(row(isLiked, likedComments)));
    expect(postJson(card, isLiked, new Set(likedComments))).toBe(expected);
  });

  it.each([false, true])('give a reader their own is_prayed (prayed %s)', (isPrayed) => {
    const card = toPostCard(row(false, []));
    expect(postJson(card, true, new Set([101]), isPrayed)).toBe(JSON.stringify(toPostDto(row(true, [101], isPrayed))));
  });

  it('are built the same from a row read with likes', () => {
    const card = toPostCard(row(true, [100, 103], true));
    expect(postJson(card, false, new Set())).toBe(JSON.stringify(toPostDto(row(false, []))));
    expect(card).toMatchObject({ postId: 7, rev: '42' });
    expect(card.comments.map((c) => c.id)).toEqual([100, 101, 102, 103]);
  });

  it('handle a post without comments', () => {
    const bare = { ...row(false, []), comments: [] };
    expect(postJson(toPostCard(bare), true, new Set())).toBe(JSON.stringify(toPostDto({ ...bare, is_liked: true })));
  });

  it('make a page with its cursor, or null', () => {
    const one = postJson(toPostCard(row(false, [])), false, new Set());
    expect(JSON.parse(postPageJson([one, one], 'abc'))).toEqual({ posts: [JSON.parse(one), JSON.parse(one)], nextCursor: 'abc' });
    expect(postPageJson([], null)).toBe(JSON.stringify({ posts: [], nextCursor: null }));
  });
});
