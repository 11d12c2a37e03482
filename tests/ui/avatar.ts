import { expect } from 'vitest';

/**
 * The picture of the avatar in `element`, after checking that the avatar is hidden from assistive
 * technology: it stands beside the name, which is read once from the text.
 */
export function avatarPicture(element: HTMLElement): HTMLImageElement {
  const avatar = element.querySelector<HTMLElement>('.MuiAvatar-root');
  expect(avatar, 'an avatar').not.toBeNull();
  expect(avatar).toHaveAttribute('aria-hidden', 'true');
  const picture = avatar!.querySelector('img');
  expect(picture, 'a picture in the avatar').not.toBeNull();
  return picture!;
}
