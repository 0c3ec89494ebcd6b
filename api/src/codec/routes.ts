// Temporal's codec-server endpoints (POST /codec/encode, /codec/decode): the Temporal UI and
// `temporal --codec-endpoint` send the payloads they show, and staff who may read operation
// histories get them back decrypted with the keys of the api's own Temporal client.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import { PayloadDecryptionError } from '@cgi/workflows/codec';
import type { Payload, PayloadCodec } from '@temporalio/common';
import cors from 'cors';
import express, { type Request, type Router } from 'express';
import type { AuthContext } from '../auth/context';
import { HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import { payloadsFromJson, payloadsToJson } from './proto-json';

const payloadJson = z
  .object({
    metadata: z.record(z.string(), z.string()).optional().openapi({ description: 'Valores en base64' }),
    data: z.string().optional().openapi({ description: 'Base64' }),
  })
  .openapi('CodecPayload');

const payloadsJson = z
  .object({ payloads: z.array(payloadJson) })
  .openapi('CodecPayloads', { description: 'temporal.api.common.v1.Payloads en JSON proto3' });

const example = {
  payloads: [
    {
      metadata: { encoding: 'YmluYXJ5L2VuY3J5cHRlZA==', 'encryption-key-id': 'azIwMjYxMTIzLWExYjJjMw==' },
      data: 'q83vEjRWeJA=',
    },
  ],
};

export interface CodecRoutesOptions {
  /** The codecs of the api's Temporal client: the codec server and the api never disagree. */
  codecs: PayloadCodec[];
  /** Bearer token, or the console's cookie (the Temporal UI sends no token of its own). */
  authenticate: (req: Request) => Promise<AuthContext>;
  /** Origins of a Temporal UI served elsewhere that may call with the staff cookie. */
  allowedOrigins: string[];
}

async function convert(direction: 'encode' | 'decode', codecs: PayloadCodec[], payloads: Payload[]) {
  let result = payloads;
  // Encoding applies the codecs in order; decoding undoes them in reverse (as the SDK does).
  for (const codec of direction === 'encode' ? codecs : [...codecs].reverse()) {
    result = await codec[direction](result);
  }
  return result;
}

export function codecRouter(registry: OpenAPIRegistry, options: CodecRoutesOptions): Router {
  const router = express.Router();
  // A Temporal UI on another origin sends the staff cookie only with `credentials: 'include'`,
  // which needs its exact origin (never `*`) and Allow-Credentials.
  router.use(
    '/codec',
    cors({
      origin: options.allowedOrigins,
      credentials: true,
      methods: ['POST'],
      allowedHeaders: ['content-type', 'x-namespace', 'authorization', 'authorization-extras'],
      maxAge: 600,
    }),
    // A payload may be 2 MB (Temporal's blob limit), a third more in base64.
    express.json({ limit: '8mb' }),
  );
  const table = createRouteTable(router, registry, options.authenticate);
  for (const direction of ['encode', 'decode'] as const) {
    table.add({
      method: 'post',
      path: `/codec/${direction}`,
      summary:
        direction === 'decode'
          ? 'Descifra datos de Temporal (servidor de códec)'
          : 'Cifra datos para Temporal (servidor de códec)',
      description:
        'Protocolo de servidor de códec de Temporal: el Temporal UI y `temporal --codec-endpoint` envían `Payloads` en JSON proto3. Acepta el token de la sesión (Authorization) o la cookie `cgi_token` de la consola. Un dato sin cifrar vuelve tal cual al descifrar y uno ya cifrado no se cifra dos veces.',
      tags: ['Temporal'],
      roles: OPERATIONS_SUPPORT_ROLES,
      body: payloadsJson,
      bodyExample: example,
      responses: {
        200: { description: 'Los mismos datos, cifrados o descifrados', schema: payloadsJson },
        400: {
          description: 'JSON inválido, o un dato que no se puede descifrar (clave desconocida, alterado)',
        },
      },
      handler: async ({ body }) => {
        let payloads: Payload[];
        try {
          payloads = payloadsFromJson(body);
        } catch (error) {
          throw new HttpError(400, 'INVALID_PAYLOADS', `Datos inválidos: ${(error as Error).message}`);
        }
        try {
          return { status: 200, body: payloadsToJson(await convert(direction, options.codecs, payloads)) };
        } catch (error) {
          if (error instanceof PayloadDecryptionError) {
            throw new HttpError(400, `PAYLOAD_${error.reason}`, error.message);
          }
          throw error;
        }
      },
    });
  }
  return router;
}
