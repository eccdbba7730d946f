import { useTheme } from "../../hooks/use-theme";
import { useSiteData } from "../../hooks/use-site-data";
import { Button } from "../ui/button";
import { MoonIcon, SunIcon } from "../ui/icons";
import { Tooltip } from "../ui/tooltip";

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const { ui } = useSiteData();
  const label = theme === "dark" ? ui.themeToLight : ui.themeToDark;
  return (
    <Tooltip label={label} align="end">
      <Button variant="ghost" size="icon" aria-label={label} onClick={toggle}>
        {/* Icons switch by CSS, so the right one shows before React knows the theme. */}
        <MoonIcon className="size-5 dark:hidden" />
        <SunIcon className="hidden size-5 dark:block" />
      </Button>
    </Tooltip>
  );
}
