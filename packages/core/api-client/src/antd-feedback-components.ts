// antd-mobile's Toast and Dialog, in a module of their own so that `import()` of this file loads
// just those two components (a dynamic import of "antd-mobile" itself would pull in every one).
export { Dialog, Toast } from "antd-mobile";
