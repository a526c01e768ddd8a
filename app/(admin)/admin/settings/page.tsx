import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { settingsFormValues } from '@/lib/shared/settings/shop-settings';
import { adminForPage } from '@/lib/server/admin';
import { getShopSettings, settingsSavedAt } from '@/lib/server/settings';

export const metadata: Metadata = { title: 'Settings' };

/** The shop's money and paperwork settings; the environment's values until first saved. */
export default async function AdminSettingsPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const [settings, savedAt] = await Promise.all([getShopSettings(), settingsSavedAt(caller)]);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Settings"
        intro={
          savedAt
            ? 'Invoices, UPI payments, delivery, returns, store credit and reorder. Saved changes show on every page at once.'
            : 'Invoices, UPI payments, delivery, returns, store credit and reorder. These are the defaults from the server’s configuration until you save.'
        }
      />
      <SettingsForm initial={settingsFormValues(settings)} />
    </div>
  );
}
