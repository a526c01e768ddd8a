// The print rules of the admin's printable pages (tags, poster): an A4 page with 10 mm margins,
// and only the page's own content on paper. The admin layout's sidebar, top bar and skip link
// are the siblings of #admin-main; they are hidden here rather than in the layout so that every
// other admin page still prints as it looks. Rendered in place (not hoisted), so the rules leave
// with the page on a client-side navigation.
const printCss = (page: string) => `
@page { ${page} }
@media print {
  html, body { background: #fff !important; }
  div:has(> #admin-main) { display: block !important; min-height: 0 !important; }
  div:has(> #admin-main) > :not(#admin-main) { display: none !important; }
  #admin-main { max-width: none !important; margin: 0 !important; padding: 0 !important; }
}
`;

/** `page` is the @page rule's body: A4 with 10 mm margins unless a page asks for its paper. */
export function PrintPageStyle({ page = 'size: A4 portrait; margin: 10mm;' }: { page?: string }) {
  return <style>{printCss(page)}</style>;
}
