import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH } from '@domain/images';
import { HERO_UPLOAD_MESSAGES, UPLOAD_MESSAGES, type UploadKind } from '@domain/schemas/uploads';
import { AppError } from '../../errors';

/** What the bytes are (never the name or the declared type); anything else is refused. */
const ACCEPTED: Record<UploadKind, ReadonlySet<string>> = {
  image: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  hero: new Set(['image/jpeg', 'image/png', 'image/webp']),
  document: new Set(['application/pdf']),
};
const REFUSAL: Record<UploadKind, string> = { image: UPLOAD_MESSAGES.imageType, hero: HERO_UPLOAD_MESSAGES.heroType, document: UPLOAD_MESSAGES.documentType };

/** sharp's name of each accepted image format, checked again on its own reading of the bytes. */
const SHARP_FORMAT: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Decompression bombs stop here: a picture of more pixels (e.g. 8000 × 6000) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export class UploadTooLarge extends AppError {
  constructor(message: string = UPLOAD_MESSAGES.tooLarge) {
    super('validation_failed', message, { file: message });
  }

  override get statusCode(): number {
    return 413;
  }
}

const refuse = (message: string) => new AppError('validation_failed', message, { file: message });

/** The type the bytes say they are, when it is one this kind accepts; refuses anything else. */
export async function acceptedType(bytes: Buffer, kind: UploadKind): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  if (!mime || !ACCEPTED[kind].has(mime)) throw refuse(REFUSAL[kind]);
  if (kind === 'document' && !isWholePdf(bytes)) throw refuse(REFUSAL[kind]);
  return mime;
}

/**
 * file-type finds a PDF signature anywhere in the first kilobyte; a stored PDF must open with it, and end with
 * the end-of-file marker within its last kilobyte (where PDF readers look for it).
 */
function isWholePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).includes('%%EOF', 0, 'latin1');
}

export interface EncodedImage {
  width: number;
  height: number;
  /** One WebP per IMAGE_WIDTHS entry (never wider than the original). */
  variants: { width: (typeof IMAGE_WIDTHS)[number]; bytes: Buffer }[];
}

/**
 * Re-encodes an accepted picture: turned upright from its EXIF orientation, first frame only, every metadata
 * block dropped (sharp keeps none unless asked), written anew as WebP, so nothing of the uploaded bytes but
 * the pixels reaches a browser.
 */
export async function encodeImage(bytes: Buffer, mime: string): Promise<EncodedImage> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch (error) {
    throw decodingFailure(error);
  }
  if (metadata.format !== SHARP_FORMAT[mime]) throw refuse(UPLOAD_MESSAGES.imageType);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new UploadTooLarge();
  try {
    // One decode, to the widest size, upright; the smaller widths are made from it (half the memory and time of
    // decoding once per width, measured on a 48-megapixel PNG).
    const { data, info } = await source
      .rotate()
      .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: EncodedImage['variants'] = [];
    for (const width of IMAGE_WIDTHS) {
      const webp = await sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ width, bytes: webp });
    }
    return { width: info.width, height: info.height, variants };
  } catch (error) {
    throw decodingFailure(error);
  }
}

/** sharp's refusal as the uploader's: too many pixels is too large, anything else unreadable. */
function decodingFailure(error: unknown): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new UploadTooLarge();
  return refuse(UPLOAD_MESSAGES.unreadableImage);
}
