import type { Mail } from './mailer';

/** The mails the product sends on its own, about an account. */

export const resetLinkMail = (to: { name: string; email: string }, link: string, validMinutes: number): Mail => ({
  to: to.email,
  subject: 'Reset your Mandi Admin password',
  text: `Hello ${to.name},\n\nOpen this link within ${validMinutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
});

/** Sent to the old address, so an owner whose account was taken over hears of it. */
export const emailChangedMail = (to: { name: string; email: string }, newEmail: string): Mail => ({
  to: to.email,
  subject: 'The email address of your Mandi Admin account was changed',
  text: `Hello ${to.name},\n\nThe email address of your Mandi Admin account was changed from ${to.email} to ${newEmail}. Mail about the account goes there from now on.\n\nIf you did not make this change, contact the administrator at once.\n`,
});
