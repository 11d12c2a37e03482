import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { changesShown, openAudit } from './auditApi';

const SLOW = 40_000;

onPhoneScreen();

describe('Audit screen on a phone', () => {
  it(
    'shows one line per entry, which opens in place to its changes',
    async () => {
      const { user } = await openAudit(undefined, /^Quintals: Updated/);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const edited = screen.getByRole('button', { name: /^Quintals: Updated/ });
      expect(edited).toHaveTextContent('Unit · Kiran Staff · 14 March 2025, 03:05 PM');
      expect(screen.getByRole('button', { name: /^u-9: Created/ })).toHaveTextContent('User · Anonymous / system');
      expect(screen.getByRole('button', { name: /^Fresh Spinach, by Meera Kisan: Deleted/ })).toBeInTheDocument();

      await user.click(edited);
      expect(await changesShown()).toEqual(['FieldBeforeAfter', 'NameQuintalQuintals']);
      expect(edited).toHaveAttribute('aria-expanded', 'true');
    },
    SLOW,
  );
});
