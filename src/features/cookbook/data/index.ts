// The cookbook's Firestore access, one file per kind of write.
export { saveRecipeWithTags } from './save-recipe-with-tags';
export { addBookmark, bookmarkWrites, removeBookmark, watchBookmarks } from './bookmarks';
export { deleteView, saveView, updateView } from './saved-views';
export { createTag, deleteTag, updateTag } from './tags';
export { watchCookbook } from './watch-cookbook';
