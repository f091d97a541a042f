import { expect, test } from './support/fixtures';
import { signIn } from './support/members';

test.describe('terms of service', () => {
  test('shows the latest terms from the API with their line breaks and a contact link', async ({ page, request }) => {
    const api = await request.get('/api/auth/latest-terms-of-service');
    expect(api.ok()).toBe(true);
    const { content } = (await api.json()) as { content: string };

    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    const text = page.getByTestId('terms-text');
    await expect(text).toContainText('Terms of Service');
    // innerText keeps the rendered line breaks: the page shows them as the API sent them.
    expect((await text.innerText()).trim()).toBe(content.trim());
    expect(content).toContain('\n');

    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-pen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Pen' })).toBeVisible();
  });
});

test.describe('privacy policy', () => {
  test('is dated 21 April 2025, covers the listed sections and links to the contact page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated: 21 April 2025')).toBeVisible();
    for (const heading of [
      'Data we collect',
      'The device identifier in local storage',
      'Cookies',
      'Analytics',
      'Affiliate links',
      'Acceptable use',
      'Public content',
      'Friends-only content',
      'Children',
      'Data controller and contact',
      'International transfers',
      'Deleting your account',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText('not end-to-end encrypted')).toBeVisible();
    await expect(page.getByText(/removed from our systems within 30 days/)).toBeVisible();
    await page.getByRole('link', { name: 'contact page' }).click();
    await expect(page).toHaveURL(/\/contact-pen$/);
  });

  test('the header leads a visitor back to sign in and a member back to the dashboard', async ({ page, browser, member }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const ctx = await browser.newContext();
    const memberPage = await ctx.newPage();
    await signIn(memberPage, member);
    await memberPage.goto('/privacy-policy');
    await memberPage.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    await ctx.close();
  });
});
