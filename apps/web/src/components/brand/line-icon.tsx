import { COLORS } from '../../lib/brand-tokens';
import * as css from './line-icon.css';

/**
 * An icon from the lucide-static set (import its file: `import truck from 'lucide-static/icons/truck.svg'`),
 * drawn in a brand colour through a CSS mask: the icon stays an image file, not JavaScript, and
 * still takes the colour of its place. Decorative: the text beside it carries the meaning. Its
 * file, size and colour are the caller's, so they are set inline.
 */
export function LineIcon({ src, size = 28, color = COLORS.brand700 }: { src: string; size?: number; color?: string }) {
  const mask = `url("${src}") center / contain no-repeat`;
  return <span aria-hidden className={css.icon} style={{ width: size, height: size, backgroundColor: color, mask, WebkitMask: mask }} />;
}
