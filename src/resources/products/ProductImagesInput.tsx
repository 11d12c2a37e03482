import { ImagesInput } from '../../common/ImagesInput';

/**
 * The product's images: removed ones go in delete_images, new files as
 * product_images[i][image_file] (productFormValues.ts).
 */
export const ProductImagesInput = () => <ImagesInput resource="products" label="resources.products.fields.product_images" />;
