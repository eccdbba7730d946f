export { removeContent as default } from "./content-once";
