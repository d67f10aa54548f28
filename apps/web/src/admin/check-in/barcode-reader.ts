import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanning loop needs of a detector: the Barcode Detection API's `detect`. */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetector {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A QR code reader: the browser's own BarcodeDetector where it has one that reads QR codes
 * (Android, ChromeOS, macOS), else the `barcode-detector` ponyfill (ZXing compiled to WebAssembly,
 * the same API). The ponyfill and its 1 MB .wasm load only here, and the .wasm is served by the
 * portal, not fetched from the library's CDN default.
 */
export async function qrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return new native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
