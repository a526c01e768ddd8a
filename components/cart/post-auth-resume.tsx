'use client';

// Runs on every page (mounted once in the root layout). As soon as the session is authenticated
// it joins the browser and server carts (once per login in this tab); once the shopper has left
// the login pages it finishes the add-to-cart a signed-out shopper asked for on a product page
// (docs/product.md §4 `postAuth`): adds the product (in the size chosen before login, if any), clears the
// intent, returns to that page and says so. After logout it forgets the server cart's id and
// line map (the lines stay in the browser).

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '@/components/auth/use-session';
import { toast } from '@/components/ui/toast';
import { productForCart } from '@/components/cart/actions';
import { mergeWithServerCart } from '@/lib/browser/cart/login-merge';
import { clearPostAuth, readPostAuth } from '@/lib/browser/cart/post-auth';
import { getSessionStorage } from '@/lib/browser/storage';
import { forgetServerCart, storedCartId } from '@/lib/browser/cart/server-cart-keys';
import { addProductToCart, CART_MESSAGES } from './cart-commands';

/** sessionStorage: the user id whose carts were merged in this tab. */
const MERGED_FOR_KEY = 'cartMergedFor';
/** Pages where the login itself is still going on: wait until the shopper has left them. */
const AUTH_PAGES = new Set(['/login', '/register']);

let merging: Promise<void> | null = null;
let resuming: Promise<void> | null = null;

function mergedFor(): string | null {
  try {
    return getSessionStorage()?.getItem(MERGED_FOR_KEY) ?? null;
  } catch {
    return null;
  }
}

function setMergedFor(userId: string | null): void {
  try {
    const s = getSessionStorage();
    if (userId === null) s?.removeItem(MERGED_FOR_KEY);
    else s?.setItem(MERGED_FOR_KEY, userId);
  } catch {
    // blocked storage: the merge runs again next time, which is harmless (it never doubles)
  }
}

/**
 * Joins the browser and server carts once per login in this tab; one run at a time (a call
 * while one runs joins it).
 */
function mergeOnce(userId: string): Promise<void> {
  merging ??= (async () => {
    if (mergedFor() === userId) return;
    const outcome = await mergeWithServerCart();
    if (outcome.ok) setMergedFor(userId);
  })().finally(() => {
    merging = null;
  });
  return merging;
}

/** After the merge (so the add is not posted twice), finishes the add asked for before login. */
async function resumeIntent(
  userId: string,
  isSuperuser: boolean,
  pathname: string,
  navigate: (path: string) => void,
): Promise<void> {
  await mergeOnce(userId);
  const intent = readPostAuth();
  if (!intent) return;
  clearPostAuth();
  if (isSuperuser) return; // the product page's add is for customers (docs/product.md §6)
  let product;
  try {
    product = await productForCart(intent.productId);
  } catch (err) {
    console.warn('[cart] could not load the product to add after login', err);
    product = undefined;
  }
  if (intent.pathname !== pathname) navigate(intent.pathname);
  if (!product) {
    toast.error(CART_MESSAGES.addFailed);
    return;
  }
  // A size that sold out while the shopper logged in is refused here with its own toast.
  addProductToCart(product, { signedIn: true, size: intent.size ?? null });
}

export function PostAuthResume() {
  const { data: session, status } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const userId = session?.user?.id === undefined ? null : String(session.user.id);
  const isSuperuser = session?.user?.isSuperuser === true;

  useEffect(() => {
    if (status === 'unauthenticated') {
      if (mergedFor() !== null || storedCartId() !== null) {
        setMergedFor(null);
        forgetServerCart();
      }
      return;
    }
    if (status !== 'authenticated' || userId === null) return;
    // The merge starts as soon as the session is known, on the login page too. It used to wait
    // for the navigation away from it, which on a busy server is the landing page's whole render
    // (seconds): the shopper saw the unmerged cart meanwhile, and an add made there while the
    // merge's GET was still out was posted twice (by the add and by the merge).
    void mergeOnce(userId);
    if (AUTH_PAGES.has(pathname)) return;
    // One run at a time; the intent is taken before any await after the merge, so it is
    // finished exactly once.
    resuming ??= resumeIntent(userId, isSuperuser, pathname, (path) =>
      router.replace(path),
    ).finally(() => {
      resuming = null;
    });
  }, [status, userId, isSuperuser, pathname, router]);

  return null;
}
