import type { Query } from '@tanstack/react-query';

/** react-admin's queries that read many rows of a resource (a record's own getOne is left alone). */
const LIST_METHODS = new Set(['getList', 'getInfiniteList', 'getManyReference', 'getMany']);

/** A predicate for queryClient.invalidateQueries: the resource's list queries. */
export const listQueriesOf = (resource: string) => (query: Query) =>
  query.queryKey[0] === resource && LIST_METHODS.has(String(query.queryKey[1]));
