import type { ApiCall } from '../httpClient';

/** The labour calls that are not react-admin verbs, as dataProvider methods. */
export const labourCalls = (_apiCall: ApiCall) => ({});
