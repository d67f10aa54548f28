import type { EmotionCache } from '@emotion/cache';

/**
 * The Emotion styles one server render used, as <style data-emotion> tags for the head: the
 * extraction of @emotion/server's extractCriticalToChunks and constructStyleTagsFromChunks,
 * which is not a dependency here. The cache must be in compat mode (set before rendering), so that
 * Emotion keeps the rules in `cache.inserted` instead of writing style tags among the markup.
 * Class rules go into one tag whose ids the browser's cache adopts (no second insertion); global
 * rules (CssBaseline) and keyframes get a tag each, which the browser's <Global> takes over.
 */
export function emotionStyleTags(cache: EmotionCache, html: string): string {
  const inHtml = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) inHtml.add(match[1]);
  const classIds: string[] = [];
  let classCss = '';
  const tags: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered && !inHtml.has(id)) continue;
    if (registered) {
      classIds.push(id);
      classCss += rules;
    } else {
      tags.push(styleTag(`${cache.key}-global ${id}`, rules));
    }
  }
  tags.push(styleTag(`${cache.key} ${classIds.join(' ')}`, classCss));
  return tags.join('');
}

function styleTag(dataEmotion: string, css: string): string {
  return `<style data-emotion="${dataEmotion}">${css.replace(/<\//g, '<\\/')}</style>`;
}
