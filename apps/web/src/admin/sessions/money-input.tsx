import { NumberInput, type NumberInputProps } from 'react-admin';

/** A price typed in dollars and kept in integer cents, as the API and the database keep money. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={0.01}
      min={0}
      format={(cents: number | null | undefined) => (cents == null ? '' : cents / 100)}
      parse={(dollars: string) => (dollars === '' || dollars == null ? null : Math.round(Number(dollars) * 100))}
      {...props}
    />
  );
}
