import type { ApiCall } from '../httpClient';

/** The products calls that are not react-admin verbs, as dataProvider methods. */
export const productCalls = (_apiCall: ApiCall) => ({});
