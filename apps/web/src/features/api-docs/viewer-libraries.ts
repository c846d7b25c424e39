// Loading this module runs the libraries Swagger UI needs (their chunk, see vite.config.ts), so
// that running Swagger UI itself afterwards is a shorter task.
export { Map as LoadedWithViewerLibraries } from 'immutable';
