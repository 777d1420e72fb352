import { Outlet } from 'react-router';

export default function DashboardLayout() {
  return <Outlet />;
}
