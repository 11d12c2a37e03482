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
