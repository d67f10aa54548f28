import QRCode from 'qrcode';

/**
 * The QR code of a door ticket carries the bare token (22 base64url characters), not a URL: the
 * back office's scanner is the only reader, a short payload makes a small code (version 2) that
 * reads fast from a phone held up at the door, and a phone's own camera app has no link to open
 * (the check-in API needs a signed-in staff member anyway). Error correction M tolerates a
 * creased or glared printout.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function ticketQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { ...OPTIONS, type: 'svg' });
}

export function ticketQrPng(token: string, scale = 8): Promise<Buffer> {
  return QRCode.toBuffer(token, { ...OPTIONS, type: 'png', scale });
}

/** Where a ticket's QR image and PDF are served (public: the token is the capability). */
export const ticketPaths = (token: string) => ({ qrUrl: `/api/tickets/${token}/qr.svg`, pngUrl: `/api/tickets/${token}/qr.png`, pdfUrl: `/api/tickets/${token}/ticket.pdf` });
