import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  apiGenerate,
  becomePro,
  expect,
  linkFromMailbox,
  PASSWORD,
  signUpConfirmed,
  test,
  uniqueEmail,
  WELCOME,
} from './fixtures.ts';

// Issue 14, items 3-7: what a paying user sees at 1280×800 and on a 390×844 phone. Each
// check below failed on the screens before the fix; the last test photographs every main
// screen at both widths into test-results/screens/ for a reviewer.

const SCREENS_DIR = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4317}`;

const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** Scrolls to the bottom once the page has hydrated (which itself scrolls to the top). */
async function scrollToBottom(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  let y = 0;
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }));
      await page.waitForTimeout(250);
      y = await page.evaluate(() => window.scrollY);
      return y;
    })
    .toBeGreaterThan(500);
  return y;
}

/** Every scroll position the window passes through from now on (read with `scrollTrail`). */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const trail: number[] = [];
    (window as unknown as { __trail: number[] }).__trail = trail;
    window.addEventListener('scroll', () => trail.push(Math.round(window.scrollY)), {
      passive: true,
    });
  });
}

const scrollTrail = (page: Page) =>
  page.evaluate(() => (window as unknown as { __trail?: number[] }).__trail ?? []);

/** Placeholders wider than the room their field gives them (text cut off). */
async function cutPlaceholders(scope: Locator) {
  return scope.evaluate((root) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const input of root.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!input.offsetParent) continue;
      const style = getComputedStyle(input, '::placeholder');
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const own = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
      if (canvas.measureText(input.placeholder).width > room) cut.push(input.placeholder);
    }
    return cut;
  });
}

/** How many lines each choice card's label takes. */
async function labelLines(group: Locator) {
  return group.evaluate((root) =>
    [...root.querySelectorAll('label')].map((label) => {
      const text = [...label.querySelectorAll('span')].find(
        (s) => !s.getAttribute('aria-hidden') && !s.classList.contains('sr-only'),
      )!;
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
      return { label: text.textContent, lines: Math.round(text.offsetHeight / lineHeight) };
    }),
  );
}

/**
 * Line breaks inside an e-mail address: each break's neighbours. A sensible break comes after
 * "@" or "-", or before ".".
 */
async function addressBreaks(address: Locator) {
  return address.evaluate((el) => {
    const chars: { ch: string; top: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({
          ch: node.textContent![i]!,
          top: Math.round(range.getBoundingClientRect().top),
        });
      }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i++)
      if (chars[i]!.top > chars[i - 1]!.top) breaks.push(`${chars[i - 1]!.ch}|${chars[i]!.ch}`);
    return breaks;
  });
}

const sensibleBreak = (pair: string) => /^[@-]\|/.test(pair) || /\|\.$/.test(pair);

for (const [width, device] of Object.entries(WIDTHS)) {
  test.describe(`${width} ${device.viewport.width}×${device.viewport.height}`, () => {
    test.use({ ...device, deviceScaleFactor: 1 });

    test('a path change lands at the top at once; no long scroll animation', async ({ page }) => {
      await page.goto('/');
      const start = await scrollToBottom(page);
      await recordScrolling(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
      ).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // A jump, not a glide: a smooth scroll passes through dozens of positions on its way up.
      // (At most one in between: the browser clamping the old position when the new page is
      // shorter, before the jump.)
      expect(
        (await scrollTrail(page)).filter((y) => y > 0 && y < start).length,
      ).toBeLessThanOrEqual(1);

      await page.goto('/blog');
      const blogStart = await scrollToBottom(page);
      await recordScrolling(page);
      await page.locator('article').last().getByRole('link').first().click();
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(
        (await scrollTrail(page)).filter((y) => y > 0 && y < blogStart).length,
      ).toBeLessThanOrEqual(1);
    });

    test('the generate form: compact, readable, honest about a plan that failed to load', async ({
      page,
    }) => {
      await signUpConfirmed(page);
      await page.goto('/dashboard/generate');
      const form = page.getByRole('form', { name: 'Message details' });
      const button = page.getByRole('button', { name: 'Generate Messages' });
      await expect(page.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled();

      if (width === 'desktop') {
        // The whole form fits the screen, button included, before any scrolling.
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = (await form.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(800);
      }

      // Every optional fact is one click away; no placeholder is cut off.
      await page.getByRole('button', { name: /Add details/ }).click();
      await expect(page.getByLabel('What should we call them?')).toBeVisible();
      await expect(page.getByText("Used after the first mention, e.g. 'Bobby'")).toBeVisible();
      expect(await cutPlaceholders(form)).toEqual([]);

      // Tone labels wrap to two lines at most, Pro tag or not.
      const tone = page.getByRole('group', { name: 'Tone' });
      for (const { label, lines } of await labelLines(tone))
        expect(lines, `${label} takes ${lines} lines`).toBeLessThanOrEqual(2);
      const typeLines = await labelLines(page.getByRole('group', { name: /Message type/ }));
      for (const { label, lines } of typeLines)
        expect(lines, `${label} takes ${lines} lines`).toBeLessThanOrEqual(2);

      // The look of an available and of a locked card, then the plan fails to load: every
      // card is disabled and must look it.
      const colourOf = (name: RegExp) =>
        page
          .getByRole('radio', { name })
          .evaluate((input) => getComputedStyle(input.closest('label')!).color);
      const enabled = await colourOf(/^Warm & Professional$/);
      const locked = await colourOf(/^Creative & Playful/);
      expect(locked).not.toBe(enabled);
      await page.route('**/api/account', (route) =>
        route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Down.' } }),
      );
      await page.reload();
      await expect(
        page.getByText('We couldn’t load the tones and message types of your plan.'),
      ).toBeVisible();
      for (const name of [/^Warm & Professional$/, /^Casual & Concise$/, /^Welcome Message$/]) {
        await expect(page.getByRole('radio', { name })).toBeDisabled();
        expect(await colourOf(name)).toBe(locked);
      }
    });

    test('a Pro user: every message type has "What should we call them?", no cut placeholders', async ({
      page,
    }) => {
      await signUpConfirmed(page);
      await becomePro(page);
      await page.goto('/dashboard/generate');
      const form = page.getByRole('form', { name: 'Message details' });
      await expect(page.getByRole('radio', { name: 'Promotion Announcement' })).toBeEnabled();
      await page.getByRole('button', { name: /Add details/ }).click();
      for (const type of ['Welcome Message', 'Promotion Announcement', 'Achievement Recognition']) {
        await page.getByRole('radio', { name: type }).check({ force: true });
        await expect(page.getByLabel('What should we call them?')).toBeVisible();
        expect(await cutPlaceholders(form), type).toEqual([]);
        for (const { label, lines } of await labelLines(page.getByRole('group', { name: 'Tone' })))
          expect(lines, `${label} takes ${lines} lines`).toBeLessThanOrEqual(2);
      }
      // Sent as preferredName and used by the writer after the first mention.
      await page.getByRole('radio', { name: 'Welcome Message' }).check({ force: true });
      await page.getByLabel(/^Name/).fill('Robert Lee');
      await page.getByLabel(/^Role/).fill('Data Engineer');
      await page.getByLabel('What should we call them?').fill('Bobby');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/generate'));
      await page.getByRole('button', { name: 'Generate Messages' }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        newHireName: 'Robert Lee',
        preferredName: 'Bobby',
      });
      await expect(page.getByText('Messages Generated!')).toBeVisible();
    });

    test('the success toast leaves Option 3’s Copy button free', async ({ page }) => {
      await signUpConfirmed(page);
      await page.goto('/dashboard/generate');
      await expect(page.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled();
      await page.getByLabel(/^Name/).fill('Priya Sharma');
      await page.getByLabel(/^Role/).fill('Data Engineer');
      await page.getByRole('button', { name: 'Generate Messages' }).click();
      const toast = page.getByText('Messages Generated!');
      await expect(toast).toBeVisible();
      const copy = page.getByRole('button', { name: 'Copy Option 3' });
      for (const block of ['end', 'center'] as const) {
        await copy.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block);
        await expect(toast).toBeVisible();
        const box = (await copy.boundingBox())!;
        const hit = await page.evaluate(
          ({ x, y }) =>
            document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(hit, `Copy Option 3 at block=${block}`).toBe('Copy Option 3');
      }
    });

    test('history search: the whole placeholder shows', async ({ page }) => {
      await signUpConfirmed(page);
      await page.goto('/dashboard/messages');
      const search = page.getByPlaceholder('Search messages by name, role, or tone...');
      await expect(search).toBeVisible();
      expect(await cutPlaceholders(page.locator('main'))).toEqual([]);
    });

    test('e-mail addresses wrap between their parts on both "Check your email" screens', async ({
      page,
    }) => {
      const address = uniqueEmail('a.rather.long.address.for.wrapping').replace(
        '@example.com',
        '@subdomain.example-company.com',
      );
      await page.goto('/auth/signup');
      await page.getByLabel('Display name').fill('Jordan Lee');
      await page.getByLabel('Email').fill(address);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      const shown = page.locator('main strong').filter({ hasText: 'rather' });
      for (const pair of await addressBreaks(shown)) expect(sensibleBreak(pair), pair).toBe(true);
      await linkFromMailbox(page.request, address, 'Confirm your e-mail for Herald');

      await page.goto('/auth/forgot-password');
      await page.getByLabel('Email').fill(address);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await expect(page.getByText('Password Reset Sent')).toHaveCount(1);
      const breaks = await addressBreaks(page.locator('main strong').filter({ hasText: 'rather' }));
      if (width === 'phone') expect(breaks.length).toBeGreaterThan(0);
      for (const pair of breaks) expect(sensibleBreak(pair), pair).toBe(true);
    });

    test('blog meta lines never start or end a line with "·"', async ({ page }) => {
      let wrapped = 0;
      for (const viewportWidth of width === 'phone' ? [390, 340] : [1280]) {
        await page.setViewportSize({ width: viewportWidth, height: device.viewport.height });
        await page.goto('/blog');
        // Each card's meta line as the reader sees it: its words and "·"s in order, each with
        // its line; a "·" cut off by the line's edge is not seen.
        const metaLines = await page.locator('article p:has(time)').evaluateAll((lines) =>
          lines.map((line) => {
            const box = line.getBoundingClientRect();
            return [...line.querySelectorAll('*')]
              .filter((el) => el.children.length === 0 && el.textContent!.trim())
              .map((el) => {
                const r = el.getBoundingClientRect();
                return {
                  dot: el.textContent!.trim() === '·',
                  top: Math.round(r.top),
                  seen: r.right > box.left + 0.5 && r.left < box.right - 0.5,
                };
              })
              .filter((part) => part.seen);
          }),
        );
        for (const parts of metaLines) {
          const words = parts.filter((p) => !p.dot);
          wrapped += new Set(words.map((w) => w.top)).size - 1;
          // Every "·" seen stands between two words on its own line.
          parts.forEach((part, i) => {
            if (!part.dot) return;
            const before = parts[i - 1];
            const after = parts[i + 1];
            const sameLine = (other?: { dot: boolean; top: number }) =>
              !!other && !other.dot && Math.abs(other.top - part.top) < 6;
            expect(sameLine(before), 'a line ends with "·"').toBe(true);
            expect(sameLine(after), 'a line starts with "·"').toBe(true);
          });
        }
      }
      if (width === 'phone') expect(wrapped, 'some meta line wraps on a phone').toBeGreaterThan(0);
    });

    test('404, quick actions for Pro, billing card, landing demo', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Herald' })).toBeVisible();

      await page.goto('/');
      const demoResults = page.locator('#examples [aria-busy]');
      const height = (await demoResults.boundingBox())!.height;
      if (width === 'phone') expect(height).toBeLessThan(320);

      await signUpConfirmed(page);
      await becomePro(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: /Manage plan/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Upgrade Plan/ })).toHaveCount(0);
      await page.goto('/dashboard/billing');
      const pro = page.getByRole('group', { name: 'Pro Plan' });
      await expect(pro.getByText('Unlimited messages')).toHaveCount(1);
    });
  });
}

test.describe('screens for review', () => {
  test.setTimeout(180_000);

  for (const [width, device] of Object.entries(WIDTHS)) {
    test(`every main screen at ${width} width`, async ({ browser, extraHTTPHeaders }) => {
      mkdirSync(SCREENS_DIR, { recursive: true });
      const context = await browser.newContext({
        ...device,
        deviceScaleFactor: 1,
        baseURL: ORIGIN,
        // This test's own client address (fixtures.ts), as every other test's context has.
        extraHTTPHeaders,
      });
      const page = await context.newPage();
      const shot = async (name: string, fullPage = true) => {
        // Fonts and lazy chunks settle, and any smooth scroll has come to rest.
        await page.waitForLoadState('networkidle');
        let last = -1;
        await expect
          .poll(async () => {
            const y = await page.evaluate(() => window.scrollY);
            const still = y === last;
            last = y;
            return still;
          })
          .toBe(true);
        const path = `${SCREENS_DIR}${name}-${width}.png`;
        if (!fullPage) return void (await page.screenshot({ path }));
        // The whole page as one tall screen, so sticky bars sit where they end up rather
        // than where the first screen left them.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ ...device.viewport, height });
        await page.screenshot({ path });
        await page.setViewportSize(device.viewport);
      };
      try {
        for (const [name, path] of [
          ['landing', '/'],
          ['blog', '/blog'],
          ['blog-article', '/blog/perfect-welcome-message'],
          ['contact', '/contact'],
          ['privacy', '/privacy'],
          ['not-found', '/no/such/page'],
          ['login', '/auth/login'],
          ['signup', '/auth/signup'],
          ['forgot-password', '/auth/forgot-password'],
        ] as const) {
          await page.goto(path);
          await shot(name);
        }
        await page.goto('/');
        await shot('landing-first-screen', false);

        await page.goto('/auth/forgot-password');
        await page.getByLabel('Email').fill('jordan.lee.onboarding@subdomain.example-company.com');
        await page.getByRole('button', { name: 'Send Reset Link' }).click();
        await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
        await expect(page.getByText("We've sent you a password reset link.")).toBeVisible();
        await expect(page.getByText("We've sent you a password reset link.")).toBeHidden({
          timeout: 10_000,
        });
        await shot('forgot-password-sent');

        await signUpConfirmed(page);
        for (const name of ['Marcus Chen', 'Zoë Müller', 'Sam Okafor'])
          expect((await apiGenerate(page, { ...WELCOME, newHireName: name })).status()).toBe(200);
        await page.goto('/dashboard');
        await expect(page.getByText('Marcus Chen')).toBeVisible();
        await shot('dashboard');

        await page.goto('/dashboard/generate');
        await expect(page.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled();
        await shot('generate-first-screen', false);
        await page.getByRole('button', { name: /Add details/ }).click();
        await shot('generate-details');
        await page.getByLabel(/^Name/).fill('Priya Sharma');
        await page.getByLabel(/^Role/).fill('Data Engineer');
        await page.getByRole('button', { name: 'Generate Messages' }).click();
        await expect(page.getByText('Messages Generated!')).toBeVisible();
        await shot('generate-results-with-toast', false);
        await expect(page.getByText('Messages Generated!')).toBeHidden({ timeout: 10_000 });
        await shot('generate-results');

        await page.goto('/dashboard/messages');
        await expect(page.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible();
        await shot('history');
        await page.goto('/dashboard/settings');
        await expect(page.getByLabel('Display Name')).toBeVisible();
        await shot('settings');
        await page.goto('/dashboard/billing');
        await expect(page.getByText('4 / 5')).toBeVisible();
        await shot('billing');

        await becomePro(page);
        await page.goto('/dashboard');
        await expect(page.getByRole('link', { name: /Manage plan/ })).toBeVisible();
        await shot('dashboard-pro');
        await page.goto('/dashboard/billing');
        await expect(page.getByText('PRO PLAN', { exact: true })).toBeVisible();
        await shot('billing-pro');
        await page.goto('/dashboard/generate');
        await expect(page.getByRole('radio', { name: 'Promotion Announcement' })).toBeEnabled();
        await shot('generate-pro', false);
      } finally {
        await context.close();
      }
    });
  }
});
