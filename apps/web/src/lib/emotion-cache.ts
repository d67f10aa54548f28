import createCache from '@emotion/cache';

/** One key on both sides: class names are `css-<hash>` in the server's markup and in the browser. */
export const EMOTION_KEY = 'css';

/**
 * The attribute that lists the ids of the rules in the server's main style tag. Not Emotion's own
 * `data-emotion="css …"`: a browser cache adopting that tag moves it within the head (Emotion's
 * default cache does so once more when its module loads), and each move made Chromium parse the
 * page's ~50 KB of rules again and restyle the whole page while the page was being adopted.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-ssr-css';

/**
 * One cache per page in the browser, one per request on the server. In the browser it starts out
 * knowing the server's rules by id, as Emotion's adoption would, so it inserts only rules the
 * server did not send, and the server's tag stays where it is.
 */
export function createEmotionCache() {
  const cache = createCache({ key: EMOTION_KEY });
  if (typeof document === 'undefined') return cache;
  for (const tag of Array.from(document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`))) {
    for (const id of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[id] = true;
  }
  return cache;
}

/** A style chunk of `@emotion/server`'s extractCriticalToChunks. */
interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The server's style tags for the head. The regular rules in one tag under the attribute above;
 * each global style (the baseline, the form styles, keyframes) in Emotion's own form, which its
 * <Global> adopts by name, with `data-s` so Emotion's default cache leaves it in place.
 */
export function serverStyleTags(chunks: { styles: StyleChunk[] }): string {
  return chunks.styles
    .map(({ key, ids, css }) =>
      key === EMOTION_KEY
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}
