// zod with the `.openapi()` extension: every api module imports `z` from here so the
// schemas that validate requests also describe them in the OpenAPI document. zod's own
// messages are Spanish (the console's language); a text a schema names still wins over them.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);
z.config(z.locales.es());

export { z };
