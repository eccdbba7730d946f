export { writeContent as default } from "./content-once";
