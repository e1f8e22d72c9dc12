/**
 * The home page's background video: the prerendered page shows its poster, and the video is fetched
 * and played only after the page has loaded and is live (hydrated, start-up over): it would otherwise
 * decode beside the app's start-up on a phone. It never plays when the visitor asks for reduced motion.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useChromium, VIEWPORTS, waitForLive } from '../support/browser';

const browser = useChromium();
const HERO_MEDIA = /\/media\/hero\.(webm|mp4)$/;

type Playback = { paused: boolean; currentSrc: string };

/** Resolves on the video's `playing` event (at once if it already plays), or on `timeoutMs` with its state. */
function playbackOf(video: HTMLVideoElement, timeoutMs: number): Promise<Playback> {
  return new Promise((resolve) => {
    const report = () => resolve({ paused: video.paused, currentSrc: video.currentSrc });
    if (!video.paused) return report();
    video.addEventListener('playing', report, { once: true });
    setTimeout(report, timeoutMs);
  });
}

describe('home hero video', () => {
  it('is served without autoplay and starts playing once the page has loaded and is live', async () => {
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.desktop, { reducedMotion: 'no-preference' });
    try {
      const html = await (await page.request.get('/')).text();
      const tag = /<video\b[^>]*>/.exec(html)?.[0] ?? '';
      expect(tag, 'the prerendered hero has a video').not.toBe('');
      expect(tag).toContain('preload="none"');
      expect(tag).not.toMatch(/autoplay/i);
      expect(tag).toContain('poster="/media/hero-poster.webp"');

      // When the document gets `data-live`, on the page's own clock.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-live')) return;
          (window as Window & { liveAt?: number }).liveAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
      });
      await page.goto('/');
      await waitForLive(page);
      const playback = await page.locator('video').evaluate(playbackOf, 15_000);
      expect(playback.paused, 'the video plays').toBe(false);
      expect(playback.currentSrc).toMatch(HERO_MEDIA);
      const timing = await page.evaluate((pattern) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const media = performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(entry.name));
        const { liveAt } = window as Window & { liveAt?: number };
        return { loadEnd: navigation.loadEventEnd, liveAt, mediaStarts: media.map((entry) => entry.startTime) };
      }, HERO_MEDIA.source);
      expect(timing.mediaStarts.length, 'the video was fetched').toBeGreaterThan(0);
      expect(Math.min(...timing.mediaStarts), 'fetched after the load event').toBeGreaterThanOrEqual(timing.loadEnd);
      expect(timing.liveAt, 'the page went live').toBeGreaterThan(0);
      expect(Math.min(...timing.mediaStarts), 'fetched once the page is live').toBeGreaterThanOrEqual(timing.liveAt!);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stays on its poster, unfetched, under reduced motion', async () => {
    const { page, errors, close } = await openPage(browser(), VIEWPORTS.phone, { reducedMotion: 'reduce' });
    try {
      await page.goto('/');
      await waitForLive(page);
      // Past the point where the video would have started: the load event, then two idle periods.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 });
            if (document.readyState === 'complete') idle();
            else addEventListener('load', idle, { once: true });
          }),
      );
      const state = await page
        .locator('video')
        .evaluate((video: HTMLVideoElement) => ({ paused: video.paused, poster: video.getAttribute('poster') }));
      expect(state).toEqual({ paused: true, poster: '/media/hero-poster.webp' });
      const fetched = await page.evaluate(
        (pattern) => performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(entry.name)).length,
        HERO_MEDIA.source,
      );
      expect(fetched, 'no video bytes fetched').toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
