import { illustration, type Illustration } from '@portal/domain/site/art';
import * as css from './art-image.css';

/**
 * One of the portal's illustrations as an image file (not JavaScript), with its intrinsic size so
 * the page keeps its space before it loads. Decorative (empty alt): the text beside it says what
 * the section is about. `priority` for the picture at the top of a page, lazy otherwise; at most
 * `maxWidth` px wide (its own width when unset), scaled down with its column.
 */
export function ArtImage({ name, priority = false, maxWidth, className }: { name: Illustration; priority?: boolean; maxWidth?: number; className?: string }) {
  const art = illustration(name);
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className ? `${css.image} ${className}` : css.image}
      style={{ maxWidth: Math.min(maxWidth ?? art.width, art.width) }}
    />
  );
}
