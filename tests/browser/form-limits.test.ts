/** Every text box of the public forms shows the server's maximum length in real Chromium. */
import { describe, expect, it } from 'vitest';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@careers/domain';
import { useChromium } from '../support/browser';
import { visible, withPage } from './helpers';

const browser = useChromium();

/** Each public form page and the test id of its form. */
const FORMS: Array<[path: string, formTestId: string]> = [
  ['/contact', 'contact-form'],
  ['/company-form', 'company-form'],
  ['/college-form', 'college-form'],
  ['/jobs/post-resume', 'post-resume-form'],
  ['/affiliate-form', 'affiliate-form'],
];

describe('maximum lengths in the forms', () => {
  it('caps every text box of every public form at the schema limit', async () => {
    await withPage(browser(), async ({ page }) => {
      for (const [path, formTestId] of FORMS) {
        await page.goto(path);
        const form = page.getByTestId(formTestId);
        await visible(form);
        const boxes = await form.evaluate((root) =>
          Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
            // Text the visitor types: not MUI's hidden mirrors (select values, autosize copies), files, dates or choices.
            .filter((box) => box.getAttribute('aria-hidden') !== 'true' && box.type !== 'hidden' && !box.readOnly)
            .filter((box) => box instanceof HTMLTextAreaElement || ['text', 'email', 'tel', 'password', 'search', 'url'].includes(box.type))
            .map((box) => ({
              box: box.id || box.name || box.outerHTML.slice(0, 80),
              multiline: box instanceof HTMLTextAreaElement,
              maxLength: box.maxLength,
            })),
        );
        expect(boxes.length, path).toBeGreaterThan(0);
        const unbounded = boxes.filter(
          ({ multiline, maxLength }) => maxLength < 1 || maxLength > (multiline ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH),
        );
        expect(unbounded, path).toEqual([]);
      }
    });
  });
});
