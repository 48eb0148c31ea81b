export { default } from "@wenlv/eslint-config";
