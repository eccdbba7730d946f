import { declared } from "../content/data-file";
import { codeTexts } from "../content/written";
import { firstDelivery } from "../../src/delivery/schema/index";

/**
 * The first delivery step's file of data/: its words, and the promo codes as facts, with their
 * dates, discounts and discounted prices written out.
 */
export const deliveryFiles = declared({
  "first-delivery.json": {
    label: { en: "Sign-up: first delivery details", ru: "Регистрация: данные первой доставки" },
    schema: firstDelivery,
    fixture: "delivery",
    page: true,
    derive: codeTexts,
  },
});
