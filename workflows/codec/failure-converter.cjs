// Failure messages and stack traces (an activity's error can name an e-mail or a path) travel
// in the failure's encoded attributes, a payload the codec encrypts like any other. CommonJS
// because the SDK require()s it by path in the worker and bundles it into the workflow sandbox.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose, see above
const { DefaultFailureConverter } = require('@temporalio/common');

exports.failureConverter = new DefaultFailureConverter({ encodeCommonAttributes: true });
