import { Avatar, Card, CardHeader, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from '../../schema/dashboard';
import { useLocaleFormat } from '../common/useLocaleFormat';

type Categories = DashboardData['categories'];

const Section = ({ title, items }: { title: string; items: { key: string; label: string; image: string | null; count: number }[] }) => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  if (!items.length) return null;
  return (
    <Card sx={{ flex: '1 1 300px' }}>
      <CardHeader title={translate(title)} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {items.map((item) => (
          <Chip
            key={item.key}
            // The label names the category; its picture adds nothing to read (alt "").
            avatar={
              <Avatar src={item.image ?? undefined} alt="">
                {item.label[0]}
              </Avatar>
            }
            label={`${item.label}: ${number(item.count)}`}
            variant="outlined"
          />
        ))}
      </Stack>
    </Card>
  );
};

interface CategorySectionsProps {
  categories: Categories;
  /** Which counts the user may open the lists of: sub-categories, products. */
  show: { subCategories: boolean; products: boolean };
}

/** The spec's three category sections, each shown only when it has something to show. */
export const CategorySections = ({ categories, show }: CategorySectionsProps) => (
  <>
    {show.subCategories && (
      <Section
        title="app.dashboard.category_by_sub_category"
        items={categories
          .filter((c) => c.sub_category_count > 0)
          .map((c) => ({ key: c.id, label: c.name, image: c.category_url, count: c.sub_category_count }))}
      />
    )}
    {show.products && (
      <Section
        title="app.dashboard.category_by_product"
        items={categories
          .filter((c) => (c.product_count ?? 0) > 0)
          .map((c) => ({ key: c.id, label: c.name, image: c.category_url, count: c.product_count ?? 0 }))}
      />
    )}
    {show.products && show.subCategories && (
      <Section
        title="app.dashboard.sub_category_by_product"
        items={categories.flatMap((c) =>
          c.sub_category
            .filter((s) => (s.product_count ?? 0) > 0)
            .map((s) => ({ key: s.id, label: s.name, image: s.sub_category_url, count: s.product_count ?? 0 })),
        )}
      />
    )}
  </>
);
