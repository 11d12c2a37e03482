import { useLocaleState } from 'react-admin';
import { formatPrice } from '../products/formatPrice';

/** Rupee amounts with two decimals in the screen's language (₹1,250.50). */
export const useFormatAmount = () => {
  const [locale] = useLocaleState();
  return (value: unknown) => formatPrice(value, `${locale}-IN`);
};
