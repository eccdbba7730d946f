import { HONEYPOT_FIELD } from "../../lib/dom-marks";
import { typedIn, typedText } from "../typed";

function form(html: string) {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
}

describe("what was typed into a form", () => {
  it("reads texts, lists and ticked boxes by name; hidden fields and the bot trap are left out", () => {
    const typed = typedIn(
      form(`
        <input type="hidden" name="email" value="ani@example.am">
        <input name="${HONEYPOT_FIELD}" value="bot">
        <input name="phone" value="091 23 45 67">
        <select name="district"><option value="">-</option><option value="arabkir" selected>A</option></select>
        <input type="checkbox" name="days" value="mon" checked>
        <input type="checkbox" name="days" value="wed">
        <input type="checkbox" name="days" value="fri" checked>
        <input type="radio" name="window" value="10:00-13:00">
        <textarea name="note">3rd floor</textarea>
      `),
    );
    expect(typed).toEqual({
      phone: ["091 23 45 67"],
      district: ["arabkir"],
      days: ["mon", "fri"],
      window: [],
      note: ["3rd floor"],
    });
    expect(typedText(typed, "note")).toBe("3rd floor");
    expect(typedText(typed, "code")).toBe("");
  });
});
