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
