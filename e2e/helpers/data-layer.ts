import type { Page } from '@playwright/test';

export type DataLayerEvent = Record<string, unknown> & { event: string };

export function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);
}

export async function eventsNamed(page: Page, name: string) {
  return (await dataLayer(page)).filter((e) => e.event === name);
}
