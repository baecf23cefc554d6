import sharp from 'sharp';
import { imageVariantUrl } from '@domain/images';
import type { UploadStore } from '../uploads/upload-store';

/** Reads the shop's logo for an invoice: PNG bytes, or null when there is none or it cannot be read. */
export type InvoiceLogoReader = (logoUrl: string) => Promise<Buffer | null>;

/** The logo saved at /admin/logo, from the upload store, at its 400 px width, as PNG (PDF has no WebP). */
export function invoiceLogoReader(store: UploadStore): InvoiceLogoReader {
  return async (logoUrl) => {
    const url = imageVariantUrl(logoUrl.trim(), 400);
    if (!url) return null;
    try {
      const stored = await store.get(url.replace(/^\/uploads\//, ''));
      if (!stored) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return await sharp(Buffer.concat(chunks)).png().toBuffer();
    } catch {
      // A logo that cannot be read leaves the invoice with the shop's name alone, never without an invoice.
      return null;
    }
  };
}
