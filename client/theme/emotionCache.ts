import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * One key on both sides: the server names its extracted <style data-emotion="fc …"> tags with it
 * (client/ssr/entryServer.tsx), and the browser's cache of the same key adopts those tags at
 * creation, so hydration inserts no style twice.
 */
const EMOTION_KEY = "fc";

export const createEmotionCache = (): EmotionCache => createCache({ key: EMOTION_KEY });
