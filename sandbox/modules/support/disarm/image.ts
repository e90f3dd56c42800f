import sharp from 'sharp';
import { refuse, type Disarmed, type DisarmLimits } from './outcome.ts';

// One libvips thread per check: the pool bounds how many checks run at once.
sharp.concurrency(1);

/**
 * A JPEG or PNG rebuilt from its decoded pixels by libvips (sharp): same format, turned
 * upright by its orientation tag, at most `maxSide` pixels on its longest side, and without
 * anything but pixels — no comment, text chunk, profile, EXIF or bytes after its end. An image
 * declaring more than `maxPixels` is refused from its header, before anything is decoded.
 */
export async function disarmImage(
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png',
  limits: DisarmLimits,
): Promise<Disarmed> {
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
  // The header alone: its declared size is checked before any pixel is decoded.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse('unreadable', 'an image libvips cannot read'));
  if (!width || !height || width * height > limits.maxPixels)
    refuse('tooManyPixels', `an image declaring ${width} × ${height} pixels`);
  const pipeline = sharp(bytes, options)
    .rotate()
    .resize(limits.maxSide, limits.maxSide, { fit: 'inside', withoutEnlargement: true });
  const encoded = type === 'image/png' ? pipeline.png() : pipeline.jpeg({ quality: 90 });
  const out = await encoded
    .toBuffer()
    .catch((error: Error) =>
      refuse('unreadable', `an image that does not decode: ${error.message}`),
    );
  return { ok: true, bytes: new Uint8Array(out), type, pages: 1 };
}
