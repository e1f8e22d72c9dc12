// The app evaluated in pieces, each in a task of its own: React, then MUI with the theme, then the
// app itself (start.tsx), which hydrates the page. Evaluating them as one module graph was a
// single 80-160 ms task on the test machine, long enough to delay a tap on the prerendered page.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function bootInPieces(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./config/theme');
  await nextTask();
  await import('./start');
}

void bootInPieces();

export {};
