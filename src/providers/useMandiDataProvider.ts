import { useDataProvider } from 'react-admin';
import type { MandiDataProvider } from './dataProvider';

/** The dataProvider with its custom calls typed (react-admin wraps each, so a 401 signs out). */
export const useMandiDataProvider = () => useDataProvider<MandiDataProvider>();
