// One palette for every picture. Backgrounds are mid-light warm neutrals so
// the artwork sits well on a light page and on a dark (slate-900) page.
// Light comes from the top left; shadows fall to the bottom right.

export const P = {
  cream: ["#F1E6D3", "#E6D5BA"],
  terracotta: ["#E8C0A6", "#D9A182"],
  sage: ["#D3DCC3", "#B7C5A2"],
  shadow: "#4A2C17",
  ceramic: ["#FBF7F0", "#EFE7DA", "#DCD0BE"],
  stoneware: ["#F5EEE2", "#E6DCCB", "#CDBFA8"],
  sageGlaze: ["#B9C9A6", "#9DB187", "#7E946A"],
  terraGlaze: ["#D9895F", "#C46E45", "#A35532"],
  linen: ["#F7F0E3", "#EBDFCB"],
  emerald: "#047857",
  emeraldDark: "#065F46",
  emeraldLight: "#34D399",
  leaf: ["#6FAE47", "#4F8F33", "#3A7527", "#2F6420"],
  herb: ["#2E7D32", "#3F8F3A", "#5AA548", "#246B2A"],
  metal: ["#E9E6E1", "#C9C4BC", "#A39D93"],
  wood: ["#D9A673", "#C08552", "#9E6A3E"],
};
