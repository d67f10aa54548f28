import { Box } from '@mui/material';
import { COLORS } from '../../lib/brand-tokens';

/**
 * An icon from the lucide-static set (import its file: `import truck from 'lucide-static/icons/truck.svg'`),
 * drawn in a brand colour through a CSS mask: the icon stays an image file, not JavaScript, and
 * still takes the colour of its place. Decorative: the text beside it carries the meaning.
 */
export function LineIcon({ src, size = 28, color = COLORS.brand700 }: { src: string; size?: number; color?: string }) {
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, bgcolor: color, mask: `url("${src}") center / contain no-repeat`, WebkitMask: `url("${src}") center / contain no-repeat` }}
    />
  );
}
