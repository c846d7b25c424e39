// Swagger UI's client half (swagger-client and the ApiDOM parsers behind its OpenAPI 3.1 and 3.2
// resolvers), imported on its own so that its module code runs in a task of its own before the
// viewer's (load-viewer.ts). The paths are the ones Swagger UI itself imports.
import 'swagger-client/es/execute';
import 'swagger-client/es/helpers';
import 'swagger-client/es/http';
import 'swagger-client/es/resolver';
import 'swagger-client/es/resolver/strategies/generic';
import 'swagger-client/es/resolver/strategies/json-schema-2020-12-apidom';
import 'swagger-client/es/resolver/strategies/openapi-2';
import 'swagger-client/es/resolver/strategies/openapi-3-0';
import 'swagger-client/es/resolver/strategies/openapi-3-1-apidom';
import 'swagger-client/es/resolver/strategies/openapi-3-2-apidom';
import 'swagger-client/es/subtree-resolver';
