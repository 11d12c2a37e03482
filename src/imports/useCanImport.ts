import { useCanAccess } from 'react-admin';

/**
 * An import adds and changes records, so it takes both the list's create and edit permissions
 * (importPermissions of schema/import.ts); the server refuses its calls without them anyway.
 */
export const useCanImport = (resource: string) => {
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  return { canImport: !!create.canAccess && !!edit.canAccess, isPending: create.isPending || edit.isPending };
};
