// The app evaluated in pieces, each in a task of its own: React, then MUI's styling, the theme, then the
// app itself (start.tsx), which hydrates the page. Evaluating them as one module graph was a
// single long task (well past the 50 ms a task may take), long enough to delay a tap on the prerendered page.
// A message, not a timer: timers in a background tab wait up to a second each.
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function bootInPieces(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  // MUI's styling engine, then the theme built with it: creating the theme takes as long as
  // evaluating the engine, and together they made one of the longest tasks of start-up.
  await import('@mui/material/styles');
  await nextTask();
  await import('./config/theme');
  await nextTask();
  await import('./start');
}

void bootInPieces();

export {};
