import { IMAGE_MAX_BYTES } from '../../schema/image';

/**
 * Why a chosen file is not taken before sending: not an image (the picker's accept="image/*"
 * only suggests), or larger than the server stores. The server checks the bytes again.
 */
export const chosenFileRefusal = (file: File): ImageRefusal | undefined => {
  if (!file.type.startsWith('image/')) return 'not_image';
  return file.size > IMAGE_MAX_BYTES ? 'too_large' : undefined;
};
export type ImageRefusal = 'not_image' | 'too_large';

/** The chosen files split into those taken and the names of those refused, by why (app.images_refused.<why>). */
export const sortChosenFiles = (files: readonly File[]) => {
  const taken: File[] = [];
  const refused: Partial<Record<ImageRefusal, string[]>> = {};
  for (const file of files) {
    const why = chosenFileRefusal(file);
    if (why) (refused[why] ??= []).push(file.name);
    else taken.push(file);
  }
  return { taken, refused };
};

/** An image a record already has (product_images, work_images). */
export interface StoredImage {
  id: string;
  image_url: string;
}

/** A newly chosen image: react-admin's file shape, so formData.ts sends rawFile. */
export interface ChosenImage {
  rawFile: File;
  src: string;
}

/**
 * The chosen file a server message is about: `<list>[i][image_file]` (or `<list>.i.image_file`)
 * names the i-th entry sent, and the new files come after the `kept` images already stored.
 */
export const chosenFileOf = (field: string, list: string, chosen: readonly ChosenImage[], kept = 0): File | undefined => {
  const match = new RegExp(`^${list}(?:\\[(\\d+)\\]|\\.(\\d+))`).exec(field);
  return match ? chosen[Number(match[1] ?? match[2]) - kept]?.rawFile : undefined;
};
