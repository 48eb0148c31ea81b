export { positiveId } from "@wenlv/validation/ids";
