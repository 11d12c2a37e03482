import type { ApiCall } from '../httpClient';

/** The accounts calls that are not react-admin verbs, as dataProvider methods. */
export const accountCalls = (_apiCall: ApiCall) => ({});
