// How read endpoints turn platform answers into console answers (spec 1 §7, §8): failed list
// loads read as empty lists, 'datos no encontrados' as nothing found, and a service's 404 as
// 'Ocurrió un error en un servicio de: {service}'.
import { PlatformError } from '@cgi/platform/client';
import { messages } from '@cgi/workflows';
import { HttpError } from './errors';

/** Service names of spec 1 §8's 404 text (the original app's API names). */
export const SERVICE_NAMES = {
  organizations: 'OrganizationApi',
  meRegistration: 'MERegistrationApi',
  suborganizations: 'SuborganizationApi',
  storage: 'StorageApi',
  loginAccounts: 'LoginAccountApi',
} as const;

/** "List loads that fail return empty lists" (spec 1 §7). */
export async function orEmpty<T>(load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch {
    return [];
  }
}

/** A search whose "nothing matched" is a 404 'datos no encontrados' (silently ignored, §8). */
export async function orNoneFound<T>(load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch (error) {
    if (
      error instanceof PlatformError &&
      (error.isNotFound || error.messageIncludes('datos no encontrados'))
    ) {
      return [];
    }
    throw error;
  }
}

/** The entity a screen is about; a 404 from its service is the spec's text for that service. */
export async function mustFind<T>(load: Promise<T>, service: keyof typeof SERVICE_NAMES): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof PlatformError && error.isNotFound) {
      throw new HttpError(404, 'NOT_FOUND', messages.serviceNotFound(SERVICE_NAMES[service]));
    }
    throw error;
  }
}

/** Runs `work` over `items` a few at a time (fan-out reads without flooding a service). */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}
