/** Entry points of the product's main screens, shared by links, the server and the sitemap. */
export const PATHS = {
  home: '/',
  registration: '/registration',
  schedule: '/live-training-schedule',
  scannerTrial: '/scanner-trial',
} as const;
