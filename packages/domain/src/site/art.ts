/**
 * The portal's own illustrations (apps/web/public/art, see its README), with their intrinsic sizes
 * so every page reserves their space before they load. Served as image files, not JavaScript;
 * the web app and the server-rendered pages both refer to them by these paths.
 */
export const ILLUSTRATIONS = {
  aligners: { width: 480, height: 360 },
  smile: { width: 480, height: 360 },
  scanner: { width: 480, height: 360 },
  platform: { width: 480, height: 360 },
  classroom: { width: 480, height: 360 },
  certificate: { width: 480, height: 360 },
  team: { width: 480, height: 360 },
  university: { width: 480, height: 360 },
  support: { width: 480, height: 360 },
} as const;

export type Illustration = keyof typeof ILLUSTRATIONS;

export interface ArtImage {
  src: string;
  width: number;
  height: number;
}

export function illustration(name: Illustration): ArtImage {
  return { src: `/art/illustrations/${name}.svg`, ...ILLUSTRATIONS[name] };
}

/** The icon of one of the digital platform's seven steps (its anchor id). */
export function platformStepIcon(step: string): ArtImage {
  return { src: `/art/platform-steps/${step}.svg`, width: 64, height: 64 };
}

export const LOGO_MARK = '/art/brand/logo-mark.svg';
export const LOGO_MARK_WHITE = '/art/brand/logo-mark-white.svg';
