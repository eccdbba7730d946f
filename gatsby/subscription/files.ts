import { declared } from "../content/data-file";
import { subscription } from "../../src/subscription/schema/index";

/** The subscriber's requests page's file of data/: words only. */
export const subscriptionFiles = declared({
  "subscription.json": {
    label: { en: "Pause, skip, change or cancel", ru: "Пауза, пропуск, изменение, отмена" },
    schema: subscription,
    fixture: "subscription",
    page: true,
  },
});
