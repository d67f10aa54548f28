import createCache from '@emotion/cache';

/**
 * One key on both sides: the browser's cache adopts the server's <style data-emotion="css …">
 * tags (and skips inserting those rules again) only when the keys match.
 */
export const EMOTION_KEY = 'css';

export const createEmotionCache = () => createCache({ key: EMOTION_KEY });
