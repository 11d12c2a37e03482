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

/** Told to a seller or labourer once staff approve the account: its listings are live now. */
export const approvedMail = (to: { name: string; email: string }, signInUrl: string): Mail => ({
  to: to.email,
  subject: 'Your Mandi account has been approved',
  text: `Hello ${to.name},\n\nYour account has been approved. The listings you prepared are live now, and new ones go live as you save them.\n\nSign in: ${signInUrl}\n`,
});

/** Told to a seller or labourer whose account staff did not approve, with their reason. */
export const rejectedMail = (to: { name: string; email: string }, reason: string): Mail => ({
  to: to.email,
  subject: 'Your Mandi account was not approved',
  text: `Hello ${to.name},\n\nYour account was not approved, so your listings cannot go live. The reason given:\n\n${reason}\n\nIf you think this is a mistake, contact the administrator.\n`,
});
