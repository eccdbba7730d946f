// The list of pictures the script makes, in output order.
import quinoa from "./dishes/quinoa-bowl.mjs";
import salmon from "./dishes/salmon-plate.mjs";
import khorovats from "./dishes/chicken-khorovats.mjs";
import beef from "./dishes/beef-stir-fry.mjs";
import buddha from "./dishes/buddha-bowl.mjs";
import lentil from "./dishes/lentil-soup.mjs";
import weeklyMenu from "./dishes/weekly-menu.mjs";
import plantKits from "./dishes/plant-kits.mjs";
import hero from "./hero.mjs";
import share from "./share.mjs";
import logo from "./logo.mjs";

export const pictures = [
  quinoa,
  salmon,
  khorovats,
  beef,
  buddha,
  lentil,
  ...weeklyMenu,
  ...plantKits,
  hero,
  share,
  logo,
];
