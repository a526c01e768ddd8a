import { getCategoryTree } from '@/lib/server/products';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { categoryHref, subCategoryHref } from '@/lib/shared/category-match';
import { CategoryMenuList, type MenuGroup } from './category-menu-list';
import { MenuStatus } from './category-menu-status';
import { requestedFault } from './test-faults';

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The category menu, built from the main and sub categories products actually use (spec §2). */
export async function CategoryMenu() {
  const fault = await requestedFault('category-menu');
  if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, 2500));
  if (fault === 'error') throw new Error('Simulated category menu failure (E2E_FAULTS)');
  const tree = fault === 'empty' ? [] : await getCategoryTree();
  if (tree.length === 0) return <MenuStatus>No categories yet</MenuStatus>;

  const groups: MenuGroup[] = tree
    .map(({ main, subs }) => {
      const label = mainCategoryLabel(main);
      return {
        id: main,
        label,
        href: categoryHref(main, label),
        subs: [...subs]
          .sort(byText)
          .map((sub) => ({ label: sub, href: subCategoryHref(main, sub) })),
      };
    })
    .sort((a, b) => byText(a.label, b.label));
  return <CategoryMenuList groups={groups} />;
}
