// The English texts only lazily loaded pages and dialogs show (see loadPageTexts in ./index.ts and text-parts.ts).
export { default as pageTexts } from './en.json?pages';
