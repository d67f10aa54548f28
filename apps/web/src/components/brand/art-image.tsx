import { Box, type SxProps, type Theme } from '@mui/material';
import { illustration, type Illustration } from '@portal/domain/site/art';

/**
 * One of the portal's illustrations as an image file (not JavaScript), with its intrinsic size so
 * the page keeps its space before it loads. Decorative (empty alt): the text beside it says what
 * the section is about. `priority` for the picture at the top of a page, lazy otherwise.
 */
export function ArtImage({ name, priority = false, sx }: { name: Illustration; priority?: boolean; sx?: SxProps<Theme> }) {
  const art = illustration(name);
  return (
    <Box
      component="img"
      src={art.src}
      width={art.width}
      height={art.height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      sx={[{ display: 'block', width: '100%', maxWidth: art.width, height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
