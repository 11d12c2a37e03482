import { useTranslate } from 'react-admin';

/**
 * The admin's name in the chosen language: react-admin shows its title as given where a page has
 * none of its own (not found, an error), so it is given translated.
 */
export const AppName = () => <>{useTranslate()('app.name')}</>;
