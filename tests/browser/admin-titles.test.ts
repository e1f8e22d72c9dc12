import { describe, expect, it } from 'vitest';
import { useChromium } from '../support/browser';
import { useEmulators } from '../support/stack';
import { visible, WAIT_MS, withPage } from './helpers';
import { openAsAdmin } from './signIn';

useEmulators();
const browser = useChromium();

describe('back-office tabs', () => {
  it('name the screen they show', async () => {
    await withPage(browser(), async ({ page }) => {
      let signedIn = false;
      for (const [path, heading] of [
        ['/admin/dashboard', 'Dashboard'],
        ['/admin/privacy', 'Privacy'],
        ['/admin/college', 'Colleges'],
      ] as const) {
        if (signedIn) await page.goto(path);
        else await openAsAdmin(page, path);
        signedIn = true;
        await visible(page.getByRole('heading', { name: heading, level: 1 }), 2 * WAIT_MS);
        await page.waitForFunction((title) => document.title === title, `${heading} | CareerSetu`, { timeout: WAIT_MS });
        expect(await page.title()).toBe(`${heading} | CareerSetu`);
      }
    });
  });
});
