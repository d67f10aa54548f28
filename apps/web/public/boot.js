// Starts the web app after the browser has painted a server-rendered page (marketing pages,
// terms) with its fonts: the page is readable without the app, so the app's download does not
// compete with the first paint. The server puts this script in place of the app's own
// (apps/server/src/platform/web.ts).
const app = document.querySelector('script[data-app]').dataset.app;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(app);
};
const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
// A hidden tab paints nothing; there is no first paint to wait for.
if (document.visibilityState === 'hidden') start();
else document.fonts.ready.then(afterNextFrame, afterNextFrame);
// Never hold the app back for long (fonts on a very slow connection).
setTimeout(start, 3000);
