/** Boots the shell: header, router and the stylesheet. */
import "./style.css";
import { currentIdentity } from "./net/identity";
import { startRouter } from "./router";

const who = document.getElementById("who") as HTMLElement;
const showIdentity = () => {
  const id = currentIdentity();
  who.textContent = id ? id.name : "";
};
showIdentity();
startRouter(document.getElementById("app") as HTMLElement, showIdentity);
