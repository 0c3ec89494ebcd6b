// The request id travels from the api's request into Temporal as a header of the workflow start,
// and from the workflow to its activities and child workflows, so the worker's log lines for an
// operation carry the id of the api request that started it.
export const REQUEST_ID_HEADER = 'consola-request-id';
