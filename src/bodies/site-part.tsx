import type { ReactNode } from "react";
import { BelowFold } from "../components/layout/below-fold";

/** On the site: a part below the first screen is hydrated later (BelowFold), the others at once. */
export function SitePart({ later, children }: { later?: boolean; children: ReactNode }) {
  return later ? <BelowFold>{children}</BelowFold> : <>{children}</>;
}
