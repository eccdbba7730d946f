import { plainReport } from "./owner-words";
import { namesIn } from "./checks/verdict";
import { contentTexts } from "../content/disk";

/*
 * The build's refusal of broken content, in the owner's words: a plain sentence first, then
 * each problem naming the form and the field as the editor labels them. Printed by the build
 * itself, which then stops without Gatsby's own error heading (the owner reads this in the
 * host's deploy log or in the e-mail that links to it).
 */

export function refusalText(problems: readonly string[], where: "build" | "local" = "build") {
  return plainReport(problems, where, namesIn(contentTexts()));
}

/** Prints the refusal and ends the build (its exit code fails the deploy). */
export function refuseContent(problems: readonly string[]): never {
  process.stderr.write(`\n${refusalText(problems)}\n\n`);
  process.exit(1);
}
