'use client';

// Runs on every page (mounted once in the root layout). When the session becomes
// authenticated it joins the browser and server carts (once per login in this tab), then
// finishes the add-to-cart a signed-out shopper asked for on a product page (spec §4
// `postAuth`): adds the product, clears the intent, returns to that page and says so.
// After logout it forgets the server cart's id and line map (the lines stay in the browser).

import { useSession } from 'next-auth/react';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { productForCart } from '@/components/cart/actions';
import { mergeAtLogin } from '@/lib/browser/cart/login-merge';
import { clearPostAuth, getSessionStorage, readPostAuth } from '@/lib/browser/cart/post-auth';
import { forgetServerCart, storedCartId } from '@/lib/browser/cart/server-cart-keys';
import { addProductToCart, CART_MESSAGES } from './cart-commands';

/** sessionStorage: the user id whose carts were merged in this tab. */
const MERGED_FOR_KEY = 'cartMergedFor';
/** Pages where the login itself is still going on: wait until the shopper has left them. */
const AUTH_PAGES = new Set(['/login', '/register']);

let running: Promise<void> | null = null;

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

async function afterLogin(
  userId: string,
  isSuperuser: boolean,
  pathname: string,
  navigate: (path: string) => void,
): Promise<void> {
  if (mergedFor() !== userId) {
    const outcome = await mergeAtLogin();
    if (outcome.ok) setMergedFor(userId);
  }
  const intent = readPostAuth();
  if (!intent) return;
  clearPostAuth();
  if (isSuperuser) return; // the product page's add is for customers (spec §6)
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
  addProductToCart(product, { signedIn: true });
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
    if (status !== 'authenticated' || userId === null || AUTH_PAGES.has(pathname)) return;
    // One run at a time; the intent is taken before any await, so it is finished exactly once.
    running ??= afterLogin(userId, isSuperuser, pathname, (path) => router.replace(path)).finally(
      () => {
        running = null;
      },
    );
  }, [status, userId, isSuperuser, pathname, router]);

  return null;
}
