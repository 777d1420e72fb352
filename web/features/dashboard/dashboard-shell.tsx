import { LogOut, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '#web/components/ui/sheet.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

interface DashboardShellProps {
  email: string;
  /** Resolves with the backend's error message, or null once signed out. */
  signOut: () => Promise<string | null>;
  /** The workspace switcher (issue 24); renders nothing for someone in one workspace. */
  workspace?: (collapsed: boolean) => ReactNode;
  children: ReactNode;
}

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-2 rounded-md font-bold text-primary"
      aria-label={collapsed ? 'Herald dashboard' : undefined}
    >
      <BrandMark />
      <span className={cn('text-lg tracking-tight', collapsed && 'sr-only')}>Herald</span>
    </Link>
  );
}

/**
 * The signed-in frame (spec §2): a sidebar on wide screens that collapses from w-64 to w-16
 * and remembers it, a drawer with the same links on small screens, and the user's e-mail
 * with Sign out.
 */
export function DashboardShell({ email, signOut, workspace, children }: DashboardShellProps) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();

  async function handleSignOut() {
    setSigningOut(true);
    const error = await signOut();
    setSigningOut(false);
    if (error) {
      toast.error('Sign out failed', { description: error });
      return;
    }
    navigate('/');
  }

  const account = (compact: boolean) => (
    <div className={cn('grid gap-2 border-t p-3', compact && 'justify-items-center')}>
      <p
        className={cn('truncate px-1 text-xs text-muted-foreground', compact && 'sr-only')}
        title={email}
      >
        <span className="sr-only">Signed in as </span>
        {email}
      </p>
      {compact ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              onClick={handleSignOut}
              disabled={signingOut}
              aria-label="Sign out"
            >
              <LogOut aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">Sign out</TooltipContent>
        </Tooltip>
      ) : (
        <Button
          variant="ghost"
          className="w-full justify-start text-muted-foreground"
          onClick={handleSignOut}
          disabled={signingOut}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </div>
  );

  return (
    <TooltipProvider delayDuration={200}>
      <div className="min-h-screen bg-muted/40">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>

        <aside
          id="dashboard-sidebar"
          aria-label="Sidebar"
          data-collapsed={collapsed}
          className={cn(
            'fixed inset-y-0 left-0 z-30 hidden flex-col border-r bg-card transition-[width] duration-200 md:flex',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <div
            className={cn(
              'flex h-16 items-center border-b px-3',
              collapsed ? 'justify-center' : 'justify-between pl-4',
            )}
          >
            {collapsed ? null : <Brand />}
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-muted-foreground"
              onClick={toggleCollapsed}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-controls="dashboard-sidebar"
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" />
              ) : (
                <PanelLeftClose aria-hidden="true" />
              )}
            </Button>
          </div>
          {workspace?.(collapsed)}
          <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
            <DashboardNav collapsed={collapsed} />
          </nav>
          {account(collapsed)}
        </aside>

        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur md:hidden">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="-ml-2" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent aria-describedby={undefined}>
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <div className="flex h-14 items-center border-b px-4">
                <Brand />
              </div>
              {workspace?.(false)}
              <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
                <DashboardNav onNavigate={() => setDrawerOpen(false)} />
              </nav>
              {account(false)}
            </SheetContent>
          </Sheet>
          <Brand />
        </header>

        <div
          className={cn('transition-[padding] duration-200', collapsed ? 'md:pl-16' : 'md:pl-64')}
        >
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
