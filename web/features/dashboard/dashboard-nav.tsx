import {
  CalendarClock,
  CreditCard,
  History,
  LayoutDashboard,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Overview is highlighted only on /dashboard itself, not on its sub-screens (spec §2). */
  end?: boolean;
}

const DASHBOARD_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/dashboard/generate', label: 'New Message', icon: Sparkles },
  { to: '/dashboard/messages', label: 'Message History', icon: History },
  { to: '/dashboard/scheduled', label: 'Scheduled & sent', icon: CalendarClock },
  // Issue 25 (ADR 048): after the spec's screens that write and send, before Settings.
  { to: '/dashboard/people', label: 'People', icon: Users },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
  { to: '/dashboard/billing', label: 'Plan & Billing', icon: CreditCard },
];

/** The sidebar's links; collapsed, they show icons with the label as a tooltip. */
export function DashboardNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="grid gap-1">
      {DASHBOARD_NAV.map(({ to, label, icon: Icon, end }) => {
        // Active styles key off aria-current, which NavLink sets: a className function would
        // not survive Radix's Slot when the link is a tooltip trigger.
        const link = (
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={cn(
              'group relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
              'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground aria-[current=page]:hover:bg-secondary',
              collapsed && 'justify-center px-0',
            )}
          >
            <span
              aria-hidden="true"
              className="absolute inset-y-2 left-0 hidden w-1 rounded-r-full bg-primary group-aria-[current=page]:block"
            />
            <Icon
              className="size-5 shrink-0 group-aria-[current=page]:text-primary"
              aria-hidden="true"
            />
            <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
          </NavLink>
        );
        return (
          <li key={to}>
            {collapsed ? (
              <Tooltip>
                <TooltipTrigger asChild>{link}</TooltipTrigger>
                <TooltipContent side="right">{label}</TooltipContent>
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
