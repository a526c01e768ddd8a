import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { PrintButton } from '@/components/admin/print/print-button';
import { PrintPageStyle } from '@/components/admin/print/print-page-style';
import { TagProblems } from '@/components/admin/tags/tag-problems';
import { TagSheets, TAGS_PER_SHEET } from '@/components/admin/tags/tag-sheets';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { countText } from '@/lib/shared/counts';
import { adminForPage } from '@/lib/server/admin';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { MAX_TAGS, parseTagIds, productTags } from '@/lib/server/qr';
import { shopInfo } from '@/lib/server/shop';
import type { SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = { title: 'Print tags' };

const backToProducts = (
  <Link href="/admin/products" className={buttonStyles.compact.secondary}>
    Back to products
  </Link>
);

/** Printable price tags with QR codes for the products in `?ids=1,2,3`. */
export default async function AdminTagsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const { ids, invalid } = parseTagIds((await searchParams).ids);
  if (ids.length > MAX_TAGS) {
    return (
      <EmptyState title={`Too many products: ${ids.length}`} actions={backToProducts}>
        Tags print for at most {MAX_TAGS} products at a time. Select fewer on the product list.
      </EmptyState>
    );
  }
  const { tags, unknownIds } = await productTags(caller, ids, await currentBaseUrl());
  const sheets = Math.ceil(tags.length / TAGS_PER_SHEET);
  return (
    <div className="space-y-5">
      <PrintPageStyle />
      <div className="space-y-4 print:hidden">
        <PageHeader
          title="Print tags"
          intro={
            tags.length > 0
              ? `${countText(tags.length, 'tag', 'tags')} on ${countText(sheets, 'A4 sheet', 'A4 sheets')}, ${TAGS_PER_SHEET} to a sheet. Print at 100% scale.`
              : undefined
          }
          actions={
            <>
              {tags.length > 0 && <PrintButton>Print</PrintButton>}
              {backToProducts}
            </>
          }
        />
        <TagProblems invalid={invalid} unknownIds={unknownIds} />
      </div>
      {tags.length > 0 ? (
        <TagSheets tags={tags} shopName={shopInfo().name} />
      ) : (
        <EmptyState title="No products to print" actions={backToProducts}>
          On the product list, tick the products that need tags and choose “Print tags”.
        </EmptyState>
      )}
    </div>
  );
}
