/*
 * The catalogue's lists (one schema file each): the plans, the dishes other pages feature, the
 * landing's lists and the delivery districts.
 */
export * from "./plans";
export * from "./featured-dishes";
export * from "./landing";
export * from "./districts";
export * from "./paying";
