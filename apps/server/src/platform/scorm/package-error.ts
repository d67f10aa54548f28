import { AppError } from '@portal/domain/errors/app-error';

/** A package that cannot be played; the key is a catalog key that says why, in words a course author understands. */
export class PackageError extends AppError {
  constructor(key: string, params: Record<string, string | number> = {}) {
    super(422, `education:package.${key}`, params);
    this.name = 'PackageError';
  }
}
