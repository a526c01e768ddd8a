import { mainCategoryLabel } from '@/lib/shared/categories';
import { CategoryMenuList, type MenuGroup } from './category-menu-list';
import { MenuStatus } from './category-menu-status';
// Imported by its full name: the e2e build aliases exactly this specifier (next.config.ts).
import { loadCategoryTree } from '@/components/layout/category-menu-data';

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The category menu, built from the main and sub categories products actually use (docs/product.md §2). */
export async function CategoryMenu() {
  const tree = await loadCategoryTree();
  if (tree.length === 0) return <MenuStatus>No categories yet</MenuStatus>;

  // Names only: the browser makes the addresses (category-menu-list.tsx), so every page's flight
  // data carries each sub category's name once instead of its name and its address.
  const groups: MenuGroup[] = tree
    .map(({ main, subs }) => ({
      id: main,
      label: mainCategoryLabel(main),
      subs: [...subs].sort(byText),
    }))
    .sort((a, b) => byText(a.label, b.label));
  return <CategoryMenuList groups={groups} />;
}
