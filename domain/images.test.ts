import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, uploadedImageUrl } from './images';

describe('uploaded image widths', () => {
  it('derives every width of an uploaded image from its stored URL', () => {
    const url = uploadedImageUrl('r-410a-cylinder-3f9a');
    expect(url).toBe('/uploads/images/r-410a-cylinder-3f9a-1200.webp');
    expect(imageSrcSet(url)).toBe(
      '/uploads/images/r-410a-cylinder-3f9a-400.webp 400w, /uploads/images/r-410a-cylinder-3f9a-800.webp 800w, /uploads/images/r-410a-cylinder-3f9a-1200.webp 1200w',
    );
    expect(imageVariantUrl(url, 400)).toBe('/uploads/images/r-410a-cylinder-3f9a-400.webp');
  });

  it('leaves any other URL alone', () => {
    for (const url of ['https://cdn.example.com/a-1200.webp', '/uploads/documents/sds-1.pdf', '/uploads/images/../x-1200.webp', '', null, undefined]) {
      expect(imageSrcSet(url)).toBeUndefined();
    }
    expect(imageVariantUrl('https://cdn.example.com/a.jpg', 400)).toBeNull();
  });
});
