import { DARK_SCHEME } from './viewer-dark-mode';

/**
 * Swagger UI in the portal's look: the portal's type (Mantine's font stacks), its radius, its
 * primary colour on the buttons and links, its borders and its panels; the method colours stay
 * Swagger UI's, darkened for contrast (viewer-contrast.ts, placed after these rules). Every value
 * is one of Mantine's CSS variables or the portal's (app/global.css), so a change of app/theme.ts
 * reaches the viewer too, and so does the colour scheme.
 */
export const viewerThemeStyles = `
.swagger-ui, .swagger-ui .opblock-tag, .swagger-ui .opblock .opblock-summary-description,
.swagger-ui .opblock .opblock-section-header h4, .swagger-ui .opblock-title_normal,
.swagger-ui .parameter__name, .swagger-ui .parameter__type, .swagger-ui .response-col_status,
.swagger-ui .response-col_links, .swagger-ui .tab li, .swagger-ui label, .swagger-ui table thead tr td,
.swagger-ui table thead tr th, .swagger-ui .btn, .swagger-ui select, .swagger-ui input,
.swagger-ui textarea, .swagger-ui .markdown p, .swagger-ui .renderedMarkdown p, .swagger-ui .model-title,
.swagger-ui section.models h4, .swagger-ui .scheme-container .schemes-server-container label,
.swagger-ui .servers-title, .swagger-ui .opblock-summary-operation-id, .swagger-ui .model {
  font-family: var(--mantine-font-family);
}
.swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-path__deprecated,
.swagger-ui .opblock .opblock-summary-method, .swagger-ui .parameter__in, .swagger-ui code,
.swagger-ui pre, .swagger-ui .microlight, .swagger-ui .model .prop-type, .swagger-ui .prop-format {
  font-family: var(--mantine-font-family-monospace);
}
.swagger-ui { color: var(--mantine-color-text); }
/* Swagger UI's dark mode paints a background of its own; the viewer sits on the portal's card. */
${DARK_SCHEME} .swagger-ui { background: none; color: var(--mantine-color-text); }
.swagger-ui .wrapper { padding: 0; max-width: none; }
.swagger-ui .opblock-tag {
  font-size: var(--mantine-h3-font-size);
  font-weight: 650;
  color: var(--mantine-color-text);
  border-bottom-color: var(--mantine-color-default-border);
}
.swagger-ui .opblock-tag small { font-size: var(--mantine-font-size-sm); color: var(--mantine-color-dimmed); }
.swagger-ui .opblock {
  border-radius: var(--mantine-radius-md);
  box-shadow: none;
}
.swagger-ui .opblock .opblock-summary-method { border-radius: var(--mantine-radius-sm); font-weight: 700; }
.swagger-ui .opblock .opblock-summary-description { color: var(--mantine-color-text); }
.swagger-ui .opblock .opblock-section-header {
  background: var(--ddp-color-well);
  box-shadow: none;
  border-bottom: 1px solid var(--mantine-color-default-border);
}
.swagger-ui .btn {
  border-radius: var(--mantine-radius-md);
  border: 1px solid var(--mantine-color-indigo-outline);
  color: var(--mantine-color-indigo-outline);
  background: var(--mantine-color-body);
  box-shadow: none;
  font-size: var(--mantine-font-size-sm);
  font-weight: 600;
  padding: 6px 16px;
}
/* A neutral hover: each button's own colour (Cancel's red, Authorize's green) keeps 4.5:1 on it. */
.swagger-ui .btn:hover { background: var(--ddp-color-well); box-shadow: none; }
.swagger-ui .btn:focus-visible, .swagger-ui .opblock-summary-control:focus-visible,
.swagger-ui .opblock-tag:focus-visible {
  outline: 2px solid var(--mantine-primary-color-filled);
  outline-offset: 2px;
}
.swagger-ui .btn.execute, .swagger-ui .btn.authorize.locked {
  background: var(--mantine-color-indigo-filled);
  border-color: var(--mantine-color-indigo-filled);
  color: var(--mantine-color-white);
}
.swagger-ui .btn.execute:hover { background: var(--mantine-color-indigo-filled-hover); }
.swagger-ui select, .swagger-ui input[type="text"], .swagger-ui input[type="password"],
.swagger-ui input[type="search"], .swagger-ui input[type="email"], .swagger-ui input[type="file"],
.swagger-ui textarea {
  border-radius: var(--mantine-radius-md);
  border: 1px solid var(--mantine-color-default-border);
  box-shadow: none;
  font-size: var(--mantine-font-size-sm);
}
.swagger-ui a, .swagger-ui .info a, .swagger-ui .markdown a, .swagger-ui .renderedMarkdown a {
  color: var(--mantine-color-anchor);
}
.swagger-ui .scheme-container {
  background: var(--ddp-color-well);
  border-radius: var(--mantine-radius-md);
  box-shadow: none;
  margin: 0 0 var(--mantine-spacing-md);
  padding: var(--mantine-spacing-md);
}
.swagger-ui section.models { border-radius: var(--mantine-radius-md); border-color: var(--mantine-color-default-border); }
.swagger-ui .operation-samples { padding: var(--mantine-spacing-md) 20px; border-top: 1px solid var(--mantine-color-default-border); }
.swagger-ui .operation-samples pre { background: var(--ddp-color-well); color: var(--mantine-color-text); white-space: pre; overflow-x: auto; }
.swagger-ui .operation-samples button { font-family: var(--mantine-font-family); }
`;
