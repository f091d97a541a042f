import { test as base, expect, Page } from '@playwright/test';
import { createMember, Member, signIn } from './members';

export { expect };

/**
 * `test` with two lazy fixtures (made only when a test asks for them):
 * - `member`: a fresh verified member (password MEMBER_PASSWORD), not signed in;
 * - `memberPage`: `page`, already signed in as `member`.
 */
export const test = base.extend<{ member: Member; memberPage: Page }>({
  member: async ({}, use) => {
    await use(await createMember());
  },
  memberPage: async ({ page, member }, use) => {
    await signIn(page, member);
    await use(page);
  },
});
