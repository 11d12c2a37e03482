import { useTranslate } from 'react-admin';

/** A server's message (a file's problem, a row's error) in the chosen language, through the server's own table. */
export const useServerText = () => {
  const translate = useTranslate();
  return (message: string) => translate(message, { _: message });
};
