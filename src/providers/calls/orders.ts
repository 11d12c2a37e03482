import type { ApiCall } from '../httpClient';

/** The orders calls that are not react-admin verbs, as dataProvider methods. */
export const orderCalls = (_apiCall: ApiCall) => ({});
