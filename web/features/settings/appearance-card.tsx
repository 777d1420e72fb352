import { ThemeSwitch } from '#web/components/theme-switch.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';

/** The theme choice, kept in this browser (it is a display preference, not account data). */
export function AppearanceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>
          Choose light or dark, or follow your system. Saved in this browser.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ThemeSwitch />
      </CardContent>
    </Card>
  );
}
