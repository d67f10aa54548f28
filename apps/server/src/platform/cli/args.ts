import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command line of an operations command, read with Node's util.parseArgs: `--help` prints
 * the help and exits 0; an unknown option or a missing value prints the reason and the usage and
 * exits 2 (misuse).
 */
export function readArgs<T extends NonNullable<ParseArgsConfig['options']>>(options: T, help: string, usage: string) {
  try {
    const parsed = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(help);
      process.exit(0);
    }
    return parsed;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}\nRun with --help for the details.`);
    process.exit(2);
  }
}

/** Links in e-mails and output are built from PUBLIC_URL; without it they point at this machine. */
export function warnWithoutPublicUrl(config: { publicUrlConfigured: boolean; publicUrl: string }) {
  if (!config.publicUrlConfigured) {
    console.error(`Warning: PUBLIC_URL is not set: links point at ${config.publicUrl}; set PUBLIC_URL to the portal's public address.`);
  }
}
