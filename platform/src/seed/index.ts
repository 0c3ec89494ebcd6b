export { seedDatabase, loadSeed, hasData, seededVersion, seedVersion, type SeedLoadStats } from './apply';
export { generateSeed } from './generate';
export { demoFixtures } from './fixtures';
export { seedSizes, isSeedSize, type SeedSize, type SeedSizeConfig } from './sizes';
export { isValidCuit, formatCuit } from './cuit';
