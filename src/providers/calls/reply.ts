/**
 * What a custom call resolves with: the reply's data and the server's message to show. The message
 * is absent when react-admin signed out on the reply (it then resolves instead of failing).
 */
export interface CallReply<T = unknown> {
  data: T;
  message?: string;
}
