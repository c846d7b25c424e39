// The libraries Swagger UI renders with, imported on their own so that their module code runs in a
// task of its own before the viewer's (load-viewer.ts). All are Swagger UI's own dependencies.
import 'immutable';
import 'redux';
import 'reselect';
import 'remarkable';
import 'remarkable/linkify';
import 'dompurify';
import 'react-syntax-highlighter/dist/esm/light';
