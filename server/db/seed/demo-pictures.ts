import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { and, inArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { productSlug } from '@domain/catalog';
import { cylinderLabel, cylinderMarking } from '@domain/cylinder-markings';
import { IMAGE_WIDTHS, LARGEST_IMAGE_WIDTH, uploadedImageUrl } from '@domain/images';
import { products } from '../schema';
import type { Db } from '../types';
import { containerSvg } from './cylinder-drawing';
import { imagePath, type UploadStore } from '../../modules/uploads/upload-store';
import { DEMO_PRODUCTS, type DemoProduct } from './products';

/**
 * Every width of domain/images.ts as WebP, at the encoder efforts that keep a new data folder's first start short:
 * effort 2 is a third of the default's time for the same size on these flat drawings; the widest, which takes the
 * longest and which fewest visitors download, is encoded at effort 0 (half the time again, ~6 KB more).
 */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;
const WIDEST_WEBP_OPTIONS = { ...WEBP_OPTIONS, effort: 0 } as const;

/** What an empty product picture looked like before the demo had pictures: nothing, or the storefront's placeholder. */
const PLACEHOLDER_URLS = ['', '/placeholder.svg'];

/**
 * The stored URL of any version of a demo drawing (`<slug>-cylinder-<10 letters>`, or 10 hex digits before), which an upgrade may replace.
 * An uploaded file's key ends in 12 random hex digits, so an admin's picture never matches.
 */
const DEMO_DRAWING_URL = '^/uploads/images/[a-z0-9-]+-cylinder-[0-9a-p]{10}-1200\\.webp$';

/** What a start needs to know of a demo picture: whose it is and the name it is stored under. */
export interface DemoPictureName {
  sku: string;
  /** The upload key: the product's slug and a digest of the drawing, so a changed drawing is stored under a new name. */
  key: string;
  /** What the product row keeps in images and thumbnail_url. */
  url: string;
}

export interface DemoPicture extends DemoPictureName {
  svg: string;
}

/** The drawing of one product and the name it is stored under. */
export function demoPicture(product: DemoProduct & { sku: string }): DemoPicture {
  const svg = containerSvg(cylinderMarking(product), cylinderLabel(product));
  const digest = createHash('sha256').update(svg).update(JSON.stringify([WEBP_OPTIONS, WIDEST_WEBP_OPTIONS])).digest('hex').slice(0, 10);
  // Hex written with the letters a–p: a digest of digits beside the width ("2497500788-1200") reads like a card number to
  // the scan that keeps card numbers out of every table (RELIABILITY 16).
  const key = `${productSlug(product.name)}-cylinder-${digest.replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d)))}`;
  return { sku: product.sku, key, url: uploadedImageUrl(key), svg };
}

let demoPictureList: readonly DemoPicture[] | null = null;

/** Every demo product's picture (they all have a SKU, which the upgrade finds them by), drawn once per process. */
export function demoPictures(): readonly DemoPicture[] {
  demoPictureList ??= DEMO_PRODUCTS.flatMap(({ sku, ...product }) => (sku ? [demoPicture({ ...product, sku })] : []));
  return demoPictureList;
}

/** Where a start remembers the demo pictures' names, and the sources of the server that drew them. */
export interface DemoPictureMemo {
  file: string;
  /** server/build-info.ts's SOURCE_HASH: null (running from the sources) neither reads nor writes the file. */
  source: string | null;
}

const memoSchema = z.object({
  source: z.string(),
  pictures: z.array(z.object({ sku: z.string(), key: z.string(), url: z.string() })),
});

/**
 * The demo pictures' names without drawing them (about 90 ms of this thread at every start): read from the memo that
 * a server built from the same sources wrote, or drawn and written there. A different build, or a missing or damaged
 * file, draws them again.
 */
export function demoPictureNames(memo?: DemoPictureMemo): readonly DemoPictureName[] {
  const source = memo?.source;
  if (!memo || !source) return demoPictures();
  try {
    const stored = memoSchema.safeParse(JSON.parse(fs.readFileSync(memo.file, 'utf8')));
    if (stored.success && stored.data.source === source) return stored.data.pictures;
  } catch {
    // none yet, or unreadable: drawn below
  }
  const pictures = demoPictures().map(({ sku, key, url }) => ({ sku, key, url }));
  try {
    fs.writeFileSync(memo.file, JSON.stringify({ source, pictures }));
  } catch {
    // a read-only data folder: drawn again at the next start
  }
  return pictures;
}

/**
 * The picture's WebP files by width, narrowest first. One libvips pipeline per width, drawn straight from the SVG at
 * that width: no JavaScript runs between a pipeline's steps, so libuv's threads draw every picture while this thread
 * is busy (PGlite migrating a new data folder), measured twice as fast as one raster scaled down with a hop per step.
 */
export async function renderPicture(svg: string): Promise<Map<number, Buffer>> {
  const drawing = Buffer.from(svg);
  const files = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const options = width === LARGEST_IMAGE_WIDTH ? WIDEST_WEBP_OPTIONS : WEBP_OPTIONS;
      return [width, await sharp(drawing).resize({ width }).removeAlpha().webp(options).toBuffer()] as const;
    }),
  );
  return new Map(files);
}

/** Stored last of a picture's widths (renderPicture's order), so its presence means the picture is whole. */
const LAST_WRITTEN_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;

async function isStored(store: UploadStore, picture: DemoPictureName): Promise<boolean> {
  const file = await store.get(imagePath(picture.key, LAST_WRITTEN_WIDTH));
  file?.body.destroy();
  return file !== null;
}

/**
 * Stores every demo picture the upload store lacks: all of them for a new data folder or one seeded before the demo
 * had pictures, none at a usual start (one look-up each), or those of an instance whose store another instance's
 * database refers to. Returns how many pictures were drawn.
 */
export async function ensureDemoPictureFiles(store: UploadStore, pictures: readonly DemoPictureName[] = demoPictures()): Promise<number> {
  const stored = await Promise.all(pictures.map((picture) => isStored(store, picture)));
  const missingKeys = new Set(pictures.filter((_, index) => !stored[index]).map((picture) => picture.key));
  // Drawn only when a file is missing; a name from the memo has the same drawing behind it.
  const missing = missingKeys.size ? demoPictures().filter((picture) => missingKeys.has(picture.key)) : [];
  // All queued at once: libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise) is the limit.
  await Promise.all(
    missing.map(async (picture) => {
      const files = await renderPicture(picture.svg);
      for (const [width, bytes] of files) await store.put(imagePath(picture.key, width), bytes, 'image/webp');
    }),
  );
  return missing.length;
}

/** `array[…]::text[]` of the given texts, for the array operators drizzle has no builder for. */
function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Gives demo products still without a picture of their own their current drawing: those with no images or only the old
 * placeholder (a data folder seeded before the demo had pictures), or an earlier version of the drawing. A product an
 * admin gave pictures is never touched. Returns the SKUs updated.
 */
export async function giveDemoProductsPictures(db: Db, pictures: readonly DemoPictureName[] = demoPictures()): Promise<string[]> {
  const urlOfSku = sql`case ${products.sku} ${sql.join(
    pictures.map((picture) => sql`when ${picture.sku} then ${picture.url}`),
    sql` `,
  )} end`;
  const placeholders = textArray(PLACEHOLDER_URLS);
  const thumbnail = sql`coalesce(${products.thumbnailUrl}, '')`;
  const updated = await db
    .update(products)
    .set({ images: sql`array[${urlOfSku}]`, thumbnailUrl: urlOfSku, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          products.sku,
          pictures.map((picture) => picture.sku),
        ),
        or(
          sql`${products.images} <@ ${placeholders}`,
          sql`cardinality(${products.images}) = 1 and ${products.images}[1] ~ ${DEMO_DRAWING_URL}`,
        ),
        or(sql`${thumbnail} = any(${placeholders})`, sql`${thumbnail} ~ ${DEMO_DRAWING_URL}`),
        // Already the current drawing: left alone, so a usual start writes nothing.
        sql`not (${products.images} = array[${urlOfSku}] and ${thumbnail} = ${urlOfSku})`,
      ),
    )
    .returning({ sku: products.sku });
  return updated.flatMap((row) => (row.sku ? [row.sku] : []));
}
