/** The port a Playwright run serves on and the data folder of its embedded database (playwright.config.ts, global-teardown.ts). */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = () => `data/e2e-${e2ePort()}`;
