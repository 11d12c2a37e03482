import { Avatar, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoredImage } from './images';

/** A detail card's images under a small heading; nothing when there are none. */
export const ImageGallery = ({ images, title, resource }: { images: StoredImage[]; title: string; resource: string }) => {
  const translate = useTranslate();
  if (!images.length) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {images.map((image, index) => (
          <Avatar
            key={image.id}
            src={image.image_url}
            alt={translate(`resources.${resource}.form.image_preview`, { number: index + 1 })}
            variant="rounded"
            sx={{ width: 96, height: 96 }}
          />
        ))}
      </Stack>
    </>
  );
};
