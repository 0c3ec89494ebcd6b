// zod with the `.openapi()` extension: every api module imports `z` from here so the
// schemas that validate requests also describe them in the OpenAPI document.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
