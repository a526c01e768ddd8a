import { mainCategoryLabel } from '@/lib/shared/categories';
import { CategoryTagList } from './category-tag-list';

/** The product's main and sub category as two small tags. */
export function CategoryTags({ main, sub }: { main: string; sub: string }) {
  return <CategoryTagList mainLabel={mainCategoryLabel(main)} sub={sub} />;
}
