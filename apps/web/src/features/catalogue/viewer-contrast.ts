import { DARK_SCHEME } from './viewer-dark-mode';

/**
 * Swagger UI's own colours fail WCAG AA (white on #61affe is 2.3:1, the Authorize button 2.0:1):
 * these rules, placed after its stylesheet, darken each colour only as far as 4.5:1 needs (on the
 * tint of every method's block, where a colour sits on one).
 * The highlighted code gets its colours as inline styles (the agate theme, #d36363 on #333 is
 * 3.4:1): only a darker ground, set with !important as Swagger UI's own dark mode does, lifts them
 * all to 4.5:1; in the dark scheme too, where Swagger UI's ground (#2a2e30) gives 3.7:1.
 * In the dark scheme Swagger UI's own dark rules outrank the light fixes above and pass as they
 * are (light method colours under dark text), except the Authorize button once authorised: the
 * portal fills it with its primary colour, where Swagger UI's green text has 2.5:1.
 */
export const viewerContrastStyles = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1b5f9e; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1d7a4f; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5200; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c62828; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f7a66; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #7a1fd6; }
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #0d5aa7; }
.swagger-ui .btn.authorize { color: #1d7a4f; border-color: #1d7a4f; }
.swagger-ui .btn.authorize svg { fill: #1d7a4f; }
.swagger-ui .parameter__in, .swagger-ui .parameter__extension { color: #6b6b6b; }
.swagger-ui .btn.cancel { color: #b64545; border-color: #b64545; }
.swagger-ui .btn.execute { background-color: #3d78bd; border-color: #3d78bd; }
.swagger-ui .download-contents { background: #727686; }
.swagger-ui pre.microlight { background: #1f1f1f !important; }
${DARK_SCHEME} .swagger-ui .opblock pre.microlight,
${DARK_SCHEME} .swagger-ui .opblock .highlight-code pre.microlight { background: #1f1f1f !important; }
${DARK_SCHEME} .swagger-ui .scheme-container .btn.authorize.locked { color: var(--mantine-color-white); }
${DARK_SCHEME} .swagger-ui .scheme-container .btn.authorize.locked svg { color: var(--mantine-color-white); fill: var(--mantine-color-white); }
`;
