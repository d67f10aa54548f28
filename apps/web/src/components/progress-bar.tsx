import * as css from './progress-bar.css';

interface ProgressBarProps {
  /** 0-100: a progress bar with the label below; none: a moving bar that only decorates a status text beside it. */
  value?: number;
  label?: string;
  valueText?: string;
  height?: number;
}

/**
 * A thin bar in the brand's dark shade on its light track, as MUI's LinearProgress draws it,
 * styled by class (progress-bar.css.ts). Moving bars stand still for readers who ask for reduced
 * motion. A div with the progressbar role rather than a native <progress>: its value slides
 * (a transform), which a <progress>'s bar cannot do in every browser.
 */
export function ProgressBar({ value, label, valueText, height = 4 }: ProgressBarProps) {
  const determinate = value !== undefined;
  const a11y = determinate
    ? { role: 'progressbar', 'aria-label': label, 'aria-valuenow': Math.round(value), 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuetext': valueText }
    : { 'aria-hidden': true };
  return (
    <div {...a11y} className={css.track} style={{ height, borderRadius: height / 2 }}>
      <div className={css.bar({ determinate })} style={determinate ? { transform: `translateX(${value - 100}%)` } : undefined} />
    </div>
  );
}
