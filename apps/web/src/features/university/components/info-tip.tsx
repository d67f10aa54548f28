import { IconButton, SvgIcon, Tooltip } from '@mui/material';
import { useState } from 'react';

/**
 * An explanation beside a field: a real button (reachable with Tab, named for screen readers)
 * whose tooltip opens on hover, keyboard focus or tap, describes the button while open, and
 * closes on Escape, blur or leaving it.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={text}
      describeChild
      arrow
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      enterTouchDelay={0}
      leaveTouchDelay={8000}
    >
      <IconButton aria-label={label} size="small" edge="end" onClick={() => setOpen(true)} sx={{ color: 'primary.dark' }}>
        <SvgIcon fontSize="small" aria-hidden>
          <path d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" />
        </SvgIcon>
      </IconButton>
    </Tooltip>
  );
}
