import { useLocation } from 'react-router-dom';

/**
 * Whether this page opened the tab: no screen of ours came before it, so going back would leave
 * the admin or do nothing. 'default' is the key of the entry the router started on.
 */
export const useOpenedTab = () => useLocation().key === 'default';
