import { Outlet } from 'react-router';
import { SiteFooter } from '#web/components/layouts/site-footer.tsx';
import { SiteHeader } from '#web/components/layouts/site-header.tsx';

/** Header and footer around every public page; each page renders its own <main>. */
export default function MarketingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
