import { isIntegerField } from './schema-fixes';
import { isRef, refName, type OpenAPIObject, type ReferenceObject, type SchemaObject } from './openapi-types';

/**
 * Example values by field name, so every request and response schema gets a realistic example
 * without each DTO repeating them. A field missing here gets a value made from its type and
 * rules (enum, format, length, pattern, minimum); an example written on a DTO field wins.
 */
const DATE_TIME = '2026-11-26T08:30:00.000Z';
/** A paging cursor as the server makes them (posts/cursor.ts: base64url of the position). */
const CURSOR = 'MjAyNi0xMS0yNlQwODozMDowMC4xMjM0NTZafDEyMA';

const FIELD_EXAMPLES: Record<string, unknown> = {
  user_name: 'Ruth Miller',
  userName: 'Ruth Miller',
  recipientUserName: 'Naomi Brooks',
  name: 'Ruth Miller',
  email: 'ruth@example.org',
  password: 'Str0ng-passphrase!',
  oldPassword: 'Str0ng-passphrase!',
  newPassword: 'An0ther-passphrase!',
  content: 'Grace and peace to you all this morning.',
  postContent: 'Grace and peace to you all this morning.',
  commentContent: 'Amen, praying with you.',
  groupTitle: 'Morning Prayer Circle',
  group_title: 'Morning Prayer Circle',
  title: 'Morning Prayer Circle',
  description: 'We pray together every morning at seven.',
  message: 'Done',
  error: 'Bad Request',
  details: 'Repeated unkind comments under my posts.',
  note: 'Please keep comments kind.',
  query: 'ruth',
  q: 'prayer',
  deviceId: 'c4a1e2f0-5b7d-4c1e-9a3b-2f6d8e0b1a77',
  device_id: 'c4a1e2f0-5b7d-4c1e-9a3b-2f6d8e0b1a77',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  ip_address: '203.0.113.7',
  profile_picture: '/uploads/profile/42.jpg',
  url: '/uploads/media/9f2c.jpg',
  thumbnail_url: '/uploads/media/9f2c-thumb.jpg',
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBhbiBleGFtcGxl',
  accessToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjQyfQ.c2lnbmF0dXJl',
  token: 'q7Lr2vJx9TnW4kPz8sHc3mYd6bFa1eGu',
  ticket: 'q7Lr2vJx9TnW4kPz8sHc3mYd6bFa1eGu',
  statusCode: 400,
  limit: 20,
  offset: 0,
  unreadCount: 3,
  like_count: 12,
  comment_count: 4,
  member_count: 8,
  width: 1024,
  height: 768,
  verified: 1,
  path: '/uploads/media/9f2c.jpg',
  poster_path: '/uploads/media/9f2c-poster.jpg',
  answer_testimony: 'She got the job this week. Thank you all for praying!',
  testimony: 'She got the job this week. Thank you all for praying!',
  timeZone: 'Europe/London',
  time_zone: 'Europe/London',
  secret: 'pen_3q7Lr2vJx9TnW4kPz8sHc3mYd6bFa1eGuXw',
  redirectTo: 'https://app.example.org/callback?code=abc&state=xyz',
  // RegisterDto's honeypot: an example must not look like a robot's sign-up.
  website: '',
  bio: 'I met Jesus at nineteen, in a hospital waiting room, and He has carried me through every season since.',
  mode: 'married',
  role: 'user',
  status: 'active',
  review_status: 'approved',
  user_code: 'ruth.miller',
  time: DATE_TIME,
  created_at: DATE_TIME,
  since: DATE_TIME,
  dateSaved: DATE_TIME,
  valid_until: DATE_TIME,
  day: '2026-11-26',
  link: '/post/120',
  nextCursor: CURSOR,
  next_cursor: CURSOR,
  content_snapshot: 'Send me your bank details and I will pray for your finances.',
  text: 'My post quoted Psalm 23; it was not aimed at anyone.',
  matched_phrase: 'bank details',
  phrase: 'bank details',
  domain: 'throwaway-mail.example',
  reason: 'Repeated insults in comments after two warnings.',
  decision_note: 'Removed under rule 1: the comment insulted another member.',
  target_label: 'Post by Ruth Miller',
  action: 'resolve_report',
  target_type: 'post',
  media_type: 'image',
  media_path: '/uploads/media/9f2c.jpg',
  poster_url: '/uploads/media/9f2c-poster.jpg',
  theme_color: '#3b6e8f',
  crisis_resources_url: 'https://findahelpline.com/',
  mfa_token: 'mfa_Xb3kQ9vT2nLr8sWc4yHd7pZa',
  reset_token: 'r7Kp2xWq9LmT4vNc8sHd3yBf6gZa1eJu',
  code: '492039',
  recovery_code: 'k7d2p-9xq4m',
  recovery_codes: 'k7d2p-9xq4m',
  otpauth_url: 'otpauth://totp/Pen:ruth%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Pen',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
  // A VAPID public key and a browser's subscription keys, in their real shapes (base64url).
  publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
  clientId: 'pen_app_Hq3vT9xLr2sWc8yKd4pZaQ',
  clientSecret: 'pen_secret_w8Lq2xTr9VmK4sNc7yHd3pBf6gZa1eJuQo5iXt0RkYc',
  redirectUris: 'https://verse.example.org/callback',
  scope: 'posts:read',
  scopes: 'posts:read',
  never: 'Change your password, e-mail address or other account settings',
};

/**
 * Field examples for one schema, where the same field name means something else than in the
 * table above (a rule's title is not a group's; a passkey's name is not a person's). Used
 * wherever the schema appears, nested ones included.
 */
const RULE = { title: 'Be kind', description: 'Disagree with an idea, never insult the person who holds it.' };
const MEDIA_DESCRIPTION = { description: 'Sunrise over the lake where our group prayed this morning.' };
const SCHEMA_FIELD_EXAMPLES: Record<string, Record<string, unknown>> = {
  DecisionRuleDto: RULE,
  CaseReportRuleDto: RULE,
  RuleBodyDto: RULE,
  RuleDto: RULE,
  UpdateMediaDescriptionDto: MEDIA_DESCRIPTION,
  MediaDescriptionAnswerDto: { ...MEDIA_DESCRIPTION, message: 'Description saved' },
  MediaItemDto: MEDIA_DESCRIPTION,
  GroupCommentMediaDto: MEDIA_DESCRIPTION,
  OAuthScopeDto: { description: 'Read your posts and comments, and the posts you can see.' },
  PasskeyDto: { name: 'Ruth\'s iPhone' },
  RegisterPasskeyDto: { name: 'Ruth\'s iPhone' },
  TermsDto: { content: 'Pen is a place to share faith, pray for one another and encourage each other.\nBe kind; keep what others share with you private.', version: 3 },
  AnnouncementDto: { message: 'Pen will be down for maintenance on Saturday from 06:00 to 06:30 UTC.' },
  NotificationDto: { content: 'Naomi Brooks liked your post: “Grace and peace to you all…”' },
  // An active member: `suspended_until` is present only while suspended.
  UserDto: { suspended_until: undefined },
  // A plain sign-in: the second-factor step and a suspended member's standing are other answers
  // (undefined leaves an optional field out).
  LoginResponseDto: { first_sign_in: false, mfa_required: undefined, methods: undefined, mfa_token: undefined, standing: undefined, password_change_suggested: undefined, message: 'Login successful' },
};

/** Whole examples for schemas whose field-by-field example would read wrong. */
const SCHEMA_EXAMPLES: Record<string, unknown> = {
  ErrorDto: { statusCode: 400, message: 'Content or media is required', error: 'Bad Request' },
  MessageDto: { message: 'Post deleted' },
  // Requests an integrator sends as they are (server/test/openapi/documented-examples.test.ts
  // sends both): a sign-up from a script (the web page's spam fields left out) and an app.
  RegisterDto: {
    user_name: 'Ruth Miller',
    email: 'ruth@example.org',
    password: 'Str0ng-passphrase!',
    bio: FIELD_EXAMPLES.bio,
    deviceId: FIELD_EXAMPLES.deviceId,
    language: 'en',
    accept_rules: true,
  },
  CreateOAuthAppDto: {
    name: 'Verse of the Day',
    redirectUris: ['https://verse.example.org/callback'],
    website: 'https://verse.example.org',
    confidential: false,
  },
};

const MAX_DEPTH = 6;

type Schemas = Record<string, SchemaObject | ReferenceObject>;

/**
 * A value that satisfies `schema`, or undefined when none could be made (then no example is
 * written). `owner` is the component schema's name when `schema` is one (for SCHEMA_FIELD_EXAMPLES).
 */
export function exampleFor(schema: SchemaObject | ReferenceObject, schemas: Schemas, name?: string, depth = 0, owner?: string): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (isRef(schema)) {
    const ref = refName(schema);
    const target = schemas[ref];
    if (!target) return undefined;
    if (!isRef(target) && target.example === undefined && SCHEMA_EXAMPLES[ref] !== undefined) return SCHEMA_EXAMPLES[ref];
    return exampleFor(target, schemas, name, depth + 1, ref);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum.find((v) => v !== null);
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts?.length) {
    if (parts.length === 1 || !schema.allOf) return exampleFor(parts[0], schemas, name, depth + 1);
    return Object.assign({}, ...parts.map((p) => exampleFor(p, schemas, name, depth + 1) ?? {})) as unknown;
  }
  if (schema.type === 'object' || schema.properties) return objectExample(schema, schemas, depth, owner);
  if (schema.type === 'array') {
    const item = schema.items ? exampleFor(schema.items, schemas, name, depth + 1) : undefined;
    return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
  }
  if (schema.type === 'integer' || schema.type === 'number') return numberExample(schema, name);
  if (schema.type === 'boolean') return typeof FIELD_EXAMPLES[name ?? ''] === 'boolean' ? FIELD_EXAMPLES[name ?? ''] : true;
  if (schema.type === 'string') return stringExample(schema, name);
  return undefined;
}

function objectExample(schema: SchemaObject, schemas: Schemas, depth: number, owner?: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const own = SCHEMA_FIELD_EXAMPLES[owner ?? ''] ?? {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const value = key in own && !isRef(prop) && prop.example === undefined ? own[key] : exampleFor(prop, schemas, key, depth + 1);
    if (value !== undefined) out[key] = value;
    else if (schema.required?.includes(key)) return undefined;
  }
  return out;
}

function numberExample(schema: SchemaObject, name?: string): number {
  const known = FIELD_EXAMPLES[name ?? ''];
  let value = typeof known === 'number' ? known : /_count$|Count$/.test(name ?? '') ? 5 : isIntegerField(name) ? 42 : 1;
  if (schema.minimum !== undefined && value < schema.minimum) value = schema.minimum;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return schema.type === 'integer' ? Math.round(value) : value;
}

function stringExample(schema: SchemaObject, name?: string): string | undefined {
  if (schema.format === 'date-time') return DATE_TIME;
  if (schema.format === 'date') return DATE_TIME.slice(0, 10);
  if (schema.format === 'email') return 'ruth@example.org';
  if (schema.format === 'binary') return undefined;
  if (schema.format === 'uri' || schema.format === 'url') return 'https://pen.example.org/';
  const known = FIELD_EXAMPLES[name ?? ''];
  const candidates = [typeof known === 'string' ? known : undefined, name ? `${name} text` : 'text'];
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  for (const length of [min, 8, 16, 32, 43, 64, 88]) if (length >= min && length <= max) candidates.push('AbC9'.repeat(30).slice(0, Math.max(length, 1)));
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  return candidates.find((c) => c !== undefined && c.length >= min && c.length <= max && (!pattern || pattern.test(c)));
}

/** Writes an `example` on every component schema (requests and answers) that has none yet. */
export function addSchemaExamples(doc: OpenAPIObject): void {
  const schemas = doc.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (isRef(schema) || schema.example !== undefined || schema.enum) continue;
    const example = SCHEMA_EXAMPLES[name] ?? exampleFor(schema, schemas, undefined, 0, name);
    if (example !== undefined) schema.example = example;
  }
}
