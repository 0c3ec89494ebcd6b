export { seedDatabase, hasData, seedVersion } from './apply';
export { generateSeed } from './generate';
export { demoFixtures } from './fixtures';
export { seedSizes, isSeedSize, type SeedSize } from './sizes';
export { isValidCuit, formatCuit } from './cuit';
