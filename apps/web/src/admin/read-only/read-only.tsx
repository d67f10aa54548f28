import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { useCanAccess, useCreatePath, useGetRecordId, useResourceContext } from 'react-admin';

/**
 * Read-only roles (viewers, and educators for sessions) get a record's show page, never its form:
 * an edit form they cannot save only looks editable. Whether a role may change a resource is
 * authProvider.canAccess's `write` rule (the same lists as the server's routes, which refuse the
 * write anyway).
 */
export function useCanWrite(): { canWrite: boolean; isPending: boolean } {
  const resource = useResourceContext();
  const { canAccess, isPending } = useCanAccess({ resource, action: 'write' });
  return { canWrite: canAccess === true, isPending };
}

/** A list's row click: the form for roles that may change the record, its show page for the others. */
export function useRowClick(): 'edit' | 'show' | false {
  const { canWrite, isPending } = useCanWrite();
  if (isPending) return false;
  return canWrite ? 'edit' : 'show';
}

/** The resource's edit route for roles that may write; the others are sent to the record's show page (an old link, a bookmark). */
export function writersOnly(Edit: ComponentType): ComponentType {
  function WritersOnly() {
    const { canWrite, isPending } = useCanWrite();
    const resource = useResourceContext();
    const id = useGetRecordId();
    const createPath = useCreatePath();
    if (isPending) return null;
    if (!canWrite) return <Navigate to={createPath({ resource, id, type: 'show' })} replace />;
    return <Edit />;
  }
  return WritersOnly;
}
