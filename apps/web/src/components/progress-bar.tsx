import { Box } from '@mui/material';
import { keyframes, lighten } from '@mui/material/styles';

const slide = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;

interface ProgressBarProps {
  /** 0-100: a progress bar with the label below; none: a moving bar that only decorates a status text beside it. */
  value?: number;
  label?: string;
  valueText?: string;
  height?: number;
}

/**
 * A thin bar in the brand's dark shade on its light track, as MUI's LinearProgress draws it,
 * without its component (about 1.8 KB gzip on each page that shows one). Moving bars stand still
 * for readers who ask for reduced motion.
 */
export function ProgressBar({ value, label, valueText, height = 4 }: ProgressBarProps) {
  const determinate = value !== undefined;
  const a11y = determinate
    ? { role: 'progressbar', 'aria-label': label, 'aria-valuenow': Math.round(value), 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuetext': valueText }
    : { 'aria-hidden': true };
  return (
    <Box {...a11y} sx={{ position: 'relative', overflow: 'hidden', height, borderRadius: `${height / 2}px`, bgcolor: (theme) => lighten(theme.palette.primary.main, 0.62) }}>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          bgcolor: 'primary.dark',
          ...(determinate
            ? { left: 0, width: '100%', transform: `translateX(${value - 100}%)`, transition: 'transform .4s linear' }
            : { animation: `${slide} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none', left: 0, right: 0, opacity: 0.6 } }),
        }}
      />
    </Box>
  );
}
